// One clock for every rental countdown on screen: it ticks each COUNTDOWN_REFRESH_MS (docs/product.md#limits) while
// someone listens, so all countdowns on a page change together and the page re-renders once per tick.
import { COUNTDOWN_REFRESH_MS } from '../../../common/constants.ts';

type Listener = () => void;

const listeners = new Set<Listener>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function notify(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

export function subscribeToClock(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // The clock slept while nobody listened: read the time again before anyone renders with it.
    now = Date.now();
    timer = setInterval(notify, COUNTDOWN_REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function readClock(): number {
  // Asleep, the clock would hand a first render a time from long ago; a minute's staleness is the most any
  // reading may have, the same as between two ticks.
  if (timer === undefined && Date.now() - now >= COUNTDOWN_REFRESH_MS) now = Date.now();
  return now;
}

/** Reads the time now, between ticks (a rental reaching its end must not wait for the next tick). */
export function refreshClock(): void {
  notify();
}
