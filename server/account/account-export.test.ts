// What an account holder can read of their own account: the export of everything kept about them, and their payments.
import { describe, expect, it } from 'vitest';
import { accountExportSchema, accountPaymentsResponseSchema } from '../../common/account.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { hashToken } from '../auth/sessions.ts';
import { sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { createGift } from '../gifts/gift-test-helpers.ts';
import { createBundle, createLoggedInUser, createMovie } from '../test/factories.ts';
import { bystander, viewerWithHistory } from './account-viewers.ts';

const app = sharedTestApp();

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /api/account/export', () => {
  it('refuses a visitor', async () => {
    const res = await get('/api/account/export');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: serverMessages.authRequired });
  });

  it('is one JSON file of the account, its rentals, payments, reviews, watch positions, subscription and e-mails', async () => {
    const viewer = await viewerWithHistory();
    const other = await bystander(viewer.movies.watched.id);

    const res = await get('/api/account/export', viewer.headers);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="account-export-${new Date().toISOString().slice(0, 10)}.json"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = accountExportSchema.strict().parse(res.json());
    expect(data.account).toEqual({
      id: viewer.user.id,
      email: viewer.user.email,
      first_name: `Zelda${viewer.tag}`,
      last_name: 'Viewer',
      role: 'user',
      created_at: viewer.user.createdAt.toISOString(),
    });
    expect(data.rentals).toEqual([
      expect.objectContaining({ id: viewer.running.rental?.id, movie_title: viewer.movies.watched.title, amount_paid: 5.99, is_active: true }),
      expect.objectContaining({ id: viewer.gaveBack.rental?.id, movie_title: viewer.movies.refunded.title, is_active: false }),
    ]);
    expect(data.payments.map((payment) => [payment.movie_title, payment.status, payment.provider])).toEqual([
      [viewer.movies.watched.title, 'completed', 'sandbox'],
      [viewer.movies.pendingMovie.title, 'pending', 'sandbox'],
      [viewer.movies.refunded.title, 'refunded', 'sandbox'],
    ]);
    // Where each checkout's visit came from, as kept for insight (docs/product.md#filmmaker-insight): these payments were
    // written without a checkout, so without one.
    expect(data.payments.map((payment) => [payment.source, payment.country])).toEqual(Array(3).fill([null, null]));
    expect(data.reviews).toEqual([
      expect.objectContaining({ id: viewer.review.id, movie_id: viewer.movies.watched.id, rating: 4, comment: viewer.review.comment }),
    ]);
    expect(data.watch_positions).toEqual([
      expect.objectContaining({ movie_id: viewer.movies.watched.id, movie_title: viewer.movies.watched.title, position_seconds: 2_530 }),
    ]);
    expect(data.newsletter).toEqual(expect.objectContaining({ email: `fan-${viewer.tag}@example.com`, is_active: true, unsubscribed_at: null }));
    expect(data.emails.map((email) => [email.kind, email.status])).toEqual(expect.arrayContaining([['receipt', 'sent'], ['reminder', 'pending']]));
    expect(data.emails).toHaveLength(2);

    // No secret, no provider handle, nothing of anyone else.
    const text = res.body;
    for (const leak of [
      viewer.user.passwordHash,
      viewer.token,
      viewer.secondToken,
      hashToken(viewer.token),
      `unsub-${viewer.tag}`,
      viewer.running.payment.checkoutSessionId,
      other.user.email,
      other.review.comment === viewer.review.comment ? 'no-such-text' : other.review.comment,
      'password',
      'token',
    ]) {
      expect(text).not.toContain(leak);
    }
  });

  it('lists the gifts the account paid for with the message written, never their redemption links or unpaid ones', async () => {
    const d = await db();
    const giver = await createLoggedInUser(d);
    const [film, bundled] = [await createMovie(d, { title: 'Given Film' }), await createMovie(d, { title: 'Bundled Film' })];
    const bundle = await createBundle(d, [film.id, bundled.id], 800, { title: 'Given Bundle' });
    const given = await createGift(d, giver.user.id, { item: { movieId: film.id }, message: 'Happy birthday!', recipientEmail: 'pal@example.com', amountCents: 499 });
    const bundleGift = await createGift(d, giver.user.id, { item: { bundleId: bundle.id }, amountCents: 800 });
    await createGift(d, giver.user.id, { item: { movieId: film.id }, status: 'pending' });

    const res = await get('/api/account/export', giver.headers);
    const data = accountExportSchema.strict().parse(res.json());
    expect(data.gifts_given).toEqual([
      expect.objectContaining({ id: bundleGift.gift.id, title: 'Given Bundle', bundle_id: bundle.id, amount: 8, message: null }),
      expect.objectContaining({ id: given.gift.id, title: 'Given Film', movie_id: film.id, recipient_email: 'pal@example.com', message: 'Happy birthday!', amount: 4.99 }),
    ]);
    expect(res.body).not.toContain(given.gift.token);
    expect(res.body).not.toContain(bundleGift.gift.token);
  });

  it('answers a new account with its details and empty lists', async () => {
    const viewer = await createLoggedInUser(await db());
    const data = accountExportSchema.parse((await get('/api/account/export', viewer.headers)).json());
    expect(data).toEqual(
      expect.objectContaining({ rentals: [], payments: [], reviews: [], watch_positions: [], newsletter: null, emails: [], gifts_given: [] }),
    );
    expect(data.account.email).toBe(viewer.user.email);
  });
});

describe('GET /api/account/payments', () => {
  it('lists the viewer’s own payments, newest first, whatever became of them', async () => {
    const viewer = await viewerWithHistory();
    await bystander(viewer.movies.watched.id);

    const res = await get('/api/account/payments', viewer.headers);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { payments: listed } = accountPaymentsResponseSchema.strict().parse(res.json());
    expect(listed.map((payment) => [payment.id, payment.status])).toEqual([
      [viewer.running.payment.id, 'completed'],
      [viewer.pending.payment.id, 'pending'],
      [viewer.gaveBack.payment.id, 'refunded'],
    ]);
    expect(listed[0]).toEqual(expect.objectContaining({ movie_title: viewer.movies.watched.title, amount: 5.99, currency: 'usd' }));
  });

  it('refuses a visitor', async () => {
    expect((await get('/api/account/payments')).statusCode).toBe(401);
  });
});
