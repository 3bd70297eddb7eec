import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '../../common/messages/payments.ts';
import { rentals } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { openCheckout, payInSandbox, verifyCheckout } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { createLoggedInUser, createMovie } from '../test/factories.ts';

const app = sharedTestApp();

async function rentalsOf(sessionId: string) {
  return (await db()).select().from(rentals).where(eq(rentals.checkoutSessionId, sessionId));
}

describe('POST /api/payments/verify', () => {
  async function paidSession() {
    const d = await db();
    const movie = await createMovie(d, { title: 'Northbound', priceCents: 599, rentalDurationHours: 168 });
    const viewer = await createLoggedInUser(d);
    const { session_id: sessionId } = (await openCheckout(app, viewer.headers, { movieId: movie.id })).json();
    return { movie, viewer, sessionId: sessionId as string };
  }
  const verify = (headers: Record<string, string>, payload: unknown) => verifyCheckout(app, headers, payload);

  it('answers the rental details of a paid session to its owner', async () => {
    const { movie, viewer, sessionId } = await paidSession();
    await payInSandbox(app, sessionId, '4242424242424242');
    const res = await verify(viewer.headers, { session_id: sessionId });
    expect(res.statusCode).toBe(200);
    const [rental] = await rentalsOf(sessionId);
    expect(res.json()).toEqual({
      kind: 'rental',
      movie_id: movie.id,
      movie_title: 'Northbound',
      amount: 5.99,
      rental_duration: 168,
      rental_start: rental!.rentalStart.toISOString(),
      expires_at: rental!.rentalEnd!.toISOString(),
      state: 'watching',
      starts_by: null,
      premiere_at: null,
      start_window_days: null,
      code: null,
      discount: 0,
      bundle: null,
      gift: null,
    });
  });

  it('refuses an unpaid session with "Payment verification failed"', async () => {
    const { viewer, sessionId } = await paidSession();
    const res = await verify(viewer.headers, { session_id: sessionId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: paymentMessages.verificationFailed });
  });

  it('treats someone else’s session, an unknown one and a missing one as "No payment session found"', async () => {
    const { sessionId } = await paidSession();
    await payInSandbox(app, sessionId, '4242424242424242');
    const { headers: stranger } = await createLoggedInUser(await db());
    for (const payload of [{ session_id: sessionId }, { session_id: 'cs_nope' }, {}, { session_id: '  ' }]) {
      const res = await verify(stranger, payload);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toEqual({ error: paymentMessages.noSession });
    }
  });

  it('needs a session', async () => {
    expect((await verify({}, { session_id: 'cs_x' })).statusCode).toBe(401);
  });
});
