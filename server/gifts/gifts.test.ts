// A gift's public page (GET /api/gifts/{token}) and the giver's list (GET /api/account/gifts), docs/product.md#offers:
// the state worked out when read, never the giver's e-mail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '../../common/messages/offers.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { gifts, users } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createBundle, createLoggedInUser, createMovie } from '../test/factories.ts';
import { expectRefusal } from '../test/refusals.ts';
import { createGift, giftRequests } from './gift-test-helpers.ts';

const app = sharedTestApp();
const { getGift, redeem, givenGifts } = giftRequests(app);

async function giver(firstName = 'Ana') {
  return createLoggedInUser(await db(), { firstName });
}

describe('GET /api/gifts/:token', () => {
  it('answers a film given with its giver’s first name and message, pending until its delivery time, never the giver’s e-mail', async () => {
    const d = await db();
    const { user } = await giver('Ana');
    const movie = await createMovie(d, { thumbnailUrl: '/uploads/movies/thumb.jpg' });
    const deliverAt = new Date(Date.now() + 24 * HOUR);
    const { gift } = await createGift(d, user.id, { item: { movieId: movie.id }, deliverAt, message: 'Happy birthday!' });

    const res = await getGift(gift.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      movie: { id: movie.id, title: movie.title, thumbnail_url: '/uploads/movies/thumb.jpg' },
      bundle: null,
      from_name: 'Ana',
      message: 'Happy birthday!',
      deliver_at: deliverAt.toISOString(),
      state: 'pending',
    });
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain(gift.recipientEmail);
  });

  it('is sent once paid with no delivery time, or once its delivery time has passed', async () => {
    const d = await db();
    const { user } = await giver();
    const movie = await createMovie(d);
    const atOnce = await createGift(d, user.id, { item: { movieId: movie.id } });
    const delivered = await createGift(d, user.id, { item: { movieId: movie.id }, deliverAt: new Date(Date.now() - HOUR) });
    expect((await getGift(atOnce.gift.token)).json()).toMatchObject({ state: 'sent', deliver_at: null, message: null });
    expect((await getGift(delivered.gift.token)).json()).toMatchObject({ state: 'sent' });
  });

  it('is redeemed once redeemed, and cancelled once cancelled or its payment refunded', async () => {
    const d = await db();
    const { user } = await giver();
    const { headers } = await createLoggedInUser(d);
    const movie = await createMovie(d);
    const redeemed = await createGift(d, user.id, { item: { movieId: movie.id } });
    expect((await redeem(redeemed.gift.token, headers)).statusCode).toBe(200);
    const cancelled = await createGift(d, user.id, { item: { movieId: movie.id } });
    await d.update(gifts).set({ cancelledAt: new Date() }).where(eq(gifts.id, cancelled.gift.id));
    const refunded = await createGift(d, user.id, { item: { movieId: movie.id }, status: 'refunded' });

    expect((await getGift(redeemed.gift.token)).json()).toMatchObject({ state: 'redeemed' });
    expect((await getGift(cancelled.gift.token)).json()).toMatchObject({ state: 'cancelled' });
    expect((await getGift(refunded.gift.token)).json()).toMatchObject({ state: 'cancelled' });
  });

  it('answers a bundle given with its films in order, the first as the movie', async () => {
    const d = await db();
    const { user } = await giver();
    const [first, second] = [await createMovie(d), await createMovie(d, { thumbnailUrl: null })];
    const bundle = await createBundle(d, [first.id, second.id]);
    const { gift } = await createGift(d, user.id, { item: { bundleId: bundle.id } });

    const films = [
      { id: first.id, title: first.title, thumbnail_url: first.thumbnailUrl },
      { id: second.id, title: second.title, thumbnail_url: null },
    ];
    expect((await getGift(gift.token)).json()).toMatchObject({ movie: films[0], bundle: { id: bundle.id, title: bundle.title, movies: films } });
  });

  it('says a friend sent it once the giver closed their account (their name is erased)', async () => {
    const d = await db();
    const { user } = await giver('Ana');
    const { gift } = await createGift(d, user.id, { item: { movieId: (await createMovie(d)).id } });
    await d.update(users).set({ firstName: '', lastName: '', deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await getGift(gift.token)).json()).toMatchObject({ from_name: offerMessages.giftFromFriend });
  });

  it('refuses an unknown token, and a gift whose payment never completed, with 404', async () => {
    const d = await db();
    const { user } = await giver();
    const movie = await createMovie(d);
    const open = await createGift(d, user.id, { item: { movieId: movie.id }, status: 'pending' });
    const failed = await createGift(d, user.id, { item: { movieId: movie.id }, status: 'failed' });
    for (const token of ['no-such-gift', open.gift.token, failed.gift.token, 'not a token!', 'x'.repeat(201)]) {
      expectRefusal(await getGift(token), 404, offerMessages.giftNotFound);
    }
  });
});

describe('GET /api/account/gifts', () => {
  it('lists the viewer’s paid gifts newest first, with their state, and nobody else’s', async () => {
    const d = await db();
    const { user, headers } = await giver();
    const { user: other } = await giver();
    const movie = await createMovie(d);
    const bundle = await createBundle(d, [movie.id, (await createMovie(d)).id]);
    const deliverAt = new Date(Date.now() + 48 * HOUR);
    const older = await createGift(d, user.id, { item: { movieId: movie.id }, amountCents: 399 });
    await d.update(gifts).set({ createdAt: new Date(Date.now() - HOUR) }).where(eq(gifts.id, older.gift.id));
    const newer = await createGift(d, user.id, { item: { bundleId: bundle.id }, deliverAt, amountCents: 999 });
    const refunded = await createGift(d, user.id, { item: { movieId: movie.id }, status: 'refunded' });
    await createGift(d, user.id, { item: { movieId: movie.id }, status: 'pending' });
    await createGift(d, user.id, { item: { movieId: movie.id }, status: 'failed' });
    await createGift(d, other.id, { item: { movieId: movie.id } });
    const { headers: friend } = await createLoggedInUser(d);
    expect((await redeem(older.gift.token, friend)).statusCode).toBe(200);

    const res = await givenGifts(headers);
    expect(res.statusCode).toBe(200);
    const listed = res.json().gifts;
    expect(listed.map((gift: { id: number }) => gift.id)).toEqual([refunded.gift.id, newer.gift.id, older.gift.id]);
    expect(listed[1]).toEqual({
      id: newer.gift.id,
      title: bundle.title,
      movie_id: null,
      bundle_id: bundle.id,
      recipient_email: newer.gift.recipientEmail,
      deliver_at: deliverAt.toISOString(),
      state: 'pending',
      redeemed_at: null,
      created_at: newer.gift.createdAt.toISOString(),
      amount: 9.99,
    });
    expect(listed[0]).toMatchObject({ title: movie.title, movie_id: movie.id, bundle_id: null, state: 'cancelled' });
    expect(listed[2]).toMatchObject({ state: 'redeemed', amount: 3.99, redeemed_at: expect.any(String) });
  });

  it('needs a session', async () => {
    expectRefusal(await givenGifts(), 401, serverMessages.authRequired);
  });
});
