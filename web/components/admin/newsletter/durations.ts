// How long until something, in the rough words an admin plans with ('about 5 h 15 min'), and the outbox's
// spacing ('7.5 min'). General enough for common/format.ts; kept here until a second screen needs them.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'less than a minute', 'about 45 min', 'about 5 h 15 min', 'about 2 days 3 h': minutes under a day, hours
 * beyond (rounded to the nearest). A time already past reads as less than a minute: it is due.
 */
export function formatApproxDuration(ms: number): string {
  if (ms < MINUTE) return 'less than a minute';
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 60) return `about ${minutes} min`;
  if (minutes < DAY / MINUTE) {
    const rest = minutes % 60;
    return `about ${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
  }
  const hours = Math.round(ms / HOUR);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `about ${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} h` : ''}`;
}

/** From now until `iso` ('about 22 min'); null when there is no such time. */
export function formatTimeUntil(iso: string | null, now: number = Date.now()): string | null {
  if (iso === null) return null;
  const at = new Date(iso).getTime();
  return Number.isNaN(at) ? null : formatApproxDuration(at - now);
}

/** A spacing between two e-mails: '7.5 min', '2 s', '1 h' (at most one decimal). */
export function formatSpacing(ms: number): string {
  const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);
  if (ms < MINUTE) return `${oneDecimal(ms / 1000)} s`;
  if (ms < HOUR) return `${oneDecimal(ms / MINUTE)} min`;
  return `${oneDecimal(ms / HOUR)} h`;
}
