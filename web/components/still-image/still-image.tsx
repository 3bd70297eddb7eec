// A studio still (content/stills.ts) drawn at the given sizes, its box reserved by width and height, and not
// draggable off the page.
import type { Still } from '../../content/stills.ts';

interface StillImageProps {
  still: Still;
  className: string;
  sizes: string;
  /** In the first screen and usually its largest element: loaded at once, at high priority. Otherwise lazy. */
  eager?: boolean;
}

export function StillImage({ still, className, sizes, eager = false }: StillImageProps) {
  const loading = eager ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
  return (
    <img
      className={className}
      src={still.src}
      srcSet={still.srcSet}
      sizes={sizes}
      alt={still.alt}
      width={still.width}
      height={still.height}
      {...loading}
      decoding="async"
      draggable={false}
    />
  );
}
