// Buying a bundle (docs/product.md#offers): one payment, one rental per film in one transaction, films already rented
// left out and their price off, the films' own rules, and every refusal.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { filmMessages } from '../../common/messages/films.ts';
import { offerMessages } from '../../common/messages/offers.ts';
import { paymentMessages } from '../../common/messages/payments.ts';
import { bundles, emailMessages, movies, payments, rentals } from '../db/schema.ts';
import { nextIp, sharedTestApp } from '../test/app.ts';
import { openCheckout, payInSandbox, verifyCheckout } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createBundle, createCode, createLoggedInUser, createMovie, createPurchase } from '../test/factories.ts';
import { expectRefusal } from '../test/refusals.ts';

const app = sharedTestApp();

async function paymentOf(sessionId: string) {
  const [payment] = await (await db()).select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  return payment;
}
const rentalsOf = async (sessionId: string) => (await db()).select().from(rentals).where(eq(rentals.checkoutSessionId, sessionId)).orderBy(rentals.id);
const checkout = (headers: Record<string, string>, payload: unknown) => openCheckout(app, headers, payload, nextIp());

/** Three films (at $3, $4 and $5, with their own rules) in a $9.00 bundle, and a viewer. */
async function bundleOfThree(priceCents = 900) {
  const d = await db();
  const films = [
    await createMovie(d, { title: 'Ash', priceCents: 300, rentalDurationHours: 24 }),
    await createMovie(d, { title: 'Birch', priceCents: 400, rentalDurationHours: 72, startWindowDays: 7 }),
    await createMovie(d, { title: 'Cedar', priceCents: 500, rentalDurationHours: 168 }),
  ];
  const bundle = await createBundle(d, films.map((film) => film.id), priceCents, { title: 'Trees' });
  return { d, films, bundle, viewer: await createLoggedInUser(d) };
}

describe('create-checkout-session with a bundle', () => {
  it('records one pending payment for the bundle (no film, no rules of its own) and names its films on the sandbox page', async () => {
    const { bundle, viewer } = await bundleOfThree();
    const res = await checkout(viewer.headers, { bundleId: bundle.id });
    expect(res.statusCode).toBe(200);
    const sessionId = res.json().session_id as string;
    expect(await paymentOf(sessionId)).toMatchObject({
      bundleId: bundle.id,
      movieId: null,
      rentalDurationHours: null,
      startWindowDays: null,
      amountCents: 900,
      status: 'pending',
    });
    const page = await app.inject({ url: `/sandbox/checkout/${sessionId}` });
    expect(page.body).toContain('Bundle: Trees (3 films)');
    expect(page.body).toContain('Ash, Birch, Cedar');
    expect(page.body).toContain('$9.00');
  });

  it('paid: one rental per film in one go, each under its own rules, the amount spread by price to the cent', async () => {
    const { films, bundle, viewer } = await bundleOfThree(1000);
    const sessionId = (await checkout(viewer.headers, { bundleId: bundle.id })).json().session_id as string;
    const paid = await payInSandbox(app, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/success?session_id=${sessionId}&bundle_id=${bundle.id}`);

    const granted = await rentalsOf(sessionId);
    expect(granted.map((rental) => rental.movieId)).toEqual(films.map((film) => film.id));
    const [payment] = [await paymentOf(sessionId)];
    expect(new Set(granted.map((rental) => rental.paymentId))).toEqual(new Set([payment!.id]));
    // $10.00 over $3/$4/$5: 250, 333.3, 416.7 -> 250, 333, 417.
    expect(granted.map((rental) => rental.amountPaidCents)).toEqual([250, 333, 417]);
    expect(granted.map((rental) => rental.rentalDurationHours)).toEqual([24, 72, 168]);
    expect(granted[1]).toMatchObject({ rentalEnd: null });
    expect(granted[1]!.startsBy!.getTime() - granted[1]!.rentalStart.getTime()).toBe(7 * 24 * HOUR);
    expect(granted[0]!.rentalEnd!.getTime() - granted[0]!.rentalStart.getTime()).toBe(24 * HOUR);
    expect(new Set(granted.map((rental) => rental.rentalStart.getTime())).size).toBe(1);

    const verified = await verifyCheckout(app, viewer.headers, { session_id: sessionId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      kind: 'bundle',
      movie_id: null,
      movie_title: 'Trees',
      amount: 10,
      rental_duration: null,
      state: null,
      gift: null,
      bundle: {
        id: bundle.id,
        title: 'Trees',
        rentals: [
          { movie_id: films[0]!.id, movie_title: 'Ash', state: 'watching' },
          { movie_id: films[1]!.id, movie_title: 'Birch', state: 'not_started', expires_at: null },
          { movie_id: films[2]!.id, movie_title: 'Cedar', state: 'watching' },
        ],
      },
    });
  });

  it('sends one receipt for the bundle, naming each film it granted with its times, and each film its own reminders', async () => {
    const { d, films, bundle, viewer } = await bundleOfThree(900);
    await createPurchase(d, viewer.user.id, films[2]!.id, { cents: 400 });
    const sessionId = (await checkout(viewer.headers, { bundleId: bundle.id })).json().session_id as string;
    await payInSandbox(app, sessionId);
    await payInSandbox(app, sessionId);
    const granted = await rentalsOf(sessionId);
    const queued = await d.select().from(emailMessages).where(inArray(emailMessages.rentalId, granted.map((rental) => rental.id)));
    const receipts = queued.filter((email) => email.kind === 'receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ recipientEmail: viewer.user.email, subject: 'Your receipt: Trees' });
    const message = receipts[0]!.message;
    expect(message).toContain('Bundle: Trees\nAmount paid: $5.00');
    expect(message).toMatch(/Movie: Ash\nWatch until: .+\nStart watching: http.+\/movies\//);
    expect(message).toMatch(/Movie: Birch\nStart by .+\n72 hours to finish once you press play/);
    expect(message).not.toContain('Cedar');
    // Ash's clock runs: its end reminder is its own (Birch's waits for its first play, within a week).
    expect(queued.filter((email) => email.kind === 'reminder').map((email) => email.rentalId)).toEqual([granted[0]!.id]);
  });

  it('leaves out the films the viewer rents, taking what they paid off the price, never below 0', async () => {
    const { d, films, bundle, viewer } = await bundleOfThree(900);
    await createPurchase(d, viewer.user.id, films[1]!.id, { cents: 350 });
    const sessionId = (await checkout(viewer.headers, { bundleId: bundle.id })).json().session_id as string;
    expect(await paymentOf(sessionId)).toMatchObject({ amountCents: 550 });
    const page = await app.inject({ url: `/sandbox/checkout/${sessionId}` });
    expect(page.body).toContain('Bundle: Trees (2 films)');
    expect(page.body).toContain('Ash, Cedar');
    expect(page.body).toContain('Films you already rent: $3.50 off');
    await payInSandbox(app, sessionId);
    const granted = await rentalsOf(sessionId);
    expect(granted.map((rental) => rental.movieId)).toEqual([films[0]!.id, films[2]!.id]);
    // $5.50 over $3/$5.
    expect(granted.map((rental) => rental.amountPaidCents)).toEqual([206, 344]);
  });

  it('is free when what the viewer paid covers it: the free path, and the rentals of the films they lack', async () => {
    const { d, films, bundle, viewer } = await bundleOfThree(600);
    await createPurchase(d, viewer.user.id, films[0]!.id, { cents: 300 });
    await createPurchase(d, viewer.user.id, films[2]!.id, { cents: 500 });
    const res = await checkout(viewer.headers, { bundleId: bundle.id });
    expect(res.statusCode).toBe(200);
    const sessionId = res.json().session_id as string;
    expect(res.json().url).toBe(`http://localhost:3000/payment/success?session_id=${sessionId}&bundle_id=${bundle.id}`);
    expect(await paymentOf(sessionId)).toMatchObject({ provider: 'free', status: 'completed', amountCents: 0 });
    expect((await rentalsOf(sessionId)).map((rental) => [rental.movieId, rental.amountPaidCents])).toEqual([[films[1]!.id, 0]]);
  });

  it('takes a code after the price drop, and a free bundle takes the free path', async () => {
    const { d, films, bundle, viewer } = await bundleOfThree(1000);
    await createPurchase(d, viewer.user.id, films[0]!.id, { cents: 200 });
    const code = await createCode(d, { percentOff: 25 }, films.map((film) => film.id));
    const sessionId = (await checkout(viewer.headers, { bundleId: bundle.id, code: code.code })).json().session_id as string;
    expect(await paymentOf(sessionId)).toMatchObject({ amountCents: 600, discountCents: 200, codeId: code.id, bundleId: bundle.id });

    const free = await createBundle(d, [films[1]!.id, films[2]!.id], 0);
    const other = await createLoggedInUser(d);
    const res = await checkout(other.headers, { bundleId: free.id });
    expect(await paymentOf(res.json().session_id)).toMatchObject({ provider: 'free', status: 'completed' });
    expect(await rentalsOf(res.json().session_id)).toHaveLength(2);
  });

  it('refuses: missing or switched off (404), a film off the site (400), a film with nothing to play (409), every film rented (409)', async () => {
    const { d, films, bundle, viewer } = await bundleOfThree();
    const off = await createBundle(d, [films[0]!.id, films[1]!.id], 500, { isActive: false });
    expectRefusal(await checkout(viewer.headers, { bundleId: 2_000_000_000 }), 404, offerMessages.bundleNotFound);
    expectRefusal(await checkout(viewer.headers, { bundleId: off.id }), 404, offerMessages.bundleNotFound);
    expectRefusal(await checkout(viewer.headers, { bundleId: 'x' }), 400, paymentMessages.movieRequired);
    expectRefusal(await checkout(viewer.headers, { bundleId: bundle.id, movieId: films[0]!.id }), 400, paymentMessages.movieRequired);

    const unplayable = await createMovie(d, { videoUrl: null });
    const comingSoon = await createBundle(d, [films[0]!.id, unplayable.id], 500);
    expectRefusal(await checkout(viewer.headers, { bundleId: comingSoon.id }), 409, filmMessages.notPlayable);

    for (const film of films) await createPurchase(d, viewer.user.id, film.id);
    expectRefusal(await checkout(viewer.headers, { bundleId: bundle.id }), 409, offerMessages.bundleAllRented);

    await d.update(movies).set({ isActive: false }).where(eq(movies.id, films[0]!.id));
    expectRefusal(await checkout(viewer.headers, { bundleId: bundle.id }), 400, offerMessages.bundleUnavailable);
    expect(await d.select().from(payments).where(eq(payments.userId, viewer.user.id))).toHaveLength(3);
  });

  it('grants only the films not rented when paid; declines, uncharged, a session whose films are all rented by then', async () => {
    const { d, films, bundle, viewer } = await bundleOfThree();
    const first = (await checkout(viewer.headers, { bundleId: bundle.id })).json().session_id as string;
    // Meanwhile the viewer rents one film alone.
    await createPurchase(d, viewer.user.id, films[2]!.id);
    await payInSandbox(app, first);
    expect((await rentalsOf(first)).map((rental) => rental.movieId)).toEqual([films[0]!.id, films[1]!.id]);
    expect((await rentalsOf(first)).reduce((sum, rental) => sum + rental.amountPaidCents, 0)).toBe(900);

    const again = await createLoggedInUser(d);
    const second = (await checkout(again.headers, { bundleId: bundle.id })).json().session_id as string;
    for (const film of films) await createPurchase(d, again.user.id, film.id);
    const refused = await payInSandbox(app, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(offerMessages.bundleAllRented);
    expect(await paymentOf(second)).toMatchObject({ status: 'failed', failureCode: 'already_rented' });
    expect(await rentalsOf(second)).toEqual([]);
  });

  it('shows the bundle as not available in the sandbox once it is switched off', async () => {
    const { d, bundle, viewer } = await bundleOfThree();
    const sessionId = (await checkout(viewer.headers, { bundleId: bundle.id })).json().session_id as string;
    await d.update(bundles).set({ isActive: false }).where(eq(bundles.id, bundle.id));
    const page = await app.inject({ url: `/sandbox/checkout/${sessionId}` });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(offerMessages.bundleUnavailable);
    expect((await payInSandbox(app, sessionId)).statusCode).toBe(409);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'pending' });
  });

  it("lists a bundle's payment on the buyer's receipts under the bundle's title", async () => {
    const { films, bundle, viewer } = await bundleOfThree();
    const sessionId = (await checkout(viewer.headers, { bundleId: bundle.id })).json().session_id as string;
    await payInSandbox(app, sessionId);
    const res = await app.inject({ url: '/api/account/payments', headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().payments).toEqual([expect.objectContaining({ movie_id: films[0]!.id, movie_title: 'Trees', amount: 9, status: 'completed' })]);
  });
});
