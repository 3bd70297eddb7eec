import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailMessages, rentals } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { openCheckout, payInSandbox } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createMovie, createPendingPayment } from '../test/factories.ts';
import { completePayment } from '../payments/fulfilment.ts';

const PUBLIC_URL = 'https://studio.example';

const app = sharedTestApp({ PUBLIC_URL, TIMEZONE: 'UTC' });

async function checkout(headers: Record<string, string>, movieId: number): Promise<string> {
  const res = await openCheckout(app, headers, { movieId });
  expect(res.statusCode).toBe(200);
  return res.json().session_id as string;
}

async function rentalOf(sessionId: string) {
  const [rental] = await (await db()).select().from(rentals).where(eq(rentals.checkoutSessionId, sessionId));
  if (!rental) throw new Error(`no rental for ${sessionId}`);
  return rental;
}

const emailsOf = async (rentalId: number) =>
  (await db()).select().from(emailMessages).where(eq(emailMessages.rentalId, rentalId)).orderBy(emailMessages.id);

async function rentInSandbox(movie: { priceCents?: number; rentalDurationHours?: number; title?: string } = {}) {
  const d = await db();
  const created = await createMovie(d, { priceCents: 499, rentalDurationHours: 48, ...movie });
  const viewer = await createLoggedInUser(d);
  const sessionId = await checkout(viewer.headers, created.id);
  if (created.priceCents > 0) expect((await payInSandbox(app, sessionId)).statusCode).toBe(303);
  return { movie: created, viewer, sessionId, rental: await rentalOf(sessionId) };
}

describe('a granted rental queues its receipt and its reminder', () => {
  it('writes one receipt to the viewer: the movie, the amount, the expiry and a link to the movie page', async () => {
    const { movie, viewer, rental } = await rentInSandbox({ title: 'The Long Take', priceCents: 499 });
    const [receipt, reminder, ...more] = await emailsOf(rental.id);
    expect(more).toHaveLength(0);
    expect(receipt).toMatchObject({
      kind: 'receipt',
      priority: 1,
      status: 'pending',
      recipientEmail: viewer.user.email,
      dedupeKey: `receipt:${rental.id}`,
      isHtml: false,
      sendBefore: null,
    });
    expect(`${receipt!.subject}\n${receipt!.message}`).toContain('The Long Take');
    expect(receipt!.message).toContain('4.99');
    expect(receipt!.message).toContain(`${PUBLIC_URL}/movies/${movie.id}`);
    // Due at once.
    expect(receipt!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(reminder?.kind).toBe('reminder');
  });

  it('writes the reminder for two hours before the end, to be sent before the end or not at all', async () => {
    const { movie, viewer, rental } = await rentInSandbox({ title: 'Last Reel', rentalDurationHours: 72 });
    const [reminder] = (await emailsOf(rental.id)).filter((email) => email.kind === 'reminder');
    expect(reminder).toMatchObject({
      priority: 1,
      status: 'pending',
      recipientEmail: viewer.user.email,
      rentalId: rental.id,
      dedupeKey: `reminder:${rental.id}`,
    });
    expect(rental.rentalEnd).not.toBeNull();
    expect(reminder!.nextAttemptAt.getTime()).toBe(rental.rentalEnd!.getTime() - 2 * HOUR);
    expect(reminder!.sendBefore?.getTime()).toBe(rental.rentalEnd!.getTime());
    expect(`${reminder!.subject}\n${reminder!.message}`).toContain('Last Reel');
    expect(reminder!.message).toContain(`${PUBLIC_URL}/movies/${movie.id}`);
  });

  it('writes them once however often the fulfilment runs for the session, also at once', async () => {
    const { sessionId, rental } = await rentInSandbox();
    expect((await payInSandbox(app, sessionId)).statusCode).toBe(303);
    const mail = app.deps.config;
    await completePayment(await db(), { checkoutSessionId: sessionId }, 'decline', mail);
    await Promise.all(Array.from({ length: 3 }, async () => completePayment(await db(), { checkoutSessionId: sessionId }, 'refund', mail)));
    const kinds = (await emailsOf(rental.id)).map((email) => email.kind);
    expect(kinds.sort()).toEqual(['receipt', 'reminder']);
  });

  it('writes a receipt and a reminder for a free film too', async () => {
    const { movie, rental } = await rentInSandbox({ priceCents: 0, title: 'Free Matinee' });
    expect(rental.amountPaidCents).toBe(0);
    const emails = await emailsOf(rental.id);
    expect(emails.map((email) => email.kind).sort()).toEqual(['receipt', 'reminder']);
    const receipt = emails.find((email) => email.kind === 'receipt')!;
    expect(`${receipt.subject}\n${receipt.message}`).toContain('Free Matinee');
    expect(receipt.message).toMatch(/free/i);
    expect(receipt.message).toContain(`${PUBLIC_URL}/movies/${movie.id}`);
  });

  it('writes nothing for a payment turned away because the viewer already rents the movie', async () => {
    const { movie, viewer } = await rentInSandbox();
    const d = await db();
    // A second session opened before the first was paid (another tab): inserted directly, as the checkout would.
    const second = await createPendingPayment(
      d,
      { userId: viewer.user.id, movieId: movie.id },
      { provider: 'sandbox', checkoutSessionId: `cs_sandbox_second_${movie.id}` },
    );
    const result = await completePayment(d, { checkoutSessionId: second.checkoutSessionId }, 'decline', app.deps.config);
    expect(result.outcome).toBe('already-rented');
    const viewerRentals = await d.select({ id: rentals.id }).from(rentals).where(eq(rentals.userId, viewer.user.id));
    const emails = await d
      .select({ kind: emailMessages.kind })
      .from(emailMessages)
      .where(inArray(emailMessages.rentalId, viewerRentals.map((row) => row.id)));
    expect(emails).toHaveLength(2);
    expect(await d.select().from(emailMessages).where(eq(emailMessages.recipientEmail, viewer.user.email))).toHaveLength(2);
  });
});
