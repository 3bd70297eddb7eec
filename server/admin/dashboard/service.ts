// How the studio is doing (docs/product.md#admin-dashboard): the dashboard's totals and recent activity, and the
// insight charts (revenue and rentals per day and per month in the studio's time zone, the best-selling movies,
// ratings, and the last 30 days' revenue by code and by bundle: docs/product.md#offers). Revenue is always the sum of
// completed payments: a refunded payment is no longer completed, so it stops counting.
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import {
  ACTIVITY_LIMIT,
  INSIGHT_DAYS,
  INSIGHT_MONTHS,
  TOP_MOVIES_LIMIT,
  type Activity,
  type AdminStats,
  type Insights,
  type MovieRating,
  type MovieTotals,
  type PeriodTotals,
} from '../../../common/admin-business.ts';
import { centsToDollars, formatPrice } from '../../../common/format.ts';
import { shownCustomerByName } from '../../account/deleted-accounts.ts';
import type { Db } from '../../db/client.ts';
import { bundles, movies, payments, promoCodes, rentals, reviews, users } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { roundedAverage } from '../../movies/service.ts';
import { paymentTitle } from '../payment-items.ts';

type DashboardDeps = Pick<ServiceDeps, 'db'>;
type InsightDeps = Pick<ServiceDeps, 'db' | 'config'>;

const completed = eq(payments.status, 'completed');

/**
 * Every rental and payment belongs to a customer, whose row carries their count and completed spending (kept by
 * triggers, migration 0006): the totals are one scan of users instead of every rental and payment.
 */
export async function getAdminStats({ db }: DashboardDeps): Promise<AdminStats> {
  const [[customers], [catalogue]] = await Promise.all([
    db
      .select({
        users: count(),
        rentals: sql`coalesce(sum(${users.rentalCount}), 0)`.mapWith(Number),
        revenueCents: sql`coalesce(sum(${users.spentCents}), 0)`.mapWith(Number),
      })
      .from(users),
    db.select({ movies: count() }).from(movies),
  ]);
  return {
    totalUsers: customers?.users ?? 0,
    totalMovies: catalogue?.movies ?? 0,
    totalRentals: customers?.rentals ?? 0,
    totalRevenue: centsToDollars(customers?.revenueCents ?? 0),
  };
}

type Customer = { firstName: string; lastName: string; deletedAt: Date | null };

// A closed account (docs/decisions/0024) is "Deleted account" here too: its name and e-mail are erased.
const customerOf = (row: Customer & { email?: string }) =>
  shownCustomerByName({ name: `${row.firstName} ${row.lastName}`, email: row.email ?? '', deletedAt: row.deletedAt });
const fullName = (row: Customer) => customerOf(row).name;
/** 'Ada Lovelace (ada@example.com)', or 'Deleted account'. */
function nameAndEmail(row: Customer & { email: string }): string {
  const customer = customerOf(row);
  return customer.email ? `${customer.name} (${customer.email})` : customer.name;
}

/**
 * The latest rentals, registrations and payments, newest first, ACTIVITY_LIMIT in all. Each kind is read newest
 * first on its created_at index, ACTIVITY_LIMIT rows at most, and the three are merged here.
 */
export async function listRecentActivity({ db }: DashboardDeps): Promise<Activity[]> {
  const [rentalRows, userRows, paymentRows] = await Promise.all([
    db
      .select({ createdAt: rentals.createdAt, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt, title: movies.title })
      .from(rentals)
      .innerJoin(users, eq(users.id, rentals.userId))
      .innerJoin(movies, eq(movies.id, rentals.movieId))
      .orderBy(desc(rentals.createdAt), desc(rentals.id))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ createdAt: users.createdAt, firstName: users.firstName, lastName: users.lastName, email: users.email, deletedAt: users.deletedAt })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ACTIVITY_LIMIT),
    db
      .select({
        createdAt: payments.createdAt,
        amountCents: payments.amountCents,
        status: payments.status,
        firstName: users.firstName,
        lastName: users.lastName,
        deletedAt: users.deletedAt,
        title: paymentTitle,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(movies, eq(movies.id, payments.movieId))
      .leftJoin(bundles, eq(bundles.id, payments.bundleId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(ACTIVITY_LIMIT),
  ]);
  const merged: Array<{ at: Date; activity: Activity }> = [
    ...rentalRows.map((row) => ({
      at: row.createdAt,
      activity: { type: 'rental' as const, description: `${fullName(row)} rented "${row.title}"`, created_at: row.createdAt.toISOString() },
    })),
    ...userRows.map((row) => ({
      at: row.createdAt,
      activity: { type: 'user' as const, description: `New customer: ${nameAndEmail(row)}`, created_at: row.createdAt.toISOString() },
    })),
    ...paymentRows.map((row) => ({
      at: row.createdAt,
      activity: {
        type: 'payment' as const,
        description: `Payment of ${formatPrice(centsToDollars(row.amountCents))} from ${fullName(row)} for "${row.title}" (${row.status})`,
        created_at: row.createdAt.toISOString(),
      },
    })),
  ];
  // A stable sort: at the same instant the order of the kinds above is kept.
  return merged
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, ACTIVITY_LIMIT)
    .map((entry) => entry.activity);
}

// ---- Insights ----

/** 'YYYY-MM-DD' of a calendar date, stepped by whole days (calendar arithmetic, no time zone involved). */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM' of a month, stepped by whole months. */
function addMonths(isoMonth: string, months: number): string {
  const [year, month] = isoMonth.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Revenue and rentals per calendar day of the studio's time zone, from the first day of the oldest month shown,
 * each read in one grouped scan; the days and months are then filled in here, zeros included.
 */
async function periodTotals(db: Db, timeZone: string): Promise<{ byDay: PeriodTotals[]; byMonth: PeriodTotals[] }> {
  // The calendar day in the studio's zone; grouped as a date, written as 'YYYY-MM-DD' once per group.
  const localDay = (column: typeof payments.createdAt | typeof rentals.rentalStart) => sql`(${column} at time zone ${timeZone})::date`.as('day');
  // The first instant of the oldest month shown: local midnight of its first day, as a timestamptz.
  const windowStart = sql`(date_trunc('month', now() at time zone ${timeZone}) - ${`${INSIGHT_MONTHS - 1} months`}::interval) at time zone ${timeZone}`;
  const dailyRevenue = db
    .select({ day: localDay(payments.createdAt), cents: sql`sum(${payments.amountCents})`.as('cents') })
    .from(payments)
    .where(and(completed, gte(payments.createdAt, windowStart)))
    .groupBy(sql`1`)
    .as('daily_revenue');
  const dailyRentals = db
    .select({ day: localDay(rentals.rentalStart), count: sql`count(*)`.as('count') })
    .from(rentals)
    .where(gte(rentals.rentalStart, windowStart))
    .groupBy(sql`1`)
    .as('daily_rentals');
  const [[today], revenueRows, rentalRows] = await Promise.all([
    db.select({ date: sql<string>`to_char(now() at time zone ${timeZone}, 'YYYY-MM-DD')` }).from(sql`(values (1)) as one (x)`),
    db.select({ day: sql<string>`${dailyRevenue.day}::text`, cents: sql`${dailyRevenue.cents}`.mapWith(Number) }).from(dailyRevenue),
    db.select({ day: sql<string>`${dailyRentals.day}::text`, count: sql`${dailyRentals.count}`.mapWith(Number) }).from(dailyRentals),
  ]);
  if (!today) throw new Error('the date query returned no row');

  const revenueByDay = new Map(revenueRows.map((row) => [row.day, row.cents]));
  const rentalsByDay = new Map(rentalRows.map((row) => [row.day, row.count]));
  const days = Array.from({ length: INSIGHT_DAYS }, (_, i) => addDays(today.date, i - (INSIGHT_DAYS - 1)));
  const thisMonth = today.date.slice(0, 7);
  const months = Array.from({ length: INSIGHT_MONTHS }, (_, i) => addMonths(thisMonth, i - (INSIGHT_MONTHS - 1)));

  const monthCents = new Map<string, number>();
  const monthRentals = new Map<string, number>();
  const addTo = (totals: Map<string, number>, day: string, value: number) => {
    const month = day.slice(0, 7);
    totals.set(month, (totals.get(month) ?? 0) + value);
  };
  for (const [day, cents] of revenueByDay) addTo(monthCents, day, cents);
  for (const [day, rentalCount] of rentalsByDay) addTo(monthRentals, day, rentalCount);

  return {
    byDay: days.map((day) => ({ period: day, revenue: centsToDollars(revenueByDay.get(day) ?? 0), rentals: rentalsByDay.get(day) ?? 0 })),
    byMonth: months.map((month) => ({
      period: month,
      revenue: centsToDollars(monthCents.get(month) ?? 0),
      rentals: monthRentals.get(month) ?? 0,
    })),
  };
}

/**
 * Every movie's revenue (its own payments: a bundle's are by_bundle's) and rentals (a bundle's films' included) of all
 * time, each grouped in one scan (an index-only one: payments_completed_movie_idx,
 * rentals_movie_idx). A catalogue holds dozens of films, so both top lists are cut from this here.
 */
async function movieTotals(db: Db): Promise<MovieTotals[]> {
  const revenue = db
    .select({ movieId: payments.movieId, cents: sql`sum(${payments.amountCents})`.as('cents') })
    .from(payments)
    .where(completed)
    .groupBy(payments.movieId)
    .as('revenue');
  const rented = db.select({ movieId: rentals.movieId, count: sql`count(*)`.as('count') }).from(rentals).groupBy(rentals.movieId).as('rented');
  const rows = await db
    .select({
      movieId: movies.id,
      title: movies.title,
      cents: sql`coalesce(${revenue.cents}, 0)`.mapWith(Number),
      rentals: sql`coalesce(${rented.count}, 0)`.mapWith(Number),
    })
    .from(movies)
    .leftJoin(revenue, eq(revenue.movieId, movies.id))
    .leftJoin(rented, eq(rented.movieId, movies.id));
  return rows.map((row) => ({ movie_id: row.movieId, title: row.title, revenue: centsToDollars(row.cents), rentals: row.rentals }));
}

/** The best movies by one measure, best first, ties by title then id; only movies that have any. */
function topBy(totals: readonly MovieTotals[], measure: 'revenue' | 'rentals'): MovieTotals[] {
  return totals
    .filter((movie) => movie[measure] > 0)
    .sort((a, b) => b[measure] - a[measure] || a.title.localeCompare(b.title) || a.movie_id - b.movie_id)
    .slice(0, TOP_MOVIES_LIMIT);
}

/** Every movie with at least one review, best rated first (then the most reviewed, then by title). */
async function movieRatings(db: Db): Promise<MovieRating[]> {
  const average = sql<number>`avg(${reviews.rating})::float8`;
  const rows = await db
    .select({ movieId: movies.id, title: movies.title, average, total: count() })
    .from(reviews)
    .innerJoin(movies, eq(movies.id, reviews.movieId))
    .groupBy(movies.id)
    .orderBy(desc(average), desc(count()), movies.title, movies.id);
  return rows.map((row) => ({
    movie_id: row.movieId,
    title: row.title,
    average_rating: roundedAverage(row.average),
    total_reviews: row.total,
  }));
}

/** The first instant of the oldest day of by_day: local midnight INSIGHT_DAYS - 1 days before today, as a timestamptz. */
const daysWindowStart = (timeZone: string) =>
  sql`(date_trunc('day', now() at time zone ${timeZone}) - ${`${INSIGHT_DAYS - 1} days`}::interval) at time zone ${timeZone}`;

/** How many codes and bundles each split shows. */
export const OFFER_INSIGHT_LIMIT = 10;

const paymentCount = sql`count(*)::int`.mapWith(Number);
const revenueCents = sql`sum(${payments.amountCents})::bigint`;

/**
 * The completed payments of by_day's days (so the splits add up to its revenue) with a code, per code, and of a
 * bundle, per bundle: the most revenue first (then the most payments, then A–Z), OFFER_INSIGHT_LIMIT of each. Both
 * read those days' completed payments from payments_completed_created_idx.
 */
async function offerTotals(db: Db, timeZone: string): Promise<Pick<Insights, 'by_code' | 'by_bundle'>> {
  const recent = and(completed, gte(payments.createdAt, daysWindowStart(timeZone)));
  const [codeRows, bundleRows] = await Promise.all([
    db
      .select({
        codeId: promoCodes.id,
        code: promoCodes.code,
        payments: paymentCount,
        discountCents: sql`sum(${payments.discountCents})::bigint`.mapWith(Number),
        revenueCents: revenueCents.mapWith(Number),
      })
      .from(payments)
      .innerJoin(promoCodes, eq(promoCodes.id, payments.codeId))
      .where(recent)
      .groupBy(promoCodes.id)
      .orderBy(desc(revenueCents), desc(count()), promoCodes.code)
      .limit(OFFER_INSIGHT_LIMIT),
    db
      .select({ bundleId: bundles.id, title: bundles.title, payments: paymentCount, revenueCents: revenueCents.mapWith(Number) })
      .from(payments)
      .innerJoin(bundles, eq(bundles.id, payments.bundleId))
      .where(recent)
      .groupBy(bundles.id)
      .orderBy(desc(revenueCents), desc(count()), bundles.title, bundles.id)
      .limit(OFFER_INSIGHT_LIMIT),
  ]);
  return {
    by_code: codeRows.map((row) => ({
      code_id: row.codeId,
      code: row.code,
      payments: row.payments,
      discount: centsToDollars(row.discountCents),
      revenue: centsToDollars(row.revenueCents),
    })),
    by_bundle: bundleRows.map((row) => ({ bundle_id: row.bundleId, title: row.title, payments: row.payments, revenue: centsToDollars(row.revenueCents) })),
  };
}

export async function getInsights({ db, config }: InsightDeps): Promise<Insights> {
  const [periods, totals, ratings, offers] = await Promise.all([
    periodTotals(db, config.timeZone),
    movieTotals(db),
    movieRatings(db),
    offerTotals(db, config.timeZone),
  ]);
  return {
    by_day: periods.byDay,
    by_month: periods.byMonth,
    top_by_revenue: topBy(totals, 'revenue'),
    top_by_rentals: topBy(totals, 'rentals'),
    ratings,
    ...offers,
  };
}
