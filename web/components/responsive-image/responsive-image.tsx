import { useState, type ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '../../../common/media.ts';
import placeholderMovieUrl from '../../assets/media/placeholder-movie.svg';

const PLACEHOLDER_MOVIE_IMAGE = placeholderMovieUrl;

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'onError'> {
  src: string | null | undefined;
  alt: string;
  /** The box the image is laid out in (its aspect ratio), so nothing shifts while it loads. */
  width: number;
  height: number;
  /** How wide the image is drawn, for the browser's choice among the WebP variants. */
  sizes: string;
  /** Shown when there is no image or it fails to load (docs/product.md#errors: the placeholder movie image). */
  fallbackSrc?: string;
  /** Above the fold: load at once and early. Everything else is lazy. */
  priority?: boolean;
}

/**
 * An image the server stored, offered in the WebP widths it keeps (`srcset`), sized so the layout is
 * reserved, lazy unless it is the page's main picture, and replaced by a fallback when it cannot load.
 */
export function ResponsiveImage({
  src,
  fallbackSrc = PLACEHOLDER_MOVIE_IMAGE,
  priority = false,
  sizes,
  draggable = false,
  ...imageProps
}: ResponsiveImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || failedSrc === src;
  const shownSrc = useFallback ? fallbackSrc : src;
  const srcSet = useFallback ? undefined : imageSrcSet(src);
  return (
    <img
      {...imageProps}
      src={shownSrc}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The main picture is painted with the page it arrived with; decoding it apart would show it a frame later.
      decoding={priority ? undefined : 'async'}
      draggable={draggable}
      // On a page the server rendered, an image can fail before hydration, when React was not listening yet.
      ref={(image) => {
        if (src && !useFallback && image?.complete && image.naturalWidth === 0) setFailedSrc(src);
      }}
      onError={() => {
        if (src && !useFallback) setFailedSrc(src);
      }}
    />
  );
}
