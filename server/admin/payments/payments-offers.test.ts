// Payments with offers in the admin (docs/product.md#offers): each row of the payments list and CSV shows its code,
// discount, gift and bundle, a bundle's payment is named by the bundle's title, found by it and sorted by it among the
// films; a customer's detail, the search box, the activity and the rentals list show bundle payments too. Narrowed to
// this file's rows by a unique token in the customers' e-mails and the titles.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPayment, AdminRental, AdminUserDetail } from '../../../common/admin-business.ts';
import type { AdminSearchResults } from '../../../common/admin-search.ts';
import { rentals } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createBundle, createCode, createMovie, createUser, uniqueCode, uniqueEmail } from '../../test/factories.ts';
import { insertOfferPayment } from '../offers-testing.ts';
import { idsInOrder, sharedAdmin } from '../testing.ts';

const token = `po${randomUUID().slice(0, 8)}`;
const app = sharedTestApp();
const admin = sharedAdmin();

type Row = { id: number; title: string };
const rows: Row[] = [];
const seeded = { customer: { id: 0, email: '' }, code: { id: 0, code: '' }, bundle: { id: 0, title: '' }, films: [] as Row[] };
let giftPayment = { id: 0, createdAt: new Date() };
let plainPayment = { id: 0 };

const get = async <T>(url: string): Promise<T> => {
  const res = await app.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};
const page = (query: string) => get<{ payments: AdminPayment[]; pagination: { total: number } }>(`/api/admin/payments?${query}`);
const ids = (list: Array<{ id: number }>) => list.map((row) => row.id);

beforeAll(async () => {
  const d = await db();
  const { user } = await createUser(d, { email: uniqueEmail(token) });
  seeded.customer = user;
  const [mFilm, aFilm] = [await createMovie(d, { title: `m-film ${token}` }), await createMovie(d, { title: `A-film ${token}` })];
  seeded.films = [mFilm, aFilm];
  seeded.bundle = await createBundle(d, [mFilm.id, aFilm.id], 999, { title: `G-bundle Collection ${token}` });
  const zBundle = await createBundle(d, [aFilm.id, mFilm.id], 999, { title: `z-bundle ${token}` });
  seeded.code = await createCode(d, { code: uniqueCode('PAY') });
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const gift = await insertOfferPayment(d, {
    userId: user.id,
    bundleId: seeded.bundle.id,
    codeId: seeded.code.id,
    amountCents: 899,
    discountCents: 100,
    giftTo: 'friend@example.com',
    createdAt: at(1),
  });
  giftPayment = gift;
  rows.push({ id: gift.id, title: seeded.bundle.title });
  const plain = await insertOfferPayment(d, { userId: user.id, movieId: mFilm.id, amountCents: 499, createdAt: at(2) });
  plainPayment = plain;
  rows.push({ id: plain.id, title: mFilm.title });
  for (const [item, title] of [
    [{ movieId: aFilm.id }, aFilm.title],
    [{ bundleId: zBundle.id }, zBundle.title],
    [{ bundleId: seeded.bundle.id }, seeded.bundle.title],
    [{ movieId: mFilm.id }, mFilm.title],
    [{ movieId: aFilm.id }, aFilm.title],
  ] as const) {
    const payment = await insertOfferPayment(d, { userId: user.id, ...item, codeId: seeded.code.id, discountCents: 50, createdAt: at(3 + rows.length) });
    rows.push({ id: payment.id, title });
  }
});

describe('payments with offers', () => {
  it('show their code, discount, gift and bundle; a bundle payment is named by its title', async () => {
    const listed = (await page(`search=${token}&limit=100`)).payments;
    expect(ids(listed)).toEqual(ids(rows));
    expect(listed[0]).toMatchObject({
      id: giftPayment.id,
      movie_title: seeded.bundle.title,
      amount: 8.99,
      code: seeded.code.code,
      discount: 1,
      gift: true,
      bundle_id: seeded.bundle.id,
    });
    expect(listed[1]).toMatchObject({ id: plainPayment.id, movie_title: seeded.films[0]!.title, code: null, discount: 0, gift: false, bundle_id: null });
  });

  it("finds a bundle's payments by the bundle's title", async () => {
    const found = (await page(`search=${encodeURIComponent(`collection ${token}`)}`)).payments;
    expect(ids(found)).toEqual(ids(rows.filter((row) => row.title === seeded.bundle.title)));
  });

  it.each(['asc', 'desc'] as const)('sorts by title (%s) with the bundles among the films, and pages exactly', async (order) => {
    const query = `search=${token}&sort=movie_title&order=${order}`;
    const whole = ids((await page(`${query}&limit=100`)).payments);
    expect(whole).toEqual(idsInOrder(rows, (row) => [row.title.toLowerCase()], order));
    const pages: number[] = [];
    for (let n = 1; n <= 4; n += 1) pages.push(...ids((await page(`${query}&limit=2&page=${n}`)).payments));
    expect(pages).toEqual(whole);
    expect((await page(query)).pagination.total).toBe(rows.length);
  });

  it('write code, discount, gift and bundle_id in the CSV', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/payments.csv?search=${token}`, headers: admin.headers });
    const lines = res.body.split('\r\n');
    expect(lines[0]).toMatch(/,refunded_at,refunded_by,code,discount,gift,bundle_id$/);
    const gift = lines.find((line) => line.startsWith(`${giftPayment.id},`));
    expect(gift).toBe(
      [giftPayment.id, giftPayment.createdAt.toISOString(), seeded.customer.id, 'Test', 'Viewer', seeded.customer.email, seeded.bundle.title, '8.99', 'completed', 'sandbox', '', '', seeded.code.code, '1.00', 'true', seeded.bundle.id].join(','),
    );
    expect(lines.find((line) => line.startsWith(`${plainPayment.id},`))).toMatch(/,completed,sandbox,,,,0\.00,false,$/);
  });

  it("show in the customer's detail, the search box and the activity under the bundle's title", async () => {
    const detail = await get<AdminUserDetail>(`/api/admin/users/${seeded.customer.id}`);
    expect(detail.payments.map((payment) => [payment.id, payment.movie_title])).toEqual(rows.map((row) => [row.id, row.title]));
    const search = await get<AdminSearchResults>(`/api/admin/search?q=${giftPayment.id}`);
    expect(search.payments).toEqual([expect.objectContaining({ id: giftPayment.id, movie_title: seeded.bundle.title, amount: 8.99 })]);
    const newest = await insertOfferPayment(await db(), { userId: seeded.customer.id, bundleId: seeded.bundle.id, amountCents: 1000 });
    const { activities } = await get<{ activities: Array<{ type: string; description: string }> }>('/api/admin/activity');
    expect(activities).toContainEqual(expect.objectContaining({ type: 'payment', description: expect.stringContaining(`for "${seeded.bundle.title}" (completed)`) }));
    rows.unshift({ id: newest.id, title: seeded.bundle.title });
  });

  it("list a bundle's rentals, one per film, in the rentals list", async () => {
    const d = await db();
    const payment = await insertOfferPayment(d, { userId: seeded.customer.id, bundleId: seeded.bundle.id, amountCents: 1000 });
    rows.unshift({ id: payment.id, title: seeded.bundle.title });
    const now = Date.now();
    for (const film of seeded.films) {
      await d.insert(rentals).values({
        userId: seeded.customer.id,
        movieId: film.id,
        paymentId: payment.id,
        checkoutSessionId: payment.checkoutSessionId,
        rentalStart: new Date(now),
        rentalEnd: new Date(now + 48 * 3_600_000),
        rentalDurationHours: 48,
        amountPaidCents: 500,
      });
    }
    const listed = await get<{ rentals: AdminRental[] }>(`/api/admin/rentals?search=${token}&sort=movie_title&order=asc`);
    expect(listed.rentals.map((rental) => [rental.movie_title, rental.amount_paid, rental.is_active])).toEqual([
      [seeded.films[1]!.title, 5, true],
      [seeded.films[0]!.title, 5, true],
    ]);
  });
});
