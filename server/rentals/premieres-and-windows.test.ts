// Premieres and windows (docs/product.md#premieres-and-windows), driven as the web app drives them: the admin sets a
// film's premiere and window, a viewer pays in the sandbox, reads the film, presses play, and the studio moves the
// premiere or refunds. Every state is read on the database's clock: the tests move rows' times with now(), never
// the app's Date. On PostgreSQL (npm run test:pg) the plays at once run truly in parallel.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Movie } from '../../common/catalogue.ts';
import { filmMessages } from '../../common/messages/films.ts';
import { premiereMessages } from '../../common/messages/premieres.ts';
import { emailMessages as emailRows, payments, rentals } from '../db/schema.ts';
import { markPaymentRefunded } from '../payments/fulfilment.ts';
import { sharedTestApp } from '../test/app.ts';
import { openCheckout, payInSandbox } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createMovie } from '../test/factories.ts';
import { writeFakePackage } from '../test/fake-film-package.ts';
import { multipart } from '../test/uploads.ts';
import { sharedAdmin } from '../admin/testing.ts';

const STUDIO_ZONE = 'America/Los_Angeles';
const app = sharedTestApp({ TIMEZONE: STUDIO_ZONE });
const admin = sharedAdmin();
const DAY = 24 * HOUR;

type Headers = Record<string, string>;

/** A YouTube film with the given rules; `premiereInMs` from the database's now. */
async function film(rules: { startWindowDays?: number | null; premiereInMs?: number; hours?: 24 | 48 | 72 | 168 } = {}) {
  const d = await db();
  const movie = await createMovie(d, { rentalDurationHours: rules.hours ?? 48, startWindowDays: rules.startWindowDays ?? null });
  if (rules.premiereInMs !== undefined) await setPremiere(movie.id, rules.premiereInMs);
  return movie;
}

/** Sets the film's premiere straight in the table (the admin's move is tested through its form below). */
async function setPremiere(movieId: number, inMs: number) {
  const d = await db();
  await d.execute(sql`update movies set premiere_at = now() + ${inMs} * interval '1 millisecond' where id = ${movieId}`);
}

/** A new viewer who has paid for the film in the sandbox; their rental row. */
async function paidViewer(movieId: number) {
  const viewer = await createLoggedInUser(await db());
  const opened = await openCheckout(app, viewer.headers, { movieId });
  expect(opened.statusCode).toBe(200);
  const paid = await payInSandbox(app, opened.json().session_id);
  expect(paid.statusCode).toBe(303);
  return { ...viewer, rental: await rentalOf(viewer.user.id, movieId) };
}

async function rentalOf(userId: number, movieId: number) {
  const [row] = await (await db()).select().from(rentals).where(and(eq(rentals.userId, userId), eq(rentals.movieId, movieId)));
  if (!row) throw new Error('no rental');
  return row;
}

async function movieAs(headers: Headers, movieId: number): Promise<Movie> {
  const res = await app.inject({ method: 'GET', url: `/api/movies/${movieId}?include_rental=true`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().movie;
}

const play = (headers: Headers, movieId: number) => app.inject({ method: 'POST', url: `/api/movies/${movieId}/play`, headers });

/** Moves a rental's times by `ms` on the database's clock, as if that much time had passed. */
async function timePasses(rentalId: number, ms: number) {
  const back = sql`${ms} * interval '1 millisecond'`;
  await (await db()).execute(sql`update rentals set rental_start = rental_start - ${back}, rental_end = rental_end - ${back},
    starts_by = starts_by - ${back}, premiere_at = premiere_at - ${back}, first_played_at = first_played_at - ${back} where id = ${rentalId}`);
}

async function emailsOf(rentalId: number, kind: 'reminder' | 'now_showing' | 'start_reminder' | 'rental_extended') {
  return (await db()).select().from(emailRows).where(and(eq(emailRows.rentalId, rentalId), eq(emailRows.kind, kind)));
}

describe('a film with neither a premiere nor a window', () => {
  it('runs from the payment, as it always has', async () => {
    const movie = await film();
    const { headers, rental } = await paidViewer(movie.id);
    const [payment] = await (await db()).select().from(payments).where(eq(payments.id, rental.paymentId));
    expect(rental.rentalEnd!.getTime() - payment!.completedAt!.getTime()).toBe(48 * HOUR);
    expect(rental).toMatchObject({ startsBy: null, premiereAt: null });
    expect((await movieAs(headers, movie.id)).rental_status).toEqual({
      is_rented: true,
      rental_end: rental.rentalEnd!.toISOString(),
      rental_end_timestamp: rental.rentalEnd!.getTime(),
      state: 'watching',
      starts_by: null,
      premiere_at: null,
      can_watch: true,
    });
  });
});

describe('a film with a window to start', () => {
  it('is not started after payment: playable, with starts_by the payment plus the window, and no end', async () => {
    const movie = await film({ startWindowDays: 30 });
    const { headers, rental } = await paidViewer(movie.id);
    const [payment] = await (await db()).select().from(payments).where(eq(payments.id, rental.paymentId));
    expect(payment).toMatchObject({ startWindowDays: 30 });
    expect(rental.startsBy!.getTime() - payment!.completedAt!.getTime()).toBe(30 * DAY);
    expect(rental.rentalEnd).toBeNull();

    const answer = await movieAs(headers, movie.id);
    expect(answer.start_window_days).toBe(30);
    expect(answer.rental_status).toEqual({
      is_rented: true,
      rental_end: null,
      rental_end_timestamp: null,
      state: 'not_started',
      starts_by: rental.startsBy!.toISOString(),
      premiere_at: null,
      can_watch: true,
    });
    expect(answer.video_url).toBe(movie.videoUrl);
  });

  it('starts the clock at the first play: its hours from then, and a second play keeps it', async () => {
    const movie = await film({ startWindowDays: 7, hours: 24 });
    const { headers, rental } = await paidViewer(movie.id);
    const first = await play(headers, movie.id);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    const started = await rentalOf(rental.userId, movie.id);
    expect(started.rentalEnd!.getTime() - started.firstPlayedAt!.getTime()).toBe(24 * HOUR);

    expect((await play(headers, movie.id)).statusCode).toBe(204);
    expect(await rentalOf(rental.userId, movie.id)).toMatchObject({ rentalEnd: started.rentalEnd, firstPlayedAt: started.firstPlayedAt });
    expect((await movieAs(headers, movie.id)).rental_status).toMatchObject({
      state: 'watching',
      rental_end: started.rentalEnd!.toISOString(),
      starts_by: null,
    });
    // Its end reminder exists from the first play on, once.
    expect(await emailsOf(rental.id, 'reminder')).toHaveLength(1);
  });

  it('pressed five times at once starts exactly once', async () => {
    const movie = await film({ startWindowDays: 3 });
    const { headers, rental } = await paidViewer(movie.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => play(headers, movie.id)));
    expect(answers.map((res) => res.statusCode)).toEqual([204, 204, 204, 204, 204]);
    const started = await rentalOf(rental.userId, movie.id);
    expect(started.rentalEnd!.getTime() - started.firstPlayedAt!.getTime()).toBe(48 * HOUR);
    expect(await emailsOf(rental.id, 'reminder')).toHaveLength(1);
  });

  it('starts the clock when a self-hosted film starts streaming', async () => {
    const movie = await film({ startWindowDays: 2 });
    await writeFakePackage(await db(), app.deps.films, movie.id);
    const { headers, rental } = await paidViewer(movie.id);
    const res = await app.inject({ method: 'GET', url: `/api/movies/${movie.id}/stream`, headers });
    expect(res.statusCode).toBe(200);
    const started = await rentalOf(rental.userId, movie.id);
    expect(started.rentalEnd!.getTime() - started.firstPlayedAt!.getTime()).toBe(48 * HOUR);
    // The token never outlives the rental it was issued under.
    expect(Date.parse(res.json().expires_at)).toBeLessThanOrEqual(started.rentalEnd!.getTime());
  });

  it('expires when starts_by passes without a play: not rented, not playable, and rentable again', async () => {
    const movie = await film({ startWindowDays: 1 });
    const { headers, rental } = await paidViewer(movie.id);
    await timePasses(rental.id, DAY + 1000);

    const answer = await movieAs(headers, movie.id);
    expect(answer.rental_status).toMatchObject({ is_rented: false, state: 'expired', can_watch: false, rental_end: null, starts_by: null });
    expect(answer).not.toHaveProperty('video_url');
    const refused = await play(headers, movie.id);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 403, body: { error: filmMessages.rentToWatch } });
    expect((await openCheckout(app, headers, { movieId: movie.id })).statusCode).toBe(200);
  });

  it('a refund before the first play ends it', async () => {
    const movie = await film({ startWindowDays: 10 });
    const { headers, rental } = await paidViewer(movie.id);
    await markPaymentRefunded(await db(), { paymentId: rental.paymentId });
    expect((await movieAs(headers, movie.id)).rental_status).toMatchObject({ is_rented: false, state: null, can_watch: false });
    expect((await play(headers, movie.id)).statusCode).toBe(403);
  });
});

describe('a pre-order', () => {
  it('is listed and sold before the premiere, and plays nothing until then', async () => {
    const movie = await film({ premiereInMs: 3 * DAY, startWindowDays: 30 });
    const visitors = await app.inject({ method: 'GET', url: '/api/movies' });
    const listed = (visitors.json().movies as Movie[]).find((m) => m.id === movie.id);
    expect(listed?.premiere_time_zone).toBe(STUDIO_ZONE);
    expect(listed?.premiere_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?-0[78]:00$/);

    const { headers, rental } = await paidViewer(movie.id);
    expect(rental.premiereAt!.getTime()).toBe(Date.parse(listed!.premiere_at!));
    expect(rental.startsBy!.getTime() - rental.premiereAt!.getTime()).toBe(30 * DAY);
    const answer = await movieAs(headers, movie.id);
    expect(answer.rental_status).toEqual({
      is_rented: true,
      rental_end: null,
      rental_end_timestamp: null,
      state: 'preordered',
      starts_by: rental.startsBy!.toISOString(),
      premiere_at: rental.premiereAt!.toISOString(),
      can_watch: false,
    });
    expect(answer).not.toHaveProperty('video_url');

    const refused = await play(headers, movie.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/^This film premieres [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M P[SD]T\. You can watch it from then\.$/);
    // A second purchase of a film held is refused, as for any rental.
    expect((await openCheckout(app, headers, { movieId: movie.id })).statusCode).toBe(409);
    // Its "Now showing" e-mail waits for the premiere.
    const [nowShowing] = await emailsOf(rental.id, 'now_showing');
    expect(nowShowing?.nextAttemptAt.getTime()).toBe(rental.premiereAt!.getTime());
  });

  it('opens at the premiere with no job: playable, then its window runs', async () => {
    const movie = await film({ premiereInMs: 2 * HOUR, startWindowDays: 5 });
    const { headers, rental } = await paidViewer(movie.id);
    await timePasses(rental.id, 2 * HOUR + 1000);
    const answer = await movieAs(headers, movie.id);
    expect(answer.rental_status).toMatchObject({ state: 'not_started', can_watch: true, premiere_at: null });
    expect(answer.video_url).toBe(movie.videoUrl);
    expect((await play(headers, movie.id)).statusCode).toBe(204);
    expect((await movieAs(headers, movie.id)).rental_status?.state).toBe('watching');
  });

  it('without a window runs its hours from the premiere', async () => {
    const movie = await film({ premiereInMs: 6 * HOUR, hours: 72 });
    const { headers, rental } = await paidViewer(movie.id);
    expect(rental.rentalEnd!.getTime() - rental.premiereAt!.getTime()).toBe(72 * HOUR);
    expect((await movieAs(headers, movie.id)).rental_status).toMatchObject({ state: 'preordered', rental_end: null, starts_by: null });
    await timePasses(rental.id, 6 * HOUR + 1000);
    expect((await movieAs(headers, movie.id)).rental_status).toMatchObject({
      state: 'watching',
      rental_end: new Date(rental.rentalEnd!.getTime() - 6 * HOUR - 1000).toISOString(),
    });
  });

  it('can be refunded before the premiere', async () => {
    const movie = await film({ premiereInMs: DAY });
    const { headers, rental } = await paidViewer(movie.id);
    await markPaymentRefunded(await db(), { paymentId: rental.paymentId });
    expect((await movieAs(headers, movie.id)).rental_status).toMatchObject({ is_rented: false, state: null });
    expect((await openCheckout(app, headers, { movieId: movie.id })).statusCode).toBe(200);
  });
});

describe('the admin moving a premiere', () => {
  type FilmRow = Awaited<ReturnType<typeof film>>;
  /** The edit form's PUT: its required fields as stored, and `fields`. */
  async function edit(movie: FilmRow, fields: Record<string, string>) {
    const body = await multipart({ title: movie.title, price: (movie.priceCents / 100).toFixed(2), ...fields }, []);
    return app.inject({ method: 'PUT', url: `/api/admin/movies/${movie.id}`, payload: body.payload, headers: { ...admin.headers, ...body.headers } });
  }
  const putPremiere = (movie: FilmRow, premiereAt: string) => edit(movie, { premiere_at: premiereAt });

  it('moves every waiting pre-order with it, and their "Now showing" e-mails', async () => {
    const movie = await film({ premiereInMs: 2 * DAY, startWindowDays: 10 });
    const { rental } = await paidViewer(movie.id);
    const later = new Date(rental.premiereAt!.getTime() + 3 * DAY);
    const res = await putPremiere(movie, later.toISOString().replace('Z', '+00:00'));
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().movie.premiere_at)).toBe(later.getTime());

    const moved = await rentalOf(rental.userId, movie.id);
    expect(moved.premiereAt).toEqual(later);
    expect(moved.startsBy!.getTime()).toBe(rental.startsBy!.getTime() + 3 * DAY);
    const [nowShowing] = await emailsOf(rental.id, 'now_showing');
    expect(nowShowing?.nextAttemptAt).toEqual(later);
  });

  it('cleared, opens waiting pre-orders now and leaves rentals bought after an earlier premiere alone', async () => {
    const movie = await film({ premiereInMs: DAY });
    const { headers, rental } = await paidViewer(movie.id);
    const res = await putPremiere(movie, '');
    expect(res.statusCode).toBe(200);
    expect(res.json().movie.premiere_at).toBeNull();
    const opened = await rentalOf(rental.userId, movie.id);
    expect(opened.premiereAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(opened.rentalEnd!.getTime() - opened.premiereAt!.getTime()).toBe(48 * HOUR);
    expect((await movieAs(headers, movie.id)).rental_status).toMatchObject({ state: 'watching', can_watch: true });
  });

  it('refuses a premiere that names no instant, and a window outside 1–90 days', async () => {
    const movie = await film();
    for (const bad of ['tomorrow', '2026-12-12T20:00', '2026-13-40T20:00:00Z']) {
      const res = await putPremiere(movie, bad);
      expect({ bad, status: res.statusCode, body: res.json() }).toEqual({ bad, status: 400, body: { error: premiereMessages.premiereInvalid } });
    }
    for (const bad of ['0', '91', 'x', '2.5']) {
      const res = await edit(movie, { start_window_days: bad });
      expect({ bad, status: res.statusCode, body: res.json() }).toEqual({ bad, status: 400, body: { error: premiereMessages.startWindowInvalid } });
    }
  });
});
