// The studio's fixed stills (web/assets/media/gallery/), as the static pages show them: the 1200x800 JPEG with
// committed WebP copies at 480 and 960 px as the smaller candidates, so phones fetch a few kilobytes, not the JPEG.
import { galleryFileLookup, type GalleryFiles } from './gallery-files.ts';

export interface Still {
  src: string;
  srcSet: string;
  alt: string;
  width: number;
  height: number;
}

const STILL_WIDTH = 1200;
const STILL_HEIGHT = 800;
/** The WebP widths `npm run media:generate` writes beside each still (gallery-01.w480.webp, gallery-01.w960.webp). */
const STILL_WEBP_WIDTHS = [480, 960] as const;

/**
 * `galleryStill(n, alt)`: still number `n` (1-24) of the gallery, described by `alt`, its files found among `files`,
 * the calling module's own glob of the stills it shows (gallery-files.ts).
 */
export function stillsAmong(files: GalleryFiles): (n: number, alt: string) => Still {
  const galleryFileUrl = galleryFileLookup(files);
  return (n, alt) => {
    const stem = `gallery-${String(n).padStart(2, '0')}`;
    const webpCandidates = STILL_WEBP_WIDTHS.map((width) => `${galleryFileUrl(`${stem}.w${width}.webp`)} ${width}w`);
    const src = galleryFileUrl(`${stem}.jpg`);
    return {
      src,
      srcSet: [...webpCandidates, `${src} ${STILL_WIDTH}w`].join(', '),
      alt,
      width: STILL_WIDTH,
      height: STILL_HEIGHT,
    };
  };
}
