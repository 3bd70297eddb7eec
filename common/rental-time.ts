// Rental time left (docs/product.md#states and docs/product.md#limits): when a rental ends, whether it is still
// running, and the countdown text.
import type { RentalStatus } from './catalogue.ts';
import { EXPIRES_SOON_MS } from './constants.ts';

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * The countdown text for `remainingMs` milliseconds left.
 *
 * The time is rounded UP to whole minutes, so the text never claims less than what is left and never reads
 * '0 minutes left' while the rental still runs; it says 'Expired' only at zero (or below). With m the rounded
 * minutes:
 * - m = 0 (nothing left, or not a number): 'Expired'
 * - 1 <= m < 60: 'N minutes left' ('1 minute left' for one)
 * - 60 <= m < 1440 with minutes over the hour: 'Nh Nm left' ('1h 5m left')
 * - 60 <= m < 1440 on a whole hour: 'N hours left' ('1 hour left' for one)
 * - m >= 1440: 'Nd Nh left', minutes dropped ('1d 0h left' at exactly 24 hours; '1d 23h left' up to 47h 59m)
 */
export function formatRemainingTime(remainingMs: number): string {
  if (!(remainingMs > 0)) return 'Expired';
  const totalMinutes = Math.ceil(remainingMs / MINUTE_MS);
  if (totalMinutes < MINUTES_PER_HOUR) return `${totalMinutes} ${totalMinutes === 1 ? 'minute' : 'minutes'} left`;
  if (totalMinutes < MINUTES_PER_DAY) {
    const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
    const minutes = totalMinutes % MINUTES_PER_HOUR;
    if (minutes === 0) return `${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
    return `${hours}h ${minutes}m left`;
  }
  const days = Math.floor(totalMinutes / MINUTES_PER_DAY);
  const hours = Math.floor((totalMinutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  return `${days}d ${hours}h left`;
}

/** 'Expires soon' applies while some time is left and at most two hours of it (EXPIRES_SOON_MS, inclusive). */
export function isExpiringSoon(remainingMs: number): boolean {
  return remainingMs > 0 && remainingMs <= EXPIRES_SOON_MS;
}

/**
 * When the viewer's held rental next changes on its own, in epoch milliseconds, or null when they hold none
 * (docs/product.md#premieres-and-windows): a running clock's end (watching), the last moment to press play
 * (not_started), or the premiere (preordered). A status from before the states (no `state`) is a running clock.
 */
export function rentalDeadline(status: RentalStatus | null | undefined): number | null {
  if (!status?.is_rented) return null;
  const { state } = status;
  const at = state === 'preordered' ? status.premiere_at : state === 'not_started' ? status.starts_by : status.rental_end;
  const parsed = Date.parse(at ?? '');
  return Number.isNaN(parsed) ? null : parsed;
}

/** A rental runs while the viewer holds it and its deadline is still ahead (docs/product.md#states). */
export function isRentalActive(status: RentalStatus | null | undefined, now: number): boolean {
  const end = rentalDeadline(status);
  return end !== null && end > now;
}
