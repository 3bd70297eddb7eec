// Responsive image variants. The server writes, next to every image it stores under /uploads/, a WebP copy
// at each width below; pages build `srcset` from the same list. One rule, used by both sides.

/**
 * How wide a movie detail page draws its poster. The page's <img> and the preload the server writes into that
 * page's HTML (server/seo/page-meta.ts) must name the same `sizes`, or the browser fetches the poster twice.
 */
export const MOVIE_DETAIL_POSTER_SIZES = '(min-width: 880px) 380px, 320px';

/** How wide a movie's title page draws its backdrop (full-bleed); its <img> and the server's preload name it alike. */
export const MOVIE_BACKDROP_SIZES = '100vw';

export const IMAGE_VARIANT_WIDTHS = [320, 640, 720, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const STORED_IMAGE = /^\/uploads\/.+\.(?:jpe?g|png|webp)$/i;

/** Whether the server keeps WebP variants of this image (images it stored itself). */
export function hasImageVariants(url: string | null | undefined): url is string {
  return typeof url === 'string' && STORED_IMAGE.test(url);
}

/** '/uploads/movies/poster.ab12.jpg' at 640 -> '/uploads/movies/poster.ab12.w640.webp'. */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string {
  return `${url.replace(/\.[^./]+$/, '')}.w${width}.webp`;
}

/** The `srcset` of a stored image, or undefined for an image without variants (the plain `src` is used). */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!hasImageVariants(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}
