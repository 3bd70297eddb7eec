// Right-click and drag are blocked on the studio's images and videos
// (docs/product.md#trailers-galleries-and-behind-the-scenes): no "Save image as", no dragging a still out to the
// desktop. A deterrent, not protection: the files are public.
import type { SyntheticEvent } from 'react';

function preventDefault(event: SyntheticEvent): void {
  event.preventDefault();
}

/** Spread on an <img> or <video>. */
export const protectedMediaProps = {
  draggable: false,
  onContextMenu: preventDefault,
  onDragStart: preventDefault,
} as const;
