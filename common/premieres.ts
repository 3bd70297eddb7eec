// Premieres and windows (docs/product.md#premieres-and-windows): a film sold before its premiere and watched from it
// on, and a window to start (days to press play, then the rental's hours from the first play). The rental states a
// viewer's rental_status reports, and the words both the server (checkout, e-mails) and the pages write the rules in.
import { premiereMessages } from './messages/premieres.ts';

export const START_WINDOW_DAYS_MIN = 1;
export const START_WINDOW_DAYS_MAX = 90;

/**
 * A held or past rental, worked out when read on the database's clock (server/rentals/rental-state.ts):
 * - preordered: paid, the premiere is ahead (nothing plays yet);
 * - not_started: may be played, the clock waits for the first play until starts_by;
 * - watching: the clock runs until rental_end;
 * - expired: the clock ran out, or starts_by passed without a play.
 */
export const RENTAL_STATES = ['preordered', 'not_started', 'watching', 'expired'] as const;
export type RentalState = (typeof RENTAL_STATES)[number];

/** A not-started rental is reminded once, this long before its starts_by. */
export const START_REMINDER_LEAD_MS = 24 * 3_600_000;

/** What a film's rules are made of, as the movie answers send them. */
export interface RentalRules {
  rental_duration_hours: number;
  start_window_days: number | null;
  /** ISO 8601 with the studio's offset, null when the film has no premiere. */
  premiere_at: string | null;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Dec 12, 8:00 PM' in `timeZone` (the viewer's own when undefined); with `withZone`, 'Dec 12, 8:00 PM PST'. Formats
 * are kept per zone: a countdown redraws every second.
 */
export function formatPremiereTime(instant: string | number | Date, timeZone?: string, withZone = false): string {
  const key = `${timeZone ?? ''}|${withZone}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      ...(withZone && { timeZoneName: 'short' }),
    });
    dateTimeFormats.set(key, format);
  }
  return format.format(new Date(instant));
}

/** Whether the premiere is still ahead at `nowMs`. */
export const isBeforePremiere = (premiereAt: string | null, nowMs: number): boolean => premiereAt !== null && Date.parse(premiereAt) > nowMs;

/**
 * Both rules in one line, shown before paying (the film's page, the checkout): '30 days to start · 48 hours to
 * finish once you press play'; for a premiere ahead with no window 'Watch from Dec 12, 8:00 PM · 48 hours'; for a
 * film with neither, null (the page says the rental's length as it always has).
 */
export function rentalRulesText(rules: RentalRules, nowMs: number, timeZone?: string): string | null {
  const hours = rules.rental_duration_hours;
  if (rules.start_window_days !== null) return premiereMessages.windowRules(rules.start_window_days, hours);
  if (rules.premiere_at !== null && isBeforePremiere(rules.premiere_at, nowMs)) {
    return premiereMessages.watchFrom(formatPremiereTime(rules.premiere_at, timeZone), hours);
  }
  return null;
}

/**
 * The checkout's one line (the sandbox's page, Stripe's line item): 'Premieres Dec 12, 8:00 PM PST · 30 days to start
 * · 48 hours to finish once you press play', 'Watch from Dec 12, 8:00 PM PST · 48 hours', or '48h rental' for a film
 * with neither rule. Written in the studio's zone, named, since the buyer may be anywhere.
 */
export function checkoutRulesText(rules: RentalRules, nowMs: number, studioTimeZone: string): string {
  const premiereAhead = rules.premiere_at !== null && isBeforePremiere(rules.premiere_at, nowMs);
  const premiere = premiereAhead ? formatPremiereTime(rules.premiere_at!, studioTimeZone, true) : null;
  if (rules.start_window_days !== null) {
    const window = premiereMessages.windowRules(rules.start_window_days, rules.rental_duration_hours);
    return premiere ? `${premiereMessages.premieres(premiere)} · ${window}` : window;
  }
  if (premiere) return premiereMessages.watchFrom(premiere, rules.rental_duration_hours);
  return premiereMessages.rentalLength(rules.rental_duration_hours);
}
