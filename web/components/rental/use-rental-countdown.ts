import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RentalStatus } from '../../../common/catalogue.ts';
import { rentalEndTime } from '../../../common/rental-time.ts';
import { readClock, refreshClock, subscribeToClock } from './countdown-clock.ts';

// setTimeout keeps its delay in 32 bits; a rental (at most 168 h) always fits, this is only a guard.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
// Timers may fire a hair before the clock reads the end; a little slack makes the one at the end conclusive.
const END_TIMER_SLACK_MS = 50;

export interface RentalCountdownState {
  /** The viewer holds the movie and the end is still ahead. */
  isRented: boolean;
  /** When the rental ends (epoch ms), null without one. */
  endsAt: number | null;
  /** Time left, refreshed every COUNTDOWN_REFRESH_MS and at the end itself; null without a rental. */
  remainingMs: number | null;
}

const subscribeNever = () => () => {};

/**
 * The viewer's rental of a movie as time passes (docs/product.md#states): running while its end is ahead, the time left
 * refreshed every minute, and `onExpire` called once when it runs out while on screen (the page then
 * refetches, and the movie becomes rentable again).
 */
export function useRentalCountdown(
  status: RentalStatus | null | undefined,
  onExpire?: () => void,
): RentalCountdownState {
  const endsAt = rentalEndTime(status);
  const now = useSyncExternalStore(endsAt === null ? subscribeNever : subscribeToClock, readClock, readClock);
  const remainingMs = endsAt === null ? null : endsAt - now;
  const isRented = remainingMs !== null && remainingMs > 0;

  useEffect(() => {
    if (endsAt === null) return;
    const untilEnd = endsAt - Date.now();
    if (untilEnd <= 0 || untilEnd > MAX_TIMER_DELAY_MS) return;
    const timer = setTimeout(refreshClock, untilEnd + END_TIMER_SLACK_MS);
    return () => clearTimeout(timer);
  }, [endsAt]);

  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  // Only a rental seen running here and then running out counts: one that had already ended when the page
  // got it is simply not shown as rented, and needs no refetch.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (isRented) {
      wasRunning.current = true;
    } else if (wasRunning.current) {
      wasRunning.current = false;
      if (endsAt !== null) onExpireRef.current?.();
    }
  }, [isRented, endsAt]);

  return { isRented, endsAt, remainingMs };
}
