// Filmmaker insight (docs/product.md#filmmaker-insight, docs/decisions/0034-first-party-insight.md): what the browser
// reports (POST /api/events), the visit's source a checkout carries, and the admin's answers
// (GET /api/admin/insights/movies/{id}, GET /api/admin/insights/sources, each with a CSV).
import { z } from 'zod';
import { insightMessages } from './messages/insights.ts';
import { rowIdSchema } from './row-id.ts';

/** The most a POST /api/events body may weigh (bytes): a beacon carries a few events, never a page of them. */
export const EVENTS_BODY_MAX_BYTES = 16 * 1024;
/** The most events one POST /api/events may carry. */
const EVENTS_PER_BATCH_MAX = 50;

/** The events a browser reports; playing and finishing are measured on the server, never reported. */
const BROWSER_EVENT_TYPES = ['page_view', 'trailer_play', 'checkout_start'] as const;
export type BrowserEventType = (typeof BROWSER_EVENT_TYPES)[number];

/** A source's label for a visit that named none (no UTM parameters, no other site's referrer). */
export const DIRECT_SOURCE = 'direct';
/**
 * The label of what visitors with Global Privacy Control or Do Not Track set did: counted in the figures, never with
 * where they came from.
 */
export const PRIVATE_SOURCE = 'private';

const utmValue = z.string().trim().max(100).optional().nullable();

/** Where a visit came from: its landing address's UTM parameters and the site that referred it. */
export const visitSourceSchema = z.object({
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  /** The referring page's address (only its host is kept), or empty. */
  referrer: z.string().trim().max(2000).optional().nullable(),
});
export type VisitSource = z.infer<typeof visitSourceSchema>;

const browserEventSchema = z.object({
  type: z.enum(BROWSER_EVENT_TYPES, insightMessages.badEvent),
  movie_id: rowIdSchema(insightMessages.badEvent),
  path: z.string().max(500).optional(),
});

export const eventsRequestSchema = z.object({
  source: visitSourceSchema.optional().nullable(),
  events: z.array(browserEventSchema, insightMessages.badEvents).min(1, insightMessages.badEvents).max(EVENTS_PER_BATCH_MAX, insightMessages.tooManyEvents),
});
export type EventsRequest = z.infer<typeof eventsRequestSchema>;

/** The label a source is shown and grouped under: utm_source, else the referrer's domain, else 'direct'. */
export function sourceLabel(source: VisitSource | null | undefined): string {
  const utm = source?.utm_source?.trim().toLowerCase();
  if (utm) return utm.slice(0, 100);
  const domain = referrerDomain(source?.referrer);
  return domain ?? DIRECT_SOURCE;
}

/** The referring address's host without 'www.', or null for none or for an address that is not a web page's. */
function referrerDomain(referrer: string | null | undefined): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname.replace(/^www\./, '') || null;
}

// ---- The admin's answers ----

/** `from` and `to`: days in the studio's time zone, both included. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, insightMessages.badDay);
export const insightPeriodSchema = z.object({ from: day.optional(), to: day.optional() });
export type InsightPeriodQuery = z.infer<typeof insightPeriodSchema>;
/** The period answered when none is asked: the last 30 days, today included. */
export const INSIGHT_DEFAULT_DAYS = 30;
/** The longest period one call may ask for (days): two years and a day of leap. */
export const INSIGHT_MAX_DAYS = 731;

const count = z.number().int();
const dollars = z.number();

const funnelSchema = z.object({
  page_views: count,
  trailer_plays: count,
  checkouts: count,
  payments: count,
  /** Rentals whose viewer started watching (once per rental, however many times they opened the stream). */
  starts: count,
  /** Rentals whose viewer reached 95 % of the film. */
  finishes: count,
});
export type Funnel = z.infer<typeof funnelSchema>;

const completionSchema = z.object({
  started: count,
  /** Rentals whose viewer reached 25 %, 50 %, 75 % and 95 % of the film. */
  p25: count,
  p50: count,
  p75: count,
  p95: count,
  /** Minutes actually played (seeks not counted), rounded to the minute. */
  minutes_watched: count,
});
export type Completion = z.infer<typeof completionSchema>;

/** Revenue: what was paid, less what was refunded, in dollars. */
const sourceRowSchema = z.object({ source: z.string(), visits: count, payments: count, revenue: dollars });
export type SourceRow = z.infer<typeof sourceRowSchema>;
/** `country`: ISO 3166 two letters, or '' when it could not be told. */
const countryRowSchema = z.object({ country: z.string(), visits: count, payments: count, revenue: dollars });
export type CountryRow = z.infer<typeof countryRowSchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });

export const movieInsightSchema = z.object({
  movie_id: z.number().int(),
  title: z.string(),
  period: periodSchema,
  funnel: funnelSchema,
  completion: completionSchema,
  /** Most revenue first, then most visits. */
  sources: z.array(sourceRowSchema),
  countries: z.array(countryRowSchema),
});
export type MovieInsight = z.infer<typeof movieInsightSchema>;

export const sourcesInsightSchema = z.object({ period: periodSchema, sources: z.array(sourceRowSchema) });
export type SourcesInsight = z.infer<typeof sourcesInsightSchema>;
