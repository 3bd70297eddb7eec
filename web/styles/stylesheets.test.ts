// Rules about how the stylesheets are written that the build depends on.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_DISPLAY_FAMILY } from './brand-font.ts';

const webRoot = dirname(import.meta.dirname);

function stylesheetsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheetsUnder(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('stylesheets', () => {
  it('write backdrop-filter without its -webkit- twin, which the build adds (given both, it keeps only the prefixed one)', () => {
    const withTwin = stylesheetsUnder(webRoot)
      .filter((path) => /-webkit-backdrop-filter\s*:/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(webRoot, path));
    expect(withTwin).toEqual([]);
  });

  it("name the brand's display face first in --font-display, then its size-matched fallback (fonts.css)", () => {
    const tokens = readFileSync(join(webRoot, 'styles/tokens.css'), 'utf8');
    const fonts = readFileSync(join(webRoot, 'styles/fonts.css'), 'utf8');
    expect(tokens).toMatch(new RegExp(`--font-display: '${BRAND_DISPLAY_FAMILY}', 'Fraunces Fallback', `));
    expect(fonts).toContain("font-family: 'Fraunces Fallback';");
  });
});
