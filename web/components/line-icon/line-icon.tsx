// The frame and the stroke of the interface's small line icons, drawn in the text's colour on a 24-unit square.
import type { ReactNode } from 'react';

interface LineIconProps {
  /** Width and height in pixels. */
  size: number;
  className?: string;
  children: ReactNode;
}

/** An icon beside a text that says the same: hidden from readers and never focused. */
export function LineIcon({ size, className, children }: LineIconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** An unfilled stroke of the given width with round ends and corners. */
export function roundStroke(width: number) {
  return {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: width,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
}
