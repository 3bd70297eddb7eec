import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RentalStatus } from '../../../common/catalogue.ts';
import type { RentalState } from '../../../common/premieres.ts';
import { rentalDeadline } from '../../../common/rental-time.ts';
import { readClock, refreshClock, subscribeToClock } from './countdown-clock.ts';

// setTimeout keeps its delay in 32 bits (about 24.8 days); a deadline further ahead is met by the clock's minute ticks.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
// Timers may fire a hair before the clock reads the end; a little slack makes the one at the end conclusive.
const END_TIMER_SLACK_MS = 50;

export interface RentalCountdownState {
  /**
   * The viewer holds the movie (docs/product.md#premieres-and-windows): pre-ordered, or its window to start or its
   * clock still running.
   */
  isRented: boolean;
  /** Which of those it is while held (never expired; a status from before the states reads as watching), else null. */
  state: RentalState | null;
  /** When that state ends (epoch ms): the clock's end, the last moment to press play, or the premiere; else null. */
  endsAt: number | null;
  /** Time left until then, refreshed every COUNTDOWN_REFRESH_MS and at the moment itself; null without a rental. */
  remainingMs: number | null;
}

const subscribeNever = () => () => {};

/**
 * The viewer's rental of a movie as time passes (docs/product.md#states): held while its deadline is ahead, the time
 * left refreshed every minute, and `onDeadline` called once when that moment comes while on screen: the clock or the
 * window to start ran out, or the premiere came (the page then reads the movie again: rentable once more, or
 * playable). A pre-order stays held past its premiere until the page has the new answer.
 */
export function useRentalCountdown(status: RentalStatus | null | undefined, onDeadline?: () => void): RentalCountdownState {
  const endsAt = rentalDeadline(status);
  const now = useSyncExternalStore(endsAt === null ? subscribeNever : subscribeToClock, readClock, readClock);
  const remainingMs = endsAt === null ? null : endsAt - now;
  const isRunning = remainingMs !== null && remainingMs > 0;
  const isPreordered = endsAt !== null && status?.state === 'preordered';
  const isRented = isRunning || isPreordered;

  useEffect(() => {
    if (endsAt === null) return;
    const untilEnd = endsAt - Date.now();
    if (untilEnd <= 0 || untilEnd >= MAX_TIMER_DELAY_MS) return;
    const timer = setTimeout(refreshClock, untilEnd + END_TIMER_SLACK_MS);
    return () => clearTimeout(timer);
  }, [endsAt]);

  const onDeadlineRef = useRef(onDeadline);
  useEffect(() => {
    onDeadlineRef.current = onDeadline;
  });

  // Only a deadline seen ahead here and then reached counts: a rental that had already ended when the page got it
  // is simply not shown as held, and needs no refetch.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (isRunning) {
      wasRunning.current = true;
    } else if (wasRunning.current) {
      wasRunning.current = false;
      if (endsAt !== null) onDeadlineRef.current?.();
    }
  }, [isRunning, endsAt]);

  return { isRented, state: isRented ? (status?.state ?? 'watching') : null, endsAt, remainingMs };
}
