// A flash message handed to the next page in the location's state (closing an account goes home with one). Kept
// apart from its component so that the route table reads it without loading the component (routes.tsx).
import type { Flash } from './flash-message.tsx';

/** The `state` of a navigation that carries `flash` to its page. */
export function arrivalState(flash: Flash): { arrivalFlash: Flash } {
  return { arrivalFlash: flash };
}

/** The flash a navigation carried, or null. */
export function arrivalFlashOf(state: unknown): Flash | null {
  if (typeof state !== 'object' || state === null || !('arrivalFlash' in state)) return null;
  const flash = (state as { arrivalFlash: unknown }).arrivalFlash;
  if (typeof flash !== 'object' || flash === null) return null;
  const { tone, text } = flash as Record<string, unknown>;
  return (tone === 'success' || tone === 'error') && typeof text === 'string' ? { tone, text } : null;
}
