// Screener plays (docs/product.md#offers): every play of a film rented with a screener code (a code with an e-mail) is
// logged, once per play: each opening of the YouTube player (POST /play), and each start of the self-hosted stream (its
// master playlist), never the stream info's refreshes every minute of one play.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StreamInfo } from '../../common/films.ts';
import { CODE_ALPHABET } from '../../common/offers.ts';
import { payments, promoCodes, screenerPlays } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createMovie, createRental, uniqueEmail } from '../test/factories.ts';
import { writeFakePackage } from '../test/fake-film-package.ts';

const app = sharedTestApp();

/** A code on the viewer's rental's payment: a screener when it carries an e-mail. */
async function rentWithCode(userId: number, movieId: number, email: string | null) {
  const d = await db();
  const rental = await createRental(d, userId, movieId, 5 * HOUR);
  const unique = Array.from(randomBytes(10), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  const [code] = await d.insert(promoCodes).values({ code: `SCREEN${unique}`, kind: 'free', email }).returning();
  if (!code) throw new Error('no code');
  await d.update(payments).set({ codeId: code.id }).where(eq(payments.id, rental.paymentId));
  return { rental, code };
}

const playsOf = async (codeId: number) => (await db()).select().from(screenerPlays).where(eq(screenerPlays.codeId, codeId)).orderBy(screenerPlays.id);
const pressPlay = (movieId: number, headers: Record<string, string>) => app.inject({ method: 'POST', url: `/api/movies/${movieId}/play`, headers });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

async function streamInfo(movieId: number, headers: Record<string, string>): Promise<StreamInfo> {
  const res = await get(`/api/movies/${movieId}/stream`, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('screener plays', () => {
  it('logs each opening of the YouTube player of a screener’s rental', async () => {
    const d = await db();
    const { user, headers } = await createLoggedInUser(d);
    const movie = await createMovie(d);
    const { rental, code } = await rentWithCode(user.id, movie.id, user.email);

    expect((await pressPlay(movie.id, headers)).statusCode).toBe(204);
    expect((await pressPlay(movie.id, headers)).statusCode).toBe(204);
    const plays = await playsOf(code.id);
    const play = expect.objectContaining({ userId: user.id, movieId: movie.id, rentalId: rental.id, playedAt: expect.any(Date) });
    expect(plays).toEqual([play, play]);
  });

  it('logs nothing for a code without an e-mail, a rental without a code, or an admin without a rental', async () => {
    const d = await db();
    const { user, headers } = await createLoggedInUser(d);
    const { headers: admin } = await createLoggedInUser(d, { isAdmin: true });
    const [promo, plain] = [await createMovie(d), await createMovie(d)];
    const { code } = await rentWithCode(user.id, promo.id, null);
    await createRental(d, user.id, plain.id, 5 * HOUR);
    const before = await d.select().from(screenerPlays);

    expect((await pressPlay(promo.id, headers)).statusCode).toBe(204);
    expect((await pressPlay(plain.id, headers)).statusCode).toBe(204);
    expect((await pressPlay(plain.id, admin)).statusCode).toBe(204);
    expect(await playsOf(code.id)).toEqual([]);
    expect(await d.select().from(screenerPlays)).toHaveLength(before.length);
  });

  it('logs a self-hosted play once at its start, not at the stream’s refreshes; the next play again', async () => {
    const d = await db();
    const { user, headers } = await createLoggedInUser(d, { email: uniqueEmail('critic') });
    const movie = await createMovie(d, { videoUrl: null });
    await writeFakePackage(d, app.deps.films, movie.id);
    const { code } = await rentWithCode(user.id, movie.id, user.email);

    // One play: the stream info, the master playlist, then a refresh a minute on and the requests under its token.
    const first = await streamInfo(movie.id, headers);
    expect((await get(first.playlist_url)).statusCode).toBe(200);
    const refreshed = await streamInfo(movie.id, headers);
    expect((await get(`/api/stream/${refreshed.token}/v0/index.m3u8`)).statusCode).toBe(200);
    expect((await get(`/api/stream/${refreshed.token}/v0/seg00001.ts`)).statusCode).toBe(200);
    expect(await playsOf(code.id)).toHaveLength(1);

    // The player opened again.
    const second = await streamInfo(movie.id, headers);
    expect((await get(second.playlist_url)).statusCode).toBe(200);
    expect(await playsOf(code.id)).toEqual([0, 1].map(() => expect.objectContaining({ userId: user.id, movieId: movie.id })));
  });
});
