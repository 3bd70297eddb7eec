import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { filmMessages } from '../../common/messages/films.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { movies, payments, rentals } from '../db/schema.ts';
import { writeFakePackage } from '../test/fake-film-package.ts';
import { sharedTestApp } from '../test/app.ts';
import { openCheckout, payInSandbox, verifyCheckout } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createMovie, createPendingPayment, createRental } from '../test/factories.ts';

const app = sharedTestApp();

async function paymentOf(sessionId: string) {
  const [payment] = await (await db()).select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  return payment;
}
async function rentalsOf(sessionId: string) {
  return (await db()).select().from(rentals).where(eq(rentals.checkoutSessionId, sessionId));
}

describe('POST /api/payments/create-checkout-session', () => {
  it('needs a session', async () => {
    const movie = await createMovie(await db());
    const res = await openCheckout(app, {}, { movieId: movie.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: serverMessages.authRequired });
  });

  it('records a pending payment at the database price (ignoring the client) and answers the sandbox url', async () => {
    const d = await db();
    const movie = await createMovie(d, { priceCents: 799, rentalDurationHours: 72 });
    const { user, headers } = await createLoggedInUser(d);
    const res = await openCheckout(app, headers, { movieId: String(movie.id), priceId: 'price_free', price: 0 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.session_id).toMatch(/^cs_sandbox_[\w-]{24}$/);
    expect(body).toEqual({ url: `/sandbox/checkout/${body.session_id}`, checkout_url: `/sandbox/checkout/${body.session_id}`, session_id: body.session_id });
    expect(await paymentOf(body.session_id)).toMatchObject({
      userId: user.id,
      movieId: movie.id,
      amountCents: 799,
      rentalDurationHours: 72,
      status: 'pending',
      provider: 'sandbox',
    });
  });

  it("snapshots the film's window to start on the payment (null for a film without one)", async () => {
    const d = await db();
    const windowed = await createMovie(d, { startWindowDays: 30 });
    const plain = await createMovie(d);
    const { headers } = await createLoggedInUser(d);
    const windowedSession = (await openCheckout(app, headers, { movieId: windowed.id })).json().session_id;
    const plainSession = (await openCheckout(app, headers, { movieId: plain.id })).json().session_id;
    expect(await paymentOf(windowedSession)).toMatchObject({ startWindowDays: 30, rentalDurationHours: 48, status: 'pending' });
    expect(await paymentOf(plainSession)).toMatchObject({ startWindowDays: null, status: 'pending' });

    // Changing the film afterwards does not change what the open session sells.
    await d.update(movies).set({ startWindowDays: 7 }).where(eq(movies.id, windowed.id));
    expect(await paymentOf(windowedSession)).toMatchObject({ startWindowDays: 30 });
  });

  it.each([
    [{}, 400, paymentMessages.movieRequired],
    [{ movieId: 'abc' }, 400, paymentMessages.movieRequired],
    [{ movieId: -3 }, 400, paymentMessages.movieRequired],
    [{ movieId: 2_000_000_000 }, 404, 'Movie not found'],
    // Beyond PostgreSQL's integer: names no movie, and never reaches the database.
    [{ movieId: 2_147_483_648 }, 400, paymentMessages.movieRequired],
    [{ movieId: '99999999999' }, 400, paymentMessages.movieRequired],
    [{ movieId: 1.5 }, 400, paymentMessages.movieRequired],
    [{ movieId: true }, 400, paymentMessages.movieRequired],
    [{ movieId: [1] }, 400, paymentMessages.movieRequired],
  ])('refuses %j with %i', async (payload, status, error) => {
    const { headers } = await createLoggedInUser(await db());
    const res = await openCheckout(app, headers, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
  });

  it('refuses an inactive movie (400) and a movie the viewer is already renting (409), recording no payment', async () => {
    const d = await db();
    const inactive = await createMovie(d, { isActive: false });
    const rented = await createMovie(d);
    const { user, headers } = await createLoggedInUser(d);
    await createRental(d, user.id, rented.id, HOUR);
    const before = await d.select().from(payments).where(eq(payments.userId, user.id));

    const refusedInactive = await openCheckout(app, headers, { movieId: inactive.id });
    expect(refusedInactive.statusCode).toBe(400);
    expect(refusedInactive.json()).toEqual({ error: paymentMessages.movieUnavailable });
    const refusedRented = await openCheckout(app, headers, { movieId: rented.id });
    expect(refusedRented.statusCode).toBe(409);
    expect(refusedRented.json()).toEqual({ error: paymentMessages.alreadyRented });
    expect(await d.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(before.length);
  });
});

describe('POST /api/payments/create-checkout-session: a movie with nothing to play', () => {
  it("is refused (409 'coming soon'), paid or free, recording no payment; a packaged film without a link is sold", async () => {
    const d = await db();
    const nothing = await createMovie(d, { videoUrl: null });
    const free = await createMovie(d, { videoUrl: null, priceCents: 0 });
    const packaged = await createMovie(d, { videoUrl: null });
    await writeFakePackage(d, app.deps.films, packaged.id);
    const { user, headers } = await createLoggedInUser(d);
    for (const movie of [nothing, free]) {
      const res = await openCheckout(app, headers, { movieId: movie.id });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 409, body: { error: filmMessages.notPlayable } });
    }
    expect(await d.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    expect(await d.select().from(rentals).where(eq(rentals.userId, user.id))).toEqual([]);
    const sold = await openCheckout(app, headers, { movieId: packaged.id });
    expect(sold.statusCode).toBe(200);
    expect(await paymentOf(sold.json().session_id)).toMatchObject({ movieId: packaged.id, status: 'pending' });
  });
});

describe('sandbox checkout', () => {
  async function startCheckout(overrides: Parameters<typeof createMovie>[1] = {}) {
    const d = await db();
    const movie = await createMovie(d, { priceCents: 499, rentalDurationHours: 48, ...overrides });
    const viewer = await createLoggedInUser(d);
    const { session_id: sessionId } = (await openCheckout(app, viewer.headers, { movieId: movie.id })).json();
    return { movie, viewer, sessionId: sessionId as string };
  }

  it('shows the movie, the amount and the card form', async () => {
    const { movie, sessionId } = await startCheckout({ title: 'Salt & Static' });
    const res = await app.inject({ url: `/sandbox/checkout/${sessionId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Salt &amp; Static');
    expect(res.body).toContain('$4.99');
    expect(res.body).toContain('name="card_number"');
    expect(res.body).toContain('href="/payment/cancel"');
    expect(movie.id).toBeGreaterThan(0);
  });

  it('pays with 4242 4242 4242 4242: completes the payment, grants one rental of the bought duration, redirects to success', async () => {
    const { movie, viewer, sessionId } = await startCheckout();
    const started = Date.now();
    const res = await payInSandbox(app, sessionId, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payment/success?session_id=${sessionId}&movie_id=${movie.id}`);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'completed' });
    const [rental, ...more] = await rentalsOf(sessionId);
    expect(more).toHaveLength(0);
    expect(rental).toMatchObject({ userId: viewer.user.id, movieId: movie.id, amountPaidCents: 499, isActive: true });
    expect(rental!.rentalEnd!.getTime() - rental!.rentalStart.getTime()).toBe(48 * HOUR);
    expect(rental!.rentalStart.getTime()).toBeGreaterThanOrEqual(started - 1000);

    // Paying again (a double submit, the back button) changes nothing.
    const again = await payInSandbox(app, sessionId, '4242424242424242');
    expect(again.statusCode).toBe(303);
    expect(await rentalsOf(sessionId)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002: a failed payment, no rental, and the decline text', async () => {
    const { sessionId } = await startCheckout();
    const res = await payInSandbox(app, sessionId, '4000 0000 0000 0002');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your card was declined.');
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(await rentalsOf(sessionId)).toHaveLength(0);

    // A good card after a decline still pays.
    expect((await payInSandbox(app, sessionId, '4242424242424242')).statusCode).toBe(303);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'completed', failureCode: null });
  });

  it('refuses other card numbers without touching the payment', async () => {
    const { sessionId } = await startCheckout();
    const res = await payInSandbox(app, sessionId, '1234');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(paymentMessages.cardInvalid);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'pending' });
  });

  it('sends a second click to the unpaid session it already opened, and opens a new one once the price changes', async () => {
    const d = await db();
    const { movie, viewer, sessionId } = await startCheckout();
    const again = await openCheckout(app, viewer.headers, { movieId: movie.id });
    expect(again.json().session_id).toBe(sessionId);
    expect(await d.select().from(payments).where(eq(payments.userId, viewer.user.id))).toHaveLength(1);

    await d.update(movies).set({ priceCents: 599 }).where(eq(movies.id, movie.id));
    const repriced = (await openCheckout(app, viewer.headers, { movieId: movie.id })).json();
    expect(repriced.session_id).not.toBe(sessionId);
    expect(await paymentOf(repriced.session_id)).toMatchObject({ amountCents: 599, status: 'pending' });
  });

  it('opens a new session, not the pending one, once the window to start changes (changed, removed, added)', async () => {
    const d = await db();
    const { movie, viewer, sessionId } = await startCheckout({ startWindowDays: 30 });
    const sessions = [sessionId];
    for (const startWindowDays of [14, null, 7]) {
      await d.update(movies).set({ startWindowDays }).where(eq(movies.id, movie.id));
      const reopened = (await openCheckout(app, viewer.headers, { movieId: movie.id })).json().session_id as string;
      expect(sessions).not.toContain(reopened);
      expect(await paymentOf(reopened)).toMatchObject({ startWindowDays, status: 'pending' });
      sessions.push(reopened);
      // The same rules again: the session just opened is the one resumed.
      expect((await openCheckout(app, viewer.headers, { movieId: movie.id })).json().session_id).toBe(reopened);
    }
  });

  it('never charges a viewer twice for one movie: a second session paid while renting is refused, uncharged', async () => {
    const d = await db();
    const { movie, viewer, sessionId } = await startCheckout();
    // A second session opened before the first was paid (say, in another tab at another price).
    const second = await createPendingPayment(
      d,
      { userId: viewer.user.id, movieId: movie.id },
      { amountCents: 399, provider: 'sandbox', checkoutSessionId: `cs_sandbox_${randomUUID()}` },
    );

    expect((await payInSandbox(app, sessionId, '4242424242424242')).statusCode).toBe(303);
    const refused = await payInSandbox(app, second.checkoutSessionId, '4242424242424242');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(paymentMessages.alreadyRentedNotCharged);
    expect(await paymentOf(second.checkoutSessionId)).toMatchObject({ status: 'failed', failureCode: 'already_rented', completedAt: null });
    const held = await d.select().from(rentals).where(and(eq(rentals.userId, viewer.user.id), eq(rentals.movieId, movie.id)));
    expect(held.map((r) => r.checkoutSessionId)).toEqual([sessionId]);
  });

  it('answers 404 for an unknown session', async () => {
    expect((await app.inject({ url: '/sandbox/checkout/cs_sandbox_nope' })).statusCode).toBe(404);
    expect((await payInSandbox(app, 'cs_sandbox_nope', '4242424242424242')).statusCode).toBe(404);
  });
});

describe('a free film (price 0)', () => {
  it('is granted at once without checkout, as a completed $0.00 payment, and verifies on the success page', async () => {
    const d = await db();
    const movie = await createMovie(d, { priceCents: 0, rentalDurationHours: 48 });
    const viewer = await createLoggedInUser(d);
    const res = await openCheckout(app, viewer.headers, { movieId: movie.id });
    expect(res.statusCode).toBe(200);
    const { url, session_id: sessionId } = res.json();
    expect(sessionId).toMatch(/^free_/);
    expect(url).toBe(`http://localhost:3000/payment/success?session_id=${sessionId}&movie_id=${movie.id}`);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'completed', amountCents: 0, provider: 'free' });
    const [rental] = await rentalsOf(sessionId);
    expect(rental!.rentalEnd!.getTime() - rental!.rentalStart.getTime()).toBe(48 * HOUR);

    const verified = await verifyCheckout(app, viewer.headers, { session_id: sessionId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ movie_id: movie.id, amount: 0, rental_duration: 48 });

    const again = await openCheckout(app, viewer.headers, { movieId: movie.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: paymentMessages.alreadyRented });
  });
});

describe('a checkout opened before the movie was taken off the site', () => {
  it('can no longer be paid in the sandbox: no rental, nothing charged', async () => {
    const d = await db();
    const movie = await createMovie(d, { priceCents: 499 });
    const viewer = await createLoggedInUser(d);
    const { session_id: sessionId } = (await openCheckout(app, viewer.headers, { movieId: movie.id })).json();
    await d.update(movies).set({ isActive: false }).where(eq(movies.id, movie.id));

    const page = await app.inject({ method: 'GET', url: `/sandbox/checkout/${sessionId}` });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(paymentMessages.movieUnavailable);
    const paid = await payInSandbox(app, sessionId, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(409);
    expect(paid.body).toContain(paymentMessages.movieUnavailable);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'pending' });
    expect(await rentalsOf(sessionId)).toEqual([]);
  });
});
