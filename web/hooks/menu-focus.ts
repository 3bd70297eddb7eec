// The keys that move the focus between a menu's items (the WAI-ARIA menu pattern): ↑ ↓ wrap around, Home and End go
// to the ends. Shared by the player's menus and the admin's row menus.
import type { KeyboardEvent } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Moves the focus among `items` for a moving key and says whether it did; `fromIndex` counts when the focus is on
 * none of them (the item to start from, -1 for before the first).
 */
export function moveMenuFocus(event: KeyboardEvent, items: readonly HTMLElement[], fromIndex: number): boolean {
  const move = MOVES[event.key];
  if (!move) return false;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  items[move(index < 0 ? fromIndex : index, items.length)]?.focus();
  return true;
}
