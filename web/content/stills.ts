// The studio's fixed stills (web/public/media/gallery/), as the static pages show them: the 1200x800 JPEG with
// its committed 480 px WebP thumbnail as the small candidate, so phones fetch a few kilobytes.

export interface Still {
  src: string;
  srcSet: string;
  alt: string;
  width: number;
  height: number;
}

export const STILL_WIDTH = 1200;
export const STILL_HEIGHT = 800;

/** Still number `n` (1-24) of the gallery, described by `alt`. */
export function galleryStill(n: number, alt: string): Still {
  const base = `/media/gallery/gallery-${String(n).padStart(2, '0')}`;
  return {
    src: `${base}.jpg`,
    srcSet: `${base}.w480.webp 480w, ${base}.jpg ${STILL_WIDTH}w`,
    alt,
    width: STILL_WIDTH,
    height: STILL_HEIGHT,
  };
}
