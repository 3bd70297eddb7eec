// Makes index.html (the app's shell, with the page's meta) the head of a page the server rendered, from the web
// build's manifest (docs/decisions/0017):
// - its styles, and those of the lazy components the page used, are written into the page: on a slow link each
//   stylesheet would cost a round trip before the first paint;
// - the app's script gives way to web/boot.ts, which starts the app once the page has loaded, its modules named on
//   boot's tag. Pages the client renders keep index.html as Vite wrote it.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_ENTRY_ATTRIBUTE, APP_MODULES_ATTRIBUTE } from '../../common/page-boot.ts';
import { escapeHtml } from '../http/html.ts';

/** The part of Vite's build manifest (dist/web/.vite/manifest.json) this reads. */
export type BuildManifest = Record<string, ManifestChunk>;
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };

export interface PageAssets {
  /** `html` (index.html as built, with the page's meta and render) as the page of a render that used these lazy components. */
  renderedPageShell(shell: string, componentNames: readonly string[]): string;
}

const APP_ENTRY = 'index.html';
const BOOT_ENTRY = 'boot.ts';

/** 'MovieGalleriesPage' -> 'movie-galleries-page': our modules are named after the component they export. */
const moduleNameOf = (componentName: string) => componentName.replace(/[A-Z]/g, (letter, index: number) => `${index ? '-' : ''}${letter.toLowerCase()}`);

/** `readStyle('assets/x.css')` is the text of a stylesheet of the build. */
export function createPageAssets(manifest: BuildManifest, readStyle: (file: string) => string): PageAssets {
  const chunkOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The web build has no ${key}`);
    return chunk;
  };
  /** Every chunk key a chunk loads with it (its static imports, transitively), itself included. */
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const lazyChunkKey = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = chunk.src?.split('/').pop()?.replace(/\.tsx?$/, '');
    if (chunk.isDynamicEntry && name) lazyChunkKey.set(name, key);
  }

  const app = chunkOf(APP_ENTRY);
  const boot = chunkOf(BOOT_ENTRY);
  const appKeys = closure(APP_ENTRY);
  const stylesOf = (keys: Iterable<string>) => [...new Set([...keys].flatMap((key) => chunkOf(key).css ?? []))];
  // The tags Vite wrote into index.html for the app, as it writes them.
  const appTags = [
    `<script type="module" crossorigin src="/${app.file}"></script>`,
    ...[...appKeys].filter((key) => key !== APP_ENTRY).map((key) => `<link rel="modulepreload" crossorigin href="/${chunkOf(key).file}">`),
    ...stylesOf(appKeys).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];

  const inlineStyles = (files: string[]) => {
    const texts = files.map(readStyle);
    // Our own built CSS; should a file ever hold '</style', the browser would end the element there.
    if (texts.some((text) => /<\/style/i.test(text))) return files.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`);
    return [
      `<style>${texts.join('\n')}</style>`,
      // The app links a chunk's stylesheet when it loads the chunk, unless the page has a stylesheet link with its
      // address already. A disabled link is neither fetched nor applied: it tells the app these are in the page.
      ...files.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" disabled>`),
    ];
  };

  return {
    renderedPageShell(shell, componentNames) {
      const pageKeys = new Set<string>();
      for (const name of componentNames) {
        const key = lazyChunkKey.get(moduleNameOf(name));
        if (!key) throw new Error(`The web build has no chunk for the lazy component ${name}`);
        closure(key, pageKeys);
      }
      for (const key of appKeys) pageKeys.delete(key);
      const modules = [...appKeys, ...pageKeys].filter((key) => key !== APP_ENTRY).map((key) => `/${chunkOf(key).file}`);
      const bootTag =
        `<script type="module" crossorigin src="/${escapeHtml(boot.file)}" ${APP_ENTRY_ATTRIBUTE}="/${escapeHtml(app.file)}"` +
        ` ${APP_MODULES_ATTRIBUTE}="${escapeHtml(modules.join(' '))}"></script>`;
      let html = shell;
      for (const tag of appTags) {
        // A build whose index.html is written differently must not send the app's code early unnoticed.
        if (!html.includes(tag)) throw new Error(`The web build's index.html lacks ${tag}`);
        html = html.replace(tag, '');
      }
      return withHeadTags(html, [...inlineStyles([...stylesOf(appKeys), ...stylesOf(pageKeys)]), bootTag]);
    },
  };
}

/** `html` with `tags` added at the end of its head. */
export function withHeadTags(html: string, tags: readonly string[]): string {
  // A replacer function, not a string: a '$' in a tag must not be read as a replacement pattern.
  return tags.length === 0 ? html : html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** The assets of the web build at `webRoot`, or null for a build without a manifest (the server tests' fake app). */
export async function readPageAssets(webRoot: string): Promise<PageAssets | null> {
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const styles = new Map<string, string>();
  // Read once per file: a page is rendered once per change of the catalogue (server/public-cache).
  const readStyle = (file: string) => styles.get(file) ?? styles.set(file, readFileSync(join(webRoot, file), 'utf8')).get(file)!;
  return createPageAssets(JSON.parse(await readFile(manifestPath, 'utf8')) as BuildManifest, readStyle);
}
