// Instants written in a named zone (the studio's TIMEZONE): '2026-12-12T20:00:00-08:00' in answers, and the wall
// time an admin types into a date-and-time field read in that zone. Intl knows every zone's offsets; nothing else is
// needed.

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, instantMs: number): Record<string, number> {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instantMs))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

/** The zone's offset from UTC at that instant, in minutes (-480 for 8:00 PM PST). */
function offsetMinutesAt(timeZone: string, instantMs: number): number {
  const p = partsIn(timeZone, instantMs);
  const wallAsUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((wallAsUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** '2026-12-12T20:00:00-08:00': the instant as the zone's wall time with its offset then. */
export function toZonedIso(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  const offset = offsetMinutesAt(timeZone, ms);
  const p = partsIn(timeZone, ms);
  const sign = offset < 0 ? '-' : '+';
  // Milliseconds only when there are some: a premiere is set to the minute, but the answer must name the stored instant.
  const millis = ((ms % 1000) + 1000) % 1000;
  const fraction = millis === 0 ? '' : `.${pad(millis, 3)}`;
  return `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)}T${pad(p.hour!)}:${pad(p.minute!)}:${pad(p.second!)}${fraction}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/**
 * A wall time typed in the zone ('2026-12-12T20:00', as an <input type="datetime-local"> gives it) as an instant
 * with its offset, or null when it is not one. A wall time a clock change skips is read with the offset before it.
 */
export function zonedWallTimeToIso(wallTime: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  // Two passes: the offset at the guess, then at the instant that offset gives; in a skipped hour the second does
  // not hold at its own instant, and the first stands.
  const first = asUtc - offsetMinutesAt(timeZone, asUtc) * 60_000;
  const secondOffset = offsetMinutesAt(timeZone, first);
  const second = asUtc - secondOffset * 60_000;
  return toZonedIso(new Date(offsetMinutesAt(timeZone, second) === secondOffset ? second : first), timeZone);
}

/** The instant as the zone's wall time for a datetime-local field: '2026-12-12T20:00'. */
export function toZonedWallTime(instant: string | Date, timeZone: string): string {
  return toZonedIso(new Date(instant), timeZone).slice(0, 16);
}

const INSTANT_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A date and time that names its offset ('2026-12-12T20:00:00-08:00'), so that it means one instant wherever it is read. */
export const isInstantWithOffset = (value: string) => INSTANT_WITH_OFFSET.test(value) && !Number.isNaN(Date.parse(value));
