// The keys that open Find anything anywhere in the admin (docs/product.md#admin-find-anything): Ctrl+K (⌘K on a
// Mac), and '/' when the admin is not typing in a field. Not while another dialog is open: the search would open on
// top of a form being filled in.
import { useEffect, useEffectEvent } from 'react';

/** A field that takes the '/' as text. */
function isTypingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);
}

function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.shiftKey) return false;
  if (event.key.toLowerCase() === 'k') return event.ctrlKey || event.metaKey;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingIn(event.target);
}

const isDialogOpen = () => document.querySelector('[aria-modal="true"]') !== null;

export function useSearchShortcut(open: () => void): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat || !isSearchShortcut(event) || isDialogOpen()) return;
    // Ctrl+K would otherwise move to the browser's own search.
    event.preventDefault();
    open();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
