import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activitiesResponseSchema,
  adminStatsSchema,
  INSIGHT_DAYS,
  INSIGHT_MONTHS,
  insightsResponseSchema,
  type Insights,
} from '../../../common/admin-business.ts';
import { rowsOf } from '../../db/client.ts';
import { payments, rentals, users } from '../../db/schema.ts';
import { buildTestApp, sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import {
  createMovie,
  createPurchase,
  createReview,
  createUser,
  type PurchaseOptions,
  uniqueEmail,
  uniqueTitle,
} from '../../test/factories.ts';
import { describeAdminOnly, sharedAdmin } from '../testing.ts';

const app = sharedTestApp();
const { headers: admin } = sharedAdmin();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A payment (and, unless it is not completed or `rental: false`, its rental) written straight to the database. */
const purchase = async (userId: number, movieId: number, options: PurchaseOptions = {}) => createPurchase(await db(), userId, movieId, options);

const get = (url: string, headers: Record<string, string> = admin, on = app) => on.inject({ method: 'GET', url, headers });

async function stats() {
  const res = await get('/api/admin/stats');
  expect(res.statusCode).toBe(200);
  return adminStatsSchema.strict().parse(res.json());
}

async function insights(on = app): Promise<Insights> {
  const res = await get('/api/admin/insights', admin, on);
  expect(res.statusCode).toBe(200);
  return insightsResponseSchema.parse(res.json());
}

/** 'YYYY-MM-DD' of an instant in a time zone. */
const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The change in each period between two reads (only the periods that changed). */
function changes(before: Insights['by_day'], after: Insights['by_day']) {
  const earlier = new Map(before.map((period) => [period.period, period]));
  const changed: Record<string, { revenue: number; rentals: number }> = {};
  for (const period of after) {
    const old = earlier.get(period.period) ?? { revenue: 0, rentals: 0 };
    const revenue = Math.round((period.revenue - old.revenue) * 100) / 100;
    const rentalCount = period.rentals - old.rentals;
    if (revenue !== 0 || rentalCount !== 0) changed[period.period] = { revenue, rentals: rentalCount };
  }
  return changed;
}

describeAdminOnly(app, ['/api/admin/stats', '/api/admin/activity', '/api/admin/insights']);

describe('GET /api/admin/stats', () => {
  it('counts users (admins too), movies (inactive too), rentals, and revenue from completed payments only', async () => {
    const before = await stats();
    const { user } = await createUser(await db());
    await createUser(await db(), { isAdmin: true });
    const movie = await createMovie(await db());
    await createMovie(await db(), { isActive: false });
    await purchase(user.id, movie.id, { cents: 499 });
    await purchase(user.id, movie.id, { cents: 1250 });
    await purchase(user.id, movie.id, { cents: 300, status: 'refunded' });
    await purchase(user.id, movie.id, { cents: 777, status: 'pending' });
    await purchase(user.id, movie.id, { cents: 888, status: 'failed' });
    await purchase(user.id, movie.id, { cents: 0 });

    const after = await stats();
    expect(after.totalUsers - before.totalUsers).toBe(2);
    expect(after.totalMovies - before.totalMovies).toBe(2);
    expect(after.totalRentals - before.totalRentals).toBe(4);
    expect(Math.round((after.totalRevenue - before.totalRevenue) * 100)).toBe(499 + 1250);
    // Dollars with at most two decimals.
    expect(Math.round(after.totalRevenue * 100) / 100).toBe(after.totalRevenue);
  });

  it('drops a payment from revenue once it is refunded', async () => {
    const { user } = await createUser(await db());
    const movie = await createMovie(await db());
    const { payment } = await purchase(user.id, movie.id, { cents: 2999 });
    const before = await stats();
    await (await db()).update(payments).set({ status: 'refunded', refundedAt: new Date() }).where(eq(payments.id, payment.id));
    const after = await stats();
    expect(Math.round((before.totalRevenue - after.totalRevenue) * 100)).toBe(2999);
    expect(after.totalRentals).toBe(before.totalRentals);
  });
});

describe('GET /api/admin/stats from the customers\' totals', () => {
  it('equals counting every rental and summing every completed payment, after a payment completes, is refunded and changes', async () => {
    const d = await db();
    const customer = (await createUser(d)).user;
    const movie = await createMovie(d, { title: uniqueTitle('Totals') });
    const { payment } = await createPurchase(d, customer.id, movie.id, { status: 'pending', cents: 700 });
    await d.update(payments).set({ status: 'completed' }).where(eq(payments.id, payment.id));
    await d.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
    await d.update(payments).set({ status: 'completed', amountCents: 650 }).where(eq(payments.id, payment.id));

    const [counted] = rowsOf<{ rentals: number; cents: number }>(
      await d.execute(
        sql`select (select count(*) from rentals)::int as rentals, (select coalesce(sum(amount_cents), 0) from payments where status = 'completed')::int as cents`,
      ),
    );
    const stats = (await get('/api/admin/stats')).json();
    expect(stats.totalRentals).toBe(counted!.rentals);
    expect(Math.round(stats.totalRevenue * 100)).toBe(counted!.cents);
    const [row] = await d.select({ spent: users.spentCents }).from(users).where(eq(users.id, customer.id));
    expect(row!.spent).toBe(650);
  });
});

describe('GET /api/admin/activity', () => {
  it('merges rentals, registrations and payments, newest first, at most 20', async () => {
    const database = await db();
    // Enough registrations that the list is full whatever else the database holds.
    for (let i = 0; i < 21; i += 1) await createUser(database);
    const soon = Date.now() + 10 * 60_000; // newer than anything else in the shared database
    const email = uniqueEmail('jane');
    const [jane] = await database
      .insert(users)
      .values({ email, passwordHash: 'x', firstName: 'Jane', lastName: 'Doe', createdAt: new Date(soon) })
      .returning();
    const title = uniqueTitle('Night Train');
    const movie = await createMovie(database, { title });
    const { payment, rental } = await purchase(jane!.id, movie.id, { cents: 499, at: new Date(soon + 2000) });
    await database
      .update(rentals)
      .set({ createdAt: new Date(soon + 1000) })
      .where(eq(rentals.id, rental!.id));

    const res = await get('/api/admin/activity');
    expect(res.statusCode).toBe(200);
    const { activities } = activitiesResponseSchema.strict().parse(res.json());
    expect(activities).toHaveLength(20);
    expect(activities.slice(0, 3)).toEqual([
      { type: 'payment', description: `Payment of $4.99 from Jane Doe for "${title}" (completed)`, created_at: payment.createdAt.toISOString() },
      { type: 'rental', description: `Jane Doe rented "${title}"`, created_at: new Date(soon + 1000).toISOString() },
      { type: 'user', description: `New customer: Jane Doe (${email})`, created_at: new Date(soon).toISOString() },
    ]);
    const times = activities.map((activity) => Date.parse(activity.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('GET /api/admin/insights', () => {
  it('answers 30 days and 12 months, oldest first, ending today in UTC by default, every period present', async () => {
    const result = await insights();
    expect(result.by_day).toHaveLength(INSIGHT_DAYS);
    expect(result.by_month).toHaveLength(INSIGHT_MONTHS);
    const today = dayIn(new Date(), 'UTC');
    expect(result.by_day.at(-1)?.period).toBe(today);
    expect(result.by_month.at(-1)?.period).toBe(today.slice(0, 7));
    for (let i = 1; i < result.by_day.length; i += 1) {
      const previous = new Date(`${result.by_day[i - 1]!.period}T00:00:00Z`).getTime();
      expect(new Date(`${result.by_day[i]!.period}T00:00:00Z`).getTime() - previous).toBe(DAY);
    }
    for (let i = 1; i < result.by_month.length; i += 1) {
      const [y0, m0] = result.by_month[i - 1]!.period.split('-').map(Number) as [number, number];
      const [y1, m1] = result.by_month[i]!.period.split('-').map(Number) as [number, number];
      expect(y1 * 12 + m1 - (y0 * 12 + m0)).toBe(1);
    }
    for (const period of [...result.by_day, ...result.by_month]) {
      expect(period.revenue).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(period.rentals)).toBe(true);
    }
  });

  it('puts completed revenue in the day and month of the payment, and rentals in those of rental_start', async () => {
    const { user } = await createUser(await db());
    const movie = await createMovie(await db());
    const threeDaysAgo = new Date(Date.now() - 3 * DAY);
    const fortyDaysAgo = new Date(Date.now() - 40 * DAY);
    const before = await insights();
    await purchase(user.id, movie.id, { cents: 1000, at: threeDaysAgo });
    await purchase(user.id, movie.id, { cents: 250, at: threeDaysAgo, status: 'refunded' });
    await purchase(user.id, movie.id, { cents: 250, at: threeDaysAgo, status: 'pending' });
    await purchase(user.id, movie.id, { cents: 700, at: fortyDaysAgo });
    // A free rental recorded today that started two days ago: counted on the day of its rental_start.
    await purchase(user.id, movie.id, { cents: 0, at: new Date(), rentalStart: new Date(Date.now() - 2 * DAY) });
    const after = await insights();

    const threeDaysAgoDay = dayIn(threeDaysAgo, 'UTC');
    const twoDaysAgoDay = dayIn(new Date(Date.now() - 2 * DAY), 'UTC');
    const expectedDays: Record<string, { revenue: number; rentals: number }> = {
      [threeDaysAgoDay]: { revenue: 10, rentals: 2 },
      [twoDaysAgoDay]: { revenue: 0, rentals: 1 },
    };
    expect(changes(before.by_day, after.by_day)).toEqual(expectedDays);

    const expectedMonths: Record<string, { revenue: number; rentals: number }> = {};
    const add = (month: string, revenue: number, rentalCount: number) => {
      const current = expectedMonths[month] ?? { revenue: 0, rentals: 0 };
      expectedMonths[month] = { revenue: current.revenue + revenue, rentals: current.rentals + rentalCount };
    };
    add(threeDaysAgoDay.slice(0, 7), 10, 2);
    add(twoDaysAgoDay.slice(0, 7), 0, 1);
    add(dayIn(fortyDaysAgo, 'UTC').slice(0, 7), 7, 1);
    expect(changes(before.by_month, after.by_month)).toEqual(expectedMonths);
  });

  it('buckets by the studio time zone (TIMEZONE): a payment just before midnight UTC is the next day in Auckland', async () => {
    const auckland = await buildTestApp({ TIMEZONE: 'Pacific/Auckland' });
    try {
      const { user } = await createUser(await db());
      const movie = await createMovie(await db());
      const midnightUtc = new Date(`${dayIn(new Date(), 'UTC')}T00:00:00Z`);
      const justBefore = new Date(midnightUtc.getTime() - 30 * 60_000); // 23:30 UTC yesterday
      const utcDay = dayIn(justBefore, 'UTC');
      const aucklandDay = dayIn(justBefore, 'Pacific/Auckland');
      expect(aucklandDay).not.toBe(utcDay);

      const [utcBefore, aucklandBefore] = [await insights(), await insights(auckland)];
      await purchase(user.id, movie.id, { cents: 1234, at: justBefore });
      const [utcAfter, aucklandAfter] = [await insights(), await insights(auckland)];

      expect(changes(utcBefore.by_day, utcAfter.by_day)).toEqual({ [utcDay]: { revenue: 12.34, rentals: 1 } });
      expect(changes(aucklandBefore.by_day, aucklandAfter.by_day)).toEqual({ [aucklandDay]: { revenue: 12.34, rentals: 1 } });
      expect(aucklandAfter.by_day.at(-1)?.period).toBe(dayIn(new Date(), 'Pacific/Auckland'));
      expect(aucklandAfter.by_month.at(-1)?.period).toBe(dayIn(new Date(), 'Pacific/Auckland').slice(0, 7));
      expect(changes(aucklandBefore.by_month, aucklandAfter.by_month)).toEqual({ [aucklandDay.slice(0, 7)]: { revenue: 12.34, rentals: 1 } });
    } finally {
      await auckland.close();
    }
  });

  it('ranks the top movies by revenue and by rentals, best first, ties by title, only movies that have any', async () => {
    const { user } = await createUser(await db());
    const suffix = randomUUID().slice(0, 8);
    // Far more than anything else in the shared database earns or is rented.
    const zed = await createMovie(await db(), { title: `Zed ${suffix}` });
    const abe = await createMovie(await db(), { title: `Abe ${suffix}` });
    const popular = await createMovie(await db(), { title: `Popular ${suffix}`, priceCents: 0 });
    await purchase(user.id, zed.id, { cents: 90_000_000 });
    await purchase(user.id, abe.id, { cents: 60_000_000 });
    await purchase(user.id, abe.id, { cents: 30_000_000 });
    await purchase(user.id, zed.id, { cents: 50_000_000, status: 'refunded' });
    for (let i = 0; i < 60; i += 1) await purchase(user.id, popular.id, { cents: 0 });

    const result = await insights();
    expect(result.top_by_revenue.length).toBeLessThanOrEqual(5);
    expect(result.top_by_revenue.slice(0, 2)).toEqual([
      { movie_id: abe.id, title: abe.title, revenue: 900_000, rentals: 2 },
      { movie_id: zed.id, title: zed.title, revenue: 900_000, rentals: 2 },
    ]);
    expect(result.top_by_revenue.map((movie) => movie.movie_id)).not.toContain(popular.id);
    expect(result.top_by_rentals.length).toBeLessThanOrEqual(5);
    expect(result.top_by_rentals[0]).toEqual({ movie_id: popular.id, title: popular.title, revenue: 0, rentals: 60 });
    for (const list of [result.top_by_revenue.map((m) => m.revenue), result.top_by_rentals.map((m) => m.rentals)]) {
      expect(list).toEqual([...list].sort((a, b) => b - a));
    }
  });

  it('rates every movie with reviews (inactive ones too), best first, two decimals', async () => {
    const database = await db();
    const rated = await createMovie(database, { isActive: false });
    const unrated = await createMovie(database);
    const reviewers = await Promise.all([createUser(database), createUser(database), createUser(database)]);
    await createReview(database, reviewers[0].user.id, rated.id, 5);
    await createReview(database, reviewers[1].user.id, rated.id, 4);
    await createReview(database, reviewers[2].user.id, rated.id, 4);

    const { ratings } = await insights();
    expect(ratings.find((movie) => movie.movie_id === rated.id)).toEqual({ movie_id: rated.id, title: rated.title, average_rating: 4.33, total_reviews: 3 });
    expect(ratings.find((movie) => movie.movie_id === unrated.id)).toBeUndefined();
    const averages = ratings.map((movie) => movie.average_rating);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });
});
