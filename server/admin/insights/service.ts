// The admin's filmmaker insight (docs/product.md#filmmaker-insight): a film's funnel, completion, sources and
// countries, and the catalogue's sources, over a period of days in the studio's time zone. Read from insight_daily
// alone (its key is film, then day), so a period of two years is one range of it.
import { and, between, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CountryRow, InsightPeriodQuery, MovieInsight, SourceRow, SourcesInsight } from '../../../common/insights.ts';
import { INSIGHT_DEFAULT_DAYS, INSIGHT_MAX_DAYS } from '../../../common/insights.ts';
import { insightMessages } from '../../../common/messages/insights.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { insightDaily, movies } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { CsvValue } from '../../http/csv.ts';

/** The whole catalogue's rows of insight_daily. */
const CATALOGUE = 0;

interface InsightPeriod {
  from: string;
  to: string;
}

type Deps = Pick<ServiceDeps, 'db' | 'config'>;

/**
 * The days asked for, both included: by default the last 30, today last (today on the database's clock, in the
 * studio's zone). A day that is no date, a start after the end or more than two years are refused.
 */
async function resolvePeriod({ db, config }: Deps, query: InsightPeriodQuery): Promise<InsightPeriod> {
  const result = await db.execute(sql`select (now() at time zone ${config.timeZone})::date::text as today`);
  const today = rowsOf<{ today: string }>(result)[0]?.today;
  if (!today) throw new Error('no date from the database');
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? shiftDays(to, -(INSIGHT_DEFAULT_DAYS - 1));
  if (!isDate(from) || !isDate(to)) throw new ValidationError(insightMessages.badDay);
  if (from > to) throw new ValidationError(insightMessages.fromAfterTo);
  if (daysFrom(from, to) > INSIGHT_MAX_DAYS) throw new ValidationError(insightMessages.periodTooLong);
  return { from, to };
}

const isDate = (day: string) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
const shiftDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysFrom = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

const inPeriod = (movieId: number, period: InsightPeriod): SQL | undefined =>
  and(eq(insightDaily.movieId, movieId), between(insightDaily.day, period.from, period.to));

const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const dollars = (cents: number) => Math.round(cents) / 100;

/** The film's title, or 404. */
async function movieTitle(db: Db, movieId: number): Promise<string> {
  const [movie] = await db.select({ title: movies.title }).from(movies).where(eq(movies.id, movieId));
  if (!movie) throw new NotFoundError(publicMessages.movieNotFound);
  return movie.title;
}

export async function movieInsight(deps: Deps, movieId: number, query: InsightPeriodQuery): Promise<MovieInsight> {
  const { db } = deps;
  const title = await movieTitle(db, movieId);
  const period = await resolvePeriod(deps, query);
  const [t, sources, countries] = await Promise.all([periodTotals(db, movieId, period), bySource(db, movieId, period), byCountry(db, movieId, period)]);
  return {
    movie_id: movieId,
    title,
    period,
    funnel: { page_views: t.page_views, trailer_plays: t.trailer_plays, checkouts: t.checkouts, payments: t.payments, starts: t.starts, finishes: t.p95 },
    completion: { started: t.starts, p25: t.p25, p50: t.p50, p75: t.p75, p95: t.p95, minutes_watched: Math.round(t.watched_seconds / 60) },
    sources,
    countries,
  };
}

const NO_TOTALS = { page_views: 0, trailer_plays: 0, checkouts: 0, payments: 0, starts: 0, p25: 0, p50: 0, p75: 0, p95: 0, watched_seconds: 0 };

async function periodTotals(db: Db, movieId: number, period: InsightPeriod): Promise<typeof NO_TOTALS> {
  const [totals] = await db
    .select({
      page_views: total(insightDaily.pageViews),
      trailer_plays: total(insightDaily.trailerPlays),
      checkouts: total(insightDaily.checkouts),
      payments: total(insightDaily.payments),
      starts: total(insightDaily.starts),
      p25: total(insightDaily.p25),
      p50: total(insightDaily.p50),
      p75: total(insightDaily.p75),
      p95: total(insightDaily.p95),
      watched_seconds: total(insightDaily.watchedSeconds),
    })
    .from(insightDaily)
    .where(inPeriod(movieId, period));
  return totals ?? NO_TOTALS;
}

export async function sourcesInsight(deps: Deps, query: InsightPeriodQuery): Promise<SourcesInsight> {
  const period = await resolvePeriod(deps, query);
  return { period, sources: await bySource(deps.db, CATALOGUE, period) };
}

const figures = {
  visits: total(insightDaily.visits),
  payments: total(insightDaily.payments),
  revenueCents: total(insightDaily.revenueCents),
};

/** Visits, payments and revenue per source or per country: most revenue first, then most visits, then by name. */
async function byDimension(db: Db, movieId: number, period: InsightPeriod, dimension: 'source' | 'country') {
  const column = insightDaily[dimension];
  const rows = await db
    .select({ name: column, ...figures })
    .from(insightDaily)
    .where(inPeriod(movieId, period))
    .groupBy(column)
    .orderBy(desc(figures.revenueCents), desc(figures.visits), column);
  return rows.map(({ name, revenueCents, ...row }) => ({ name, ...row, revenue: dollars(revenueCents) }));
}

const bySource = async (db: Db, movieId: number, period: InsightPeriod): Promise<SourceRow[]> =>
  (await byDimension(db, movieId, period, 'source')).map(({ name, ...row }) => ({ source: name, ...row }));

const byCountry = async (db: Db, movieId: number, period: InsightPeriod): Promise<CountryRow[]> =>
  (await byDimension(db, movieId, period, 'country')).map(({ name, ...row }) => ({ country: name, ...row }));

// ---- CSV ----

export const MOVIE_CSV_HEADER = [
  'day', 'source', 'country', 'page_views', 'visits', 'trailer_plays', 'checkouts', 'payments', 'revenue',
  'starts', 'p25', 'p50', 'p75', 'p95', 'minutes_watched',
] as const;

/**
 * A film's figures day by day, per source and country: everything its page shows, for a spreadsheet. The film and the
 * period are checked before the download starts, so that a refusal is an answer rather than a cut file.
 */
export async function movieInsightCsvRows(deps: Deps, movieId: number, query: InsightPeriodQuery): Promise<AsyncIterable<CsvValue[]>> {
  await movieTitle(deps.db, movieId);
  const period = await resolvePeriod(deps, query);
  const rows = await deps.db
    .select()
    .from(insightDaily)
    .where(inPeriod(movieId, period))
    .orderBy(insightDaily.day, insightDaily.source, insightDaily.country);
  return (async function* () {
    for (const row of rows) {
      yield [
        row.day, row.source, row.country, row.pageViews, row.visits, row.trailerPlays, row.checkouts, row.payments,
        (row.revenueCents / 100).toFixed(2), row.starts, row.p25, row.p50, row.p75, row.p95, Math.round(row.watchedSeconds / 60),
      ];
    }
  })();
}

export const SOURCES_CSV_HEADER = ['source', 'visits', 'payments', 'revenue'] as const;

export async function sourcesCsvRows(deps: Deps, query: InsightPeriodQuery): Promise<AsyncIterable<CsvValue[]>> {
  const { sources } = await sourcesInsight(deps, query);
  return (async function* () {
    for (const row of sources) yield [row.source, row.visits, row.payments, row.revenue.toFixed(2)];
  })();
}
