// Shared setup of the admin payments tests: six payments of this file's own customers and movies (a unique token
// in their e-mails and titles), seeded per test file as the server tests share their modules.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { type AdminPayment, type PaymentStatus } from '../../../common/admin-business.ts';
import type { Db } from '../../db/client.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createMovie, createPurchase, createUser, uniqueEmail } from '../../test/factories.ts';
import { sharedAdmin } from '../testing.ts';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

export type Seeded = { id: number; userId: number; movieId: number; amountCents: number; status: PaymentStatus; createdAt: Date };

/** A payment alone (the list reads payments; their rentals do not matter here). */
export async function pay(
  d: Db,
  userId: number,
  movieId: number,
  { status, amountCents = 499, createdAt = new Date(), refundedBy = null }: { status: PaymentStatus; amountCents?: number; createdAt?: Date; refundedBy?: number | null },
): Promise<Seeded> {
  const { payment } = await createPurchase(d, userId, movieId, { status, cents: amountCents, at: createdAt, refundedBy, rental: false });
  return { id: payment.id, userId, movieId, amountCents, status, createdAt };
}
export const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
export const newestFirst = (rows: Seeded[]) => ids([...rows].sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id));

/** The app and admin of the calling test file, and the payments seeded for it before its first test. */
export function paymentsTestApp() {
  const token = `pm${randomUUID().slice(0, 8)}`;
  const app = sharedTestApp();
  const admin = sharedAdmin();

  const seeded: Seeded[] = [];
  const customers: Array<{ id: number; first: string; email: string }> = [];
  // Filled in before the first test (the objects stay the same, so a test file may keep them from the start).
  const night = { id: 0, title: '' };
  const zebra = { id: 0, title: '' };

  beforeAll(async () => {
    const d = await db();
    Object.assign(night, await createMovie(d, { title: `Night, "Train" ${token}` }));
    Object.assign(zebra, await createMovie(d, { title: `zebra ${token}` }));
    for (const firstName of ['amy', 'Ben', '+Aaron']) {
      const { user } = await createUser(d, { firstName, email: uniqueEmail(token) });
      customers.push({ id: user.id, first: firstName, email: user.email });
    }
    const [a, b, c] = customers.map((customer) => customer.id) as [number, number, number];
    const ago = (ms: number) => new Date(Date.now() - ms);
    for (const [userId, movieId, status, amountCents, createdAt] of [
      [a, night.id, 'completed', 499, ago(MINUTE)],
      [b, night.id, 'completed', 299, ago(2 * DAY)],
      [c, zebra.id, 'refunded', 999, ago(10 * DAY)],
      [a, zebra.id, 'pending', 499, ago(40 * DAY)],
      [b, zebra.id, 'failed', 150, ago(100 * DAY)],
      [c, night.id, 'completed', 1000, ago(400 * DAY)],
    ] as const) {
      seeded.push(await pay(d, userId, movieId, { status, amountCents, createdAt: createdAt, refundedBy: admin.id }));
    }
  });

  const list = (query: string, authorization = admin.headers.authorization, on = app) =>
    on.inject({ method: 'GET', url: `/api/admin/payments?${query}`, headers: { authorization } });
  const body = async (query: string, on = app) => {
    const res = await list(query, admin.headers.authorization, on);
    expect(res.statusCode).toBe(200);
    return res.json() as { payments: AdminPayment[]; summary: Record<string, unknown>; pagination: Record<string, number> };
  };

  const ownIds = () => new Set(seeded.map((row) => row.id));
  const own = (row: { id: number }) => ownIds().has(row.id);

  return { token, app, admin, seeded, customers, night, zebra, list, body, ownIds, own };
}
