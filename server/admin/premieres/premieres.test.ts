// The admin's calls of premieres and windows (docs/product.md#premieres-and-windows): extending a film's waiting
// rentals (which rentals move, by how much, the audit entry, the refusals) and its rental insight (states and the
// median time to first play), both admin-only; and the studio's zone on the movie list, for the movie form.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { premiereMessages } from '../../../common/messages/premieres.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { actorOf, expectAuditDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { emailMessages, rentals } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createLoggedInUser, createMovie, createPurchase, createUser } from '../../test/factories.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { sharedAdmin } from '../testing.ts';

const app = sharedTestApp({ TIMEZONE: 'America/Los_Angeles' });
const admin = sharedAdmin();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inMs = (ms: number) => new Date(Date.now() + ms);

type RentalTimes = Partial<Pick<typeof rentals.$inferInsert, 'rentalEnd' | 'startsBy' | 'premiereAt' | 'firstPlayedAt' | 'createdAt' | 'isActive'>>;

/** A paid rental of the movie by a new viewer, with its times set as the state under test needs (paid at createdAt). */
async function rentalWith(movieId: number, times: RentalTimes) {
  const d = await db();
  const { user } = await createUser(d);
  const { rental } = await createPurchase(d, user.id, movieId);
  const [updated] = await d.update(rentals).set({ ...times, ...(times.createdAt && { rentalStart: times.createdAt }) }).where(eq(rentals.id, rental!.id)).returning();
  return updated!;
}

/** One rental in each state, and a refunded one that waits (left out of everything). */
async function rentalsInEveryState(movieId: number) {
  return {
    preorderedWithWindow: await rentalWith(movieId, { premiereAt: inMs(2 * DAY), startsBy: inMs(9 * DAY), rentalEnd: null }),
    preorderedWithoutWindow: await rentalWith(movieId, { premiereAt: inMs(2 * DAY), rentalEnd: inMs(2 * DAY + 48 * HOUR) }),
    notStarted: await rentalWith(movieId, { startsBy: inMs(3 * DAY), rentalEnd: null }),
    watching: await rentalWith(movieId, { createdAt: inMs(-3 * HOUR), firstPlayedAt: inMs(-2 * HOUR), rentalEnd: inMs(46 * HOUR) }),
    expiredClock: await rentalWith(movieId, { createdAt: inMs(-60 * HOUR), firstPlayedAt: inMs(-57 * HOUR), rentalEnd: inMs(-9 * HOUR) }),
    expiredWindow: await rentalWith(movieId, { startsBy: inMs(-HOUR), rentalEnd: null }),
    refunded: await rentalWith(movieId, { startsBy: inMs(3 * DAY), rentalEnd: null, isActive: false, firstPlayedAt: inMs(0) }),
  };
}

const extend = (movieId: number | string, payload: unknown, headers = admin.headers) =>
  app.inject({ method: 'POST', url: `/api/admin/movies/${movieId}/extend-rentals`, payload: payload as object, headers });
const insightOf = (movieId: number | string, headers = admin.headers) =>
  app.inject({ method: 'GET', url: `/api/admin/movies/${movieId}/rental-insight`, headers });

async function startsByOf(ids: number[]): Promise<Map<number, number | null>> {
  const rows = await (await db()).select({ id: rentals.id, startsBy: rentals.startsBy }).from(rentals).where(inArray(rentals.id, ids));
  return new Map(rows.map((row) => [row.id, row.startsBy?.getTime() ?? null]));
}

describe('POST /api/admin/movies/{id}/extend-rentals', () => {
  it('adds the days to starts_by of every rental waiting for its first play, and records movie.extend_rentals', async () => {
    const movie = await createMovie(await db());
    const all = await rentalsInEveryState(movie.id);
    const ids = Object.values(all).map((rental) => rental.id);
    const before = await startsByOf(ids);

    await expectAuditDuring(
      async () => {
        const res = await extend(movie.id, { days: 7 });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ extended: 2 });
      },
      [
        {
          actor: actorOf(admin),
          action: 'movie.extend_rentals',
          subjectKind: 'movie',
          subjectId: movie.id,
          changes: { days: { before: null, after: 7 }, rentals: { before: null, after: 2 } },
        },
      ],
    );

    const after = await startsByOf(ids);
    const waiting = [all.preorderedWithWindow.id, all.notStarted.id];
    for (const id of ids) {
      const moved = waiting.includes(id) ? 7 * DAY : 0;
      expect(after.get(id), `rental ${id}`).toBe(before.get(id) === null ? null : before.get(id)! + moved);
    }
    // Each viewer of an extended rental is told, and nobody else.
    const told = await (await db())
      .select({ rentalId: emailMessages.rentalId })
      .from(emailMessages)
      .where(and(eq(emailMessages.kind, 'rental_extended'), inArray(emailMessages.rentalId, ids)));
    expect(told.map((row) => row.rentalId).sort()).toEqual([...waiting].sort());
  });

  it('answers 0 and still records the entry when no rental waits', async () => {
    const movie = await createMovie(await db());
    await rentalWith(movie.id, { rentalEnd: inMs(HOUR), firstPlayedAt: inMs(-HOUR) });
    await expectAuditDuring(
      async () => expect((await extend(movie.id, { days: 1 })).json()).toEqual({ extended: 0 }),
      [{ actor: actorOf(admin), action: 'movie.extend_rentals', subjectKind: 'movie', subjectId: movie.id, changes: { days: { before: null, after: 1 }, rentals: { before: null, after: 0 } } }],
    );
  });

  it.each([[{ days: 0 }], [{ days: 91 }], [{ days: 'x' }], [{ days: 1.5 }], [{}]])('refuses %j with 400 and records nothing', async (payload) => {
    const movie = await createMovie(await db());
    const waiting = await rentalWith(movie.id, { startsBy: inMs(DAY), rentalEnd: null });
    await expectNoAuditDuring(async () => expectRefusal(await extend(movie.id, payload), 400, premiereMessages.extendDaysInvalid));
    expect((await startsByOf([waiting.id])).get(waiting.id)).toBe(waiting.startsBy!.getTime());
  });

  it('answers 404 for an unknown movie', async () => {
    await expectNoAuditDuring(async () => {
      expectRefusal(await extend(2_000_000_000, { days: 7 }), 404, publicMessages.movieNotFound);
      expectRefusal(await extend('abc', { days: 7 }), 404, publicMessages.movieNotFound);
    });
  });

  it('is for admins only: 401 without a session, 403 for a viewer', async () => {
    const movie = await createMovie(await db());
    const viewer = await createLoggedInUser(await db());
    await expectNoAuditDuring(async () => {
      expectRefusal(await extend(movie.id, { days: 7 }, { authorization: '' }), 401, serverMessages.authRequired);
      expectRefusal(await extend(movie.id, { days: 7 }, viewer.headers), 403, serverMessages.adminRequired);
    });
  });
});

describe('GET /api/admin/movies/{id}/rental-insight', () => {
  it("counts the film's rentals by state, refunded ones left out, with the median time from payment to first play", async () => {
    const movie = await createMovie(await db());
    await rentalsInEveryState(movie.id);
    // Played 1 h (watching) and 3 h (expiredClock) after payment, and one more at 2 h: the median is 2 h.
    await rentalWith(movie.id, { createdAt: inMs(-80 * HOUR), firstPlayedAt: inMs(-78 * HOUR), rentalEnd: inMs(-30 * HOUR) });

    const res = await insightOf(movie.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      insight: { preordered: 2, not_started: 1, watching: 1, expired: 3, median_seconds_to_first_play: 2 * 3600 },
    });
  });

  it('answers zeros and no median for a film nobody rented or played', async () => {
    const movie = await createMovie(await db());
    expect((await insightOf(movie.id)).json()).toEqual({
      insight: { preordered: 0, not_started: 0, watching: 0, expired: 0, median_seconds_to_first_play: null },
    });
    await rentalWith(movie.id, { startsBy: inMs(DAY), rentalEnd: null });
    expect((await insightOf(movie.id)).json().insight).toMatchObject({ not_started: 1, median_seconds_to_first_play: null });
  });

  it('answers 404 for an unknown movie', async () => {
    expectRefusal(await insightOf(2_000_000_000), 404, publicMessages.movieNotFound);
  });

  it('is for admins only: 401 without a session, 403 for a viewer', async () => {
    const movie = await createMovie(await db());
    const viewer = await createLoggedInUser(await db());
    expectRefusal(await insightOf(movie.id, { authorization: '' }), 401, serverMessages.authRequired);
    expectRefusal(await insightOf(movie.id, viewer.headers), 403, serverMessages.adminRequired);
  });
});

describe('GET /api/admin/movies', () => {
  it("carries the studio's time zone, in which the movie form reads a premiere", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/movies', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().studio_time_zone).toBe('America/Los_Angeles');
  });
});
