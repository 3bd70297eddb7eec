// The insight periods as the server sends them ('2026-11-23' for a day, '2026-11' for a month, both already in
// the studio's time zone) turned into names. Read as calendar dates (UTC), never shifted by the viewer's zone.
import { formatDate } from '../../../../common/format.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

const dayFull = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dayShort = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFull = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

function dateOf(pattern: RegExp, period: string): Date | null {
  const parts = pattern.exec(period);
  if (!parts) return null;
  const [, year, month, day = '1'] = parts;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface PeriodNames {
  /** The legend's and the table's: 'Nov 23, 2026', 'November 2026'. */
  full: string;
  /** The axis': 'Nov 23', 'Nov ’26'. */
  short: string;
}

/** Anything else is named as every admin date is: 'N/A' when empty, 'Invalid Date' when unreadable. */
function otherPeriod(period: string): PeriodNames {
  const name = formatDate(period);
  return { full: name, short: name };
}

/** '2026-11-23' -> Nov 23, 2026 / Nov 23. */
export function dayNames(period: string): PeriodNames {
  const date = dateOf(DAY, period);
  return date ? { full: dayFull.format(date), short: dayShort.format(date) } : otherPeriod(period);
}

/** '2026-11' -> November 2026 / Nov ’26. */
export function monthNames(period: string): PeriodNames {
  const date = dateOf(MONTH, period);
  if (!date) return otherPeriod(period);
  return { full: monthFull.format(date), short: `${monthShort.format(date)} ’${String(date.getUTCFullYear()).slice(2)}` };
}
