import type { CSSProperties } from 'react';
import { useArrivedInServerHtml } from './use-is-hydrating.ts';

// Past this many cards the entrance stagger would only make the visitor wait.
const MAX_STAGGERED_CARDS = 8;

/**
 * The class and style of a card in a grid of cards (.grid-card in web/styles/cards.css): a card the client renders
 * rises in after those before it; one in the server's HTML is on screen already and does not move.
 */
export function useCardEntrance(index: number): { className: string; style: CSSProperties } {
  const entersAnimated = !useArrivedInServerHtml();
  return {
    className: entersAnimated ? 'grid-card grid-card--enter' : 'grid-card',
    style: { '--card-index': Math.min(index, MAX_STAGGERED_CARDS) } as CSSProperties,
  };
}
