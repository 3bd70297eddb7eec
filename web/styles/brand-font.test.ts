import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_DISPLAY_FAMILY, loadBrandFont } from './brand-font.ts';

// jsdom has no fonts: a stand-in records the faces made, added and loaded.
class FakeFontFace {
  static made: FakeFontFace[] = [];
  loaded = false;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
  load() {
    this.loaded = true;
    return Promise.resolve(this);
  }
}

afterEach(() => {
  FakeFontFace.made = [];
  Reflect.deleteProperty(document, 'fonts');
});

describe('loadBrandFont', () => {
  it("adds the packaged Fraunces (latin, weights 100-900) as --font-display's first family and loads it", () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const added: unknown[] = [];
    Object.defineProperty(document, 'fonts', { value: { add: (face: unknown) => added.push(face) }, configurable: true });

    loadBrandFont();

    const [face] = FakeFontFace.made;
    expect(face?.family).toBe(BRAND_DISPLAY_FAMILY);
    expect(face?.source).toMatch(/^url\(.*fraunces-latin-wght-normal.*\.woff2\) format\('woff2'\)$/);
    expect(face?.descriptors).toMatchObject({ weight: '100 900', display: 'swap' });
    expect(face?.descriptors.unicodeRange).toMatch(/^U\+0000-00FF,/);
    expect(added).toEqual([face]);
    expect(face?.loaded).toBe(true);
  });

  it('does nothing where the browser has no font loading (headings keep their fallback)', () => {
    expect(() => loadBrandFont()).not.toThrow();
  });
});
