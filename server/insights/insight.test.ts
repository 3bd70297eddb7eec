// Filmmaker insight end to end (docs/product.md#filmmaker-insight), driven as the web app drives it: a visitor's
// beacons, a checkout carrying the visit's source, the player's play and saved positions, the rollup, and the admin's
// answers. Every funnel step and completion mark is counted exactly once; staff and bots are left out.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insightMessages } from '../../common/messages/insights.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { sharedAdmin } from '../admin/testing.ts';
import { rowsOf } from '../db/client.ts';
import { insightDaily, insightEvents, payments } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { payInSandbox } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { createLoggedInUser, createMovie } from '../test/factories.ts';
import { rollUpInsight } from './rollup.ts';

const app = sharedTestApp();
const admin = sharedAdmin();
const settings = { timeZone: 'UTC', eventsRetentionDays: 90 };
/** A British address (GeoLite2's own test range): insight counts its country, never the address. */
const BRITISH_ADDRESS = '81.2.69.160';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

type Headers = Record<string, string>;

/** A beacon: text/plain, as navigator.sendBeacon sends a string. */
function beacon(body: unknown, options: { headers?: Headers; ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...options.headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: options.ip ?? BRITISH_ADDRESS,
  });
}

const visitEvents = (movieId: number) => [
  { type: 'page_view', movie_id: movieId, path: `/movies/${movieId}` },
  { type: 'trailer_play', movie_id: movieId },
  { type: 'checkout_start', movie_id: movieId },
];

async function rollUp() {
  expect((await rollUpInsight(await db(), settings)).ran).toBe(true);
}

const insightOf = async (movieId: number, query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/admin/insights/movies/${movieId}${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Saves the player's position, `secondsLater` after the previous save (the saved row's time moved back on the database's clock). */
async function savePosition(headers: Headers, movieId: number, positionSeconds: number, secondsLater = 0) {
  if (secondsLater > 0) {
    await (await db()).execute(sql`update watch_progress set updated_at = updated_at - ${secondsLater} * interval '1 second' where movie_id = ${movieId}`);
  }
  const res = await app.inject({ method: 'PUT', url: `/api/movies/${movieId}/progress`, headers, payload: { position_seconds: positionSeconds } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A viewer who came from `source`, paid for the film in the sandbox and pressed play. */
async function payingViewer(movieId: number, source: object, headers: Headers = {}) {
  const viewer = await createLoggedInUser(await db());
  const opened = await app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout-session',
    headers: { ...viewer.headers, 'user-agent': BROWSER, ...headers },
    payload: { movieId, source },
    remoteAddress: BRITISH_ADDRESS,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  expect((await payInSandbox(app, opened.json().session_id)).statusCode).toBe(303);
  return viewer;
}

describe('a scripted viewer, from the festival link to the end of the film', () => {
  it('counts every funnel step and completion mark once, with the source and the country, and never the address', async () => {
    const movie = await createMovie(await db(), { durationMinutes: 10, priceCents: 499 });
    const source = { utm_source: 'Festival-X', utm_medium: 'email', utm_campaign: 'premiere', referrer: 'https://news.example/review' };
    expect((await beacon({ source, events: visitEvents(movie.id) })).statusCode).toBe(204);

    const viewer = await payingViewer(movie.id, source);
    // The player opens twice (two tabs): one start.
    for (let i = 0; i < 2; i++) {
      expect((await app.inject({ method: 'POST', url: `/api/movies/${movie.id}/play`, headers: viewer.headers })).statusCode).toBe(204);
    }
    await savePosition(viewer.headers, movie.id, 10);
    await savePosition(viewer.headers, movie.id, 70, 60);
    await savePosition(viewer.headers, movie.id, 130, 60);
    await savePosition(viewer.headers, movie.id, 160); // a seek past 25 %: plays nothing, reaches the mark
    await savePosition(viewer.headers, movie.id, 160);
    await savePosition(viewer.headers, movie.id, 590); // a seek to the end: 50, 75 and 95 %
    await savePosition(viewer.headers, movie.id, 595);
    await rollUp();
    await rollUp(); // a second run changes nothing

    const insight = await insightOf(movie.id);
    expect(insight.funnel).toEqual({ page_views: 1, trailer_plays: 1, checkouts: 1, payments: 1, starts: 1, finishes: 1 });
    expect(insight.completion).toEqual({ started: 1, p25: 1, p50: 1, p75: 1, p95: 1, minutes_watched: 2 });
    expect(insight.sources).toEqual([{ source: 'festival-x', visits: 1, payments: 1, revenue: 4.99 }]);
    expect(insight.countries).toEqual([{ country: 'GB', visits: 1, payments: 1, revenue: 4.99 }]);

    const [payment] = await (await db()).select().from(payments).where(eq(payments.userId, viewer.user.id));
    expect(payment).toMatchObject({ source: 'festival-x', country: 'GB' });
    const stored = rowsOf<{ row: string }>(await (await db()).execute(sql`select row_to_json(e)::text as row from insight_events e where movie_id = ${movie.id}`));
    expect(stored.map((r) => r.row).join('\n')).not.toContain(BRITISH_ADDRESS);
  });

  it('gives a refund’s money back in the revenue, and keeps the payment in the funnel', async () => {
    const movie = await createMovie(await db(), { priceCents: 800 });
    const viewer = await payingViewer(movie.id, { utm_source: 'newsletter-refund' });
    const [payment] = await (await db()).select().from(payments).where(eq(payments.userId, viewer.user.id));
    const refunded = await app.inject({ method: 'POST', url: `/api/admin/payments/${payment?.id}/refund`, headers: admin.headers });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await rollUp();
    const insight = await insightOf(movie.id);
    expect(insight.funnel.payments).toBe(1);
    expect(insight.sources).toEqual([{ source: 'newsletter-refund', visits: 0, payments: 1, revenue: 0 }]);
  });
});

describe('who is left out', () => {
  it('leaves out staff and bots, and counts a visitor with Global Privacy Control or Do Not Track without a source', async () => {
    const movie = await createMovie(await db(), { durationMinutes: 10 });
    const source = { utm_source: 'left-out' };
    expect((await beacon({ source, events: visitEvents(movie.id) }, { headers: admin.headers })).statusCode).toBe(204);
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await beacon({ source, events: visitEvents(movie.id) }, { headers: { 'user-agent': googlebot } })).statusCode).toBe(204);
    // The admin plays and watches to the end: no start, no mark.
    expect((await app.inject({ method: 'POST', url: `/api/movies/${movie.id}/play`, headers: admin.headers })).statusCode).toBe(204);
    await savePosition(admin.headers, movie.id, 600);
    expect(await (await db()).select().from(insightEvents).where(eq(insightEvents.movieId, movie.id))).toEqual([]);

    await beacon({ source, events: visitEvents(movie.id) }, { headers: { 'sec-gpc': '1' } });
    await beacon({ source, events: [{ type: 'page_view', movie_id: movie.id }] }, { headers: { dnt: '1' }, ip: '81.2.69.161' });
    await payingViewer(movie.id, source, { 'sec-gpc': '1' });
    await rollUp();
    const insight = await insightOf(movie.id);
    expect(insight.funnel).toMatchObject({ page_views: 2, trailer_plays: 1, checkouts: 1, payments: 1 });
    expect(insight.sources).toEqual([{ source: 'private', visits: 2, payments: 1, revenue: 4.99 }]);
  });
});

describe('POST /api/events refuses what is not a small batch of events', () => {
  it('answers 400 for bad JSON, an unknown type or no events, and 413 past 16 KiB', async () => {
    const movie = await createMovie(await db());
    const badJson = await beacon('{"events": [', { ip: '10.9.0.1' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ error: serverMessages.invalidJson });
    const badType = await beacon({ events: [{ type: 'finish', movie_id: movie.id }] }, { ip: '10.9.0.1' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error).toBe(insightMessages.badEvent);
    expect((await beacon({ events: [] }, { ip: '10.9.0.1' })).json()).toEqual({ error: insightMessages.badEvents });
    const big = await beacon({ events: visitEvents(movie.id), source: { referrer: `https://x.example/${'a'.repeat(17 * 1024)}` } }, { ip: '10.9.0.1' });
    expect(big.statusCode).toBe(413);
    // JSON is taken too.
    const json = await app.inject({ method: 'POST', url: '/api/events', payload: { events: visitEvents(movie.id) }, remoteAddress: '10.9.0.1' });
    expect(json.statusCode).toBe(204);
    // An unknown film is left out, not refused: a page open while the film was deleted.
    expect((await beacon({ events: [{ type: 'page_view', movie_id: 2_000_000_000 }] }, { ip: '10.9.0.1' })).statusCode).toBe(204);
  });

  it('throttles one address at 60 beacons a minute', async () => {
    const movie = await createMovie(await db());
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await beacon({ events: [{ type: 'page_view', movie_id: movie.id }] }, { ip: '10.9.0.2' })).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('the rollup', () => {
  it('killed halfway leaves the figures as they were, and run again gives the same numbers', async () => {
    const d = await db();
    const movie = await createMovie(d);
    const event = (daysAgo: number, type: 'page_view' | 'trailer_play') =>
      sql`insert into insight_events (occurred_at, type, movie_id, visitor, source, country)
          values (now() - ${daysAgo} * interval '1 day', ${type}, ${movie.id}, 'v1', 'halfway', 'FR')`;
    await d.execute(event(1, 'page_view'));
    await d.execute(event(0, 'page_view'));
    // Events are stamped now; these are written a day back, so the rollup is sent back a day to find them.
    await d.execute(sql`update insight_rollup set rolled_through = now() - interval '1 day'`);
    await rollUp();
    const before = await d.select().from(insightDaily).where(eq(insightDaily.movieId, movie.id)).orderBy(insightDaily.day);
    expect(before.map((row) => row.pageViews)).toEqual([1, 1]);

    await d.execute(event(1, 'trailer_play'));
    await d.execute(event(0, 'trailer_play'));
    await d.execute(sql`update insight_rollup set rolled_through = now() - interval '1 day'`);
    await expect(rollUpInsight(d, settings, { failAfterDays: 1 })).rejects.toThrow(/stopped after 1 days/);
    expect(await d.select().from(insightDaily).where(eq(insightDaily.movieId, movie.id)).orderBy(insightDaily.day)).toEqual(before);

    await rollUp();
    const after = await d.select().from(insightDaily).where(eq(insightDaily.movieId, movie.id)).orderBy(insightDaily.day);
    expect(after.map((row) => [row.pageViews, row.trailerPlays, row.visits])).toEqual([
      [1, 1, 1],
      [1, 1, 1],
    ]);
  });

  it('removes raw events past their retention and keeps their days’ figures', async () => {
    const d = await db();
    const movie = await createMovie(d);
    await d.execute(sql`insert into insight_events (occurred_at, type, movie_id, visitor, source, country)
      values (now() - interval '91 days', 'page_view', ${movie.id}, 'v1', 'old', '')`);
    await d.execute(sql`update insight_rollup set rolled_through = now() - interval '92 days'`);
    // The first run rolls the old day up before anything is removed; the retention runs after it.
    const outcome = await rollUpInsight(d, settings);
    expect(outcome.removedEvents).toBeGreaterThanOrEqual(1);
    expect(await d.select().from(insightEvents).where(eq(insightEvents.movieId, movie.id))).toEqual([]);
    const kept = await d.select().from(insightDaily).where(and(eq(insightDaily.movieId, movie.id), eq(insightDaily.source, 'old')));
    expect(kept.map((row) => row.pageViews)).toEqual([1]);
  });
});

describe('GET /api/admin/insights', () => {
  it('answers a period of days, refuses a bad one, and 404 for an unknown film', async () => {
    const movie = await createMovie(await db());
    const insight = await insightOf(movie.id, '?from=2026-01-01&to=2026-01-31');
    expect(insight.period).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(insight.funnel).toEqual({ page_views: 0, trailer_plays: 0, checkouts: 0, payments: 0, starts: 0, finishes: 0 });
    const refused = async (query: string, message: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/admin/insights/sources${query}`, headers: admin.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    };
    await refused('?from=2026-02-30', insightMessages.badDay);
    await refused('?from=yesterday', insightMessages.badDay);
    await refused('?from=2026-02-01&to=2026-01-01', insightMessages.fromAfterTo);
    await refused('?from=2020-01-01&to=2026-01-01', insightMessages.periodTooLong);
    const missing = await app.inject({ method: 'GET', url: '/api/admin/insights/movies/2000000000', headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    const viewer = await createLoggedInUser(await db());
    expect((await app.inject({ method: 'GET', url: '/api/admin/insights/sources', headers: viewer.headers })).statusCode).toBe(403);
  });

  it('counts the catalogue’s visitors and payments once however many films they touched, and exports both as CSV', async () => {
    const [first, second] = [await createMovie(await db()), await createMovie(await db())];
    if (!first || !second) throw new Error('no films');
    const source = { utm_source: 'catalogue-once' };
    await beacon({ source, events: [{ type: 'page_view', movie_id: first.id }, { type: 'page_view', movie_id: second.id }] }, { ip: '81.2.69.170' });
    await rollUp();
    const res = await app.inject({ method: 'GET', url: '/api/admin/insights/sources', headers: admin.headers });
    expect(res.json().sources.find((row: { source: string }) => row.source === 'catalogue-once')).toEqual({ source: 'catalogue-once', visits: 1, payments: 0, revenue: 0 });
    expect((await insightOf(first.id)).sources).toEqual([{ source: 'catalogue-once', visits: 1, payments: 0, revenue: 0 }]);

    const csv = await app.inject({ method: 'GET', url: '/api/admin/insights/sources.csv', headers: admin.headers });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('source,visits,payments,revenue');
    expect(csv.body).toContain('catalogue-once,1,0,0.00');
    const movieCsv = await app.inject({ method: 'GET', url: `/api/admin/insights/movies/${first.id}.csv`, headers: admin.headers });
    expect(movieCsv.body).toContain('day,source,country,page_views,visits');
    expect(movieCsv.body).toMatch(/\d{4}-\d{2}-\d{2},catalogue-once,GB,1,1,0,0,0,0\.00,0,0,0,0,0,0/);
    const badCsv = await app.inject({ method: 'GET', url: `/api/admin/insights/movies/${first.id}.csv?from=nope`, headers: admin.headers });
    expect(badCsv.statusCode).toBe(400);
  });
});
