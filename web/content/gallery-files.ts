// The stills' files (web/assets/media/gallery/, made by `npm run media:generate`) go through Vite's asset
// pipeline: the build gives each a content-hashed name under /assets/, cached for a year. A module asks for the
// files it shows with its own `import.meta.glob` (the gallery page all of them, home a handful), so that no page
// carries the hashed address of every still.

/** What `import.meta.glob('../assets/media/gallery/…', { eager: true, query: '?url', import: 'default' })` gives. */
export type GalleryFiles = Record<string, string>;

/** Finds the URL of a file of web/assets/media/gallery/ by its name ('gallery-01.w480.webp') among `files`. */
export function galleryFileLookup(files: GalleryFiles): (fileName: string) => string {
  return (fileName) => {
    const url = files[`../assets/media/gallery/${fileName}`];
    // Only a content file naming a still its glob leaves out (or that was never generated) gets here: a bug to see at
    // once, not a broken image.
    if (!url) throw new Error(`No gallery file ${fileName} among this module's files of web/assets/media/gallery/`);
    return url;
  };
}
