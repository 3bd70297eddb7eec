// Every delivery request checked against the token and the viewer's right to watch (docs/decisions/0015): tampered,
// expired, revoked and ended rentals are refused.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filmMessages } from '../../../common/messages/films.ts';
import { rentals, sessions } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { HOUR } from '../../test/durations.ts';
import { createRental } from '../../test/factories.ts';
import { advanceClock, deliveryRequests, PAST_CACHE_MS } from './delivery-requests.ts';
import { signStreamToken, streamTokenKey, STREAM_TOKEN_TTL_SECONDS } from './tokens.ts';

const app = sharedTestApp();
const { get, streamInfo, packagedMovie, renter, tokenFor, expectAllRefused, expectAllServed } = deliveryRequests(app);

afterEach(() => {
  vi.useRealTimers();
});

describe('the token', () => {
  it('is required, and refused when it is garbage or tampered with', async () => {
    const { movie } = await packagedMovie();
    const { token } = await tokenFor(movie.id, (await renter(movie.id)).headers);
    for (const url of ['/api/stream/master.m3u8', '/api/stream//master.m3u8', '/api/stream/v0/seg00000.ts', '/api/stream/key']) {
      const res = await get(url);
      expect({ url, served: res.statusCode === 200 }).toEqual({ url, served: false });
    }
    await expectAllRefused('garbage', filmMessages.streamLinkInvalid);
    const [payload = '', signature = ''] = token.split('.');
    const decoded = Buffer.from(payload, 'base64url').toString();
    const otherMovie = Buffer.from(decoded.replace(`:${movie.id}:`, `:${movie.id + 1}:`)).toString('base64url');
    const later = Buffer.from(decoded.replace(/:\d+$/, ':9999999999')).toString('base64url');
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    // The signature's last character has 2 spare bits: this spelling decodes to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spareBits = signature.slice(0, -1) + alphabet[alphabet.indexOf(signature.slice(-1)) ^ 1];
    expect(Buffer.from(spareBits, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    for (const tampered of [
      `${otherMovie}.${signature}`,
      `${later}.${signature}`,
      `${payload}.${flip(signature, 0)}`,
      `${payload}.${flip(signature, signature.length - 1)}`,
      `${payload}.${spareBits}`,
      `${flip(payload, 0)}.${signature}`,
      `${payload}.${signature}A`,
      payload,
      `${payload}.`,
    ]) {
      await expectAllRefused(tampered, filmMessages.streamLinkInvalid);
    }
    await expectAllServed(token);
  });

  it('expires after a few minutes', async () => {
    const { movie } = await packagedMovie();
    const { token } = await tokenFor(movie.id, (await renter(movie.id)).headers);
    advanceClock(STREAM_TOKEN_TTL_SECONDS * 1000 + 1000);
    await expectAllRefused(token, filmMessages.streamLinkExpired);
  });

  it("of another movie serves that movie's bytes only, and only to whoever may watch it", async () => {
    const { movie: rented, pkg: rentedPkg } = await packagedMovie();
    const { movie: other } = await packagedMovie();
    const { user, headers, rental } = await renter(rented.id);
    const own = await tokenFor(rented.id, headers);
    const segment = await get(`/api/stream/${own.token}/v0/seg00000.ts`);
    expect(segment.rawPayload.equals(rentedPkg.segments.get('v0/seg00000.ts') ?? Buffer.alloc(0))).toBe(true);
    // Signed with the real key for the same viewer and login, but for a movie they do not rent.
    const [session] = await (await db()).select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    const key = await streamTokenKey(await db());
    const forged = signStreamToken(key, {
      userId: user.id,
      movieId: other.id,
      sessionId: session?.id ?? 0,
      expiresAt: Math.floor(rental.rentalEnd!.getTime() / 1000),
    });
    await expectAllRefused(forged, filmMessages.rentToWatch);
    const refusedInfo = await streamInfo(other.id, headers);
    expect(refusedInfo.statusCode).toBe(403);
  });

  it('stops working within the cache window after a refund', async () => {
    const { movie } = await packagedMovie();
    const { headers, rental } = await renter(movie.id);
    const { token } = await tokenFor(movie.id, headers);
    await expectAllServed(token);
    await (await db()).update(rentals).set({ isActive: false }).where(eq(rentals.id, rental.id));
    advanceClock(PAST_CACHE_MS);
    await expectAllRefused(token, filmMessages.rentToWatch);
  });

  it('stops working within the cache window after logout', async () => {
    const { movie } = await packagedMovie();
    const { headers } = await renter(movie.id);
    const { token } = await tokenFor(movie.id, headers);
    await expectAllServed(token);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
    advanceClock(PAST_CACHE_MS);
    await expectAllRefused(token, filmMessages.rentToWatch);
  });

  it('stops working at the end of the rental, and within the window when the rental is cut short', async () => {
    const { movie } = await packagedMovie();
    const ending = await renter(movie.id, 20_000);
    const { token: endingToken } = await tokenFor(movie.id, ending.headers);
    const cut = await renter(movie.id);
    const { token: cutToken } = await tokenFor(movie.id, cut.headers);
    await expectAllServed(endingToken);
    await expectAllServed(cutToken);
    await (await db()).update(rentals).set({ rentalEnd: new Date(Date.now() - 1000) }).where(eq(rentals.id, cut.rental.id));
    advanceClock(PAST_CACHE_MS);
    await expectAllRefused(endingToken, filmMessages.streamLinkExpired);
    await expectAllRefused(cutToken, filmMessages.rentToWatch);
  });

  it('issued again after a refusal works at once (a fresh right replaces the refusal kept)', async () => {
    const { movie } = await packagedMovie();
    const { user, headers, rental } = await renter(movie.id);
    const { token } = await tokenFor(movie.id, headers);
    await (await db()).update(rentals).set({ isActive: false }).where(eq(rentals.id, rental.id));
    advanceClock(PAST_CACHE_MS);
    await expectAllRefused(token, filmMessages.rentToWatch);
    await createRental(await db(), user.id, movie.id, HOUR);
    await expectAllServed((await tokenFor(movie.id, headers)).token);
  });
});
