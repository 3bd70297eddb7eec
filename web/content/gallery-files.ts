// The stills' files (web/assets/media/gallery/, made by `npm run media:generate`) go through Vite's asset
// pipeline: the build gives each a content-hashed name under /assets/, cached for a year.
const fileUrls = import.meta.glob<string>('../assets/media/gallery/*.{jpg,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** The URL of a file of web/assets/media/gallery/ by its name: 'gallery-01.w480.webp'. */
export function galleryFileUrl(fileName: string): string {
  const url = fileUrls[`../assets/media/gallery/${fileName}`];
  // Only a content file naming a still that was never generated gets here: a bug to see at once, not a broken image.
  if (!url) throw new Error(`No gallery file ${fileName} in web/assets/media/gallery/`);
  return url;
}
