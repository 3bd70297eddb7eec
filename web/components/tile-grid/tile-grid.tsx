import type { Key, ReactNode } from 'react';

interface TileGridProps<T> {
  /** The list's own class, after tile-grid. */
  className: string;
  items: readonly T[];
  keyOf: (item: T) => Key;
  /** The tile of one item. */
  children: (item: T) => ReactNode;
}

/** A list of equal tiles that wrap into as many columns as fit (tile-grid in web/styles/cards.css). */
export function TileGrid<T>({ className, items, keyOf, children }: TileGridProps<T>) {
  return (
    <ul className={`tile-grid ${className}`}>
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
