// The premiere as a film's page counts down to it (docs/product.md#premieres-and-windows): the time left to the second,
// and the premiere in the viewer's own zone when it reads differently from the studio's.
import { formatPremiereTime } from './premieres.ts';

const SECOND_MS = 1_000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_DAY = 86_400;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * '3d 4h 05m 12s', '4h 05m 12s', '5m 12s' or '12s': the larger units only once they count. Rounded UP to the
 * second, so that it never reads 0s while the premiere is still ahead; 0s at it and after.
 */
export function formatPremiereCountdown(remainingMs: number): string {
  const total = remainingMs > 0 ? Math.ceil(remainingMs / SECOND_MS) : 0;
  const days = Math.floor(total / SECONDS_PER_DAY);
  const hours = Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const seconds = total % SECONDS_PER_MINUTE;
  if (days > 0) return `${days}d ${hours}h ${twoDigits(minutes)}m ${twoDigits(seconds)}s`;
  if (hours > 0) return `${hours}h ${twoDigits(minutes)}m ${twoDigits(seconds)}s`;
  if (minutes > 0) return `${minutes}m ${twoDigits(seconds)}s`;
  return `${seconds}s`;
}

/**
 * The premiere as the viewer's clock reads it ('Dec 13, 5:00 AM'), or null when that is what the studio's zone
 * reads too (nothing to add to 'Premieres Dec 12, 8:00 PM PST'). `viewerTimeZone` is the browser's when undefined.
 */
export function premiereInViewerTime(premiereAt: string, studioTimeZone: string, viewerTimeZone?: string): string | null {
  const viewers = formatPremiereTime(premiereAt, viewerTimeZone);
  return viewers === formatPremiereTime(premiereAt, studioTimeZone) ? null : viewers;
}
