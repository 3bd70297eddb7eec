// What a rendered page's lazy components need in its head, read from the web build's manifest: their stylesheets
// (without them the server's HTML would show unstyled, then shift when the code arrives) and their code as module
// preloads (the client loads it before hydrating, web/main.tsx). What index.html already loads is left out.

/** The part of Vite's build manifest (dist/web/.vite/manifest.json) this reads. */
export type BuildManifest = Record<string, { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }>;

/** 'MovieGalleriesPage' -> 'movie-galleries-page': our modules are named after the component they export. */
const moduleNameOf = (componentName: string) => componentName.replace(/[A-Z]/g, (letter, index: number) => `${index ? '-' : ''}${letter.toLowerCase()}`);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function createPageAssets(manifest: BuildManifest) {
  /** Every chunk key a chunk loads with it (its static imports, transitively), itself included. */
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedAtStart = entryKey ? closure(entryKey) : new Set<string>();
  const lazyChunkKey = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = chunk.src?.split('/').pop()?.replace(/\.tsx?$/, '');
    if (chunk.isDynamicEntry && name) lazyChunkKey.set(name, key);
  }

  /** The <link> tags for the named lazy components (web/app/lazy-named.tsx). Throws for a name the build lacks. */
  return function headTagsFor(componentNames: readonly string[]): string[] {
    const keys = new Set<string>();
    for (const name of componentNames) {
      const key = lazyChunkKey.get(moduleNameOf(name));
      if (!key) throw new Error(`The web build has no chunk for the lazy component ${name}`);
      closure(key, keys);
    }
    const needed = [...keys].filter((key) => !loadedAtStart.has(key)).map((key) => manifest[key]!);
    const styles = [...new Set(needed.flatMap((chunk) => chunk.css ?? []))];
    return [
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
      ...needed.map((chunk) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(chunk.file)}">`),
    ];
  };
}
