// /api/admin/bundles (docs/product.md#offers): the list with each bundle's completed payments and revenue, adding and
// editing a bundle (its films in the order given), every refusal's text, and the audit entry of each write.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUNDLE_DESCRIPTION_MAX_LENGTH, BUNDLE_TITLE_MAX_LENGTH, type AdminBundle } from '../../../common/admin-offers.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { offerMessages as m } from '../../../common/messages/offers.ts';
import { actorOf, auditEntriesDuring, expectAuditDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { bundleMovies } from '../../db/schema.ts';
import { buildTestApp, sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createBundle, createMovie, createUser } from '../../test/factories.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { insertOfferPayment } from '../offers-testing.ts';
import { describeAdminOnly, sharedAdmin } from '../testing.ts';

const app = sharedTestApp();
const admin = sharedAdmin();

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) => app.inject({ method, url, payload: payload as object, headers: admin.headers });
async function listed(): Promise<AdminBundle[]> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/bundles', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { bundles: AdminBundle[] }).bundles;
}
async function films(count: number): Promise<number[]> {
  const d = await db();
  const ids = [];
  for (let i = 0; i < count; i += 1) ids.push((await createMovie(d)).id);
  return ids;
}
const positions = async (bundleId: number) =>
  (await (await db()).select().from(bundleMovies).where(eq(bundleMovies.bundleId, bundleId)).orderBy(asc(bundleMovies.position))).map((row) => [
    row.movieId,
    row.position,
  ]);

describe('admin bundles', () => {
  describeAdminOnly(app, ['/api/admin/bundles']);

  it('adds a bundle with its films in the order given, answering 201 {bundle}, recorded as bundle.create', async () => {
    const [a, b, c] = (await films(3)) as [number, number, number];
    let bundle: AdminBundle | undefined;
    const entries = await auditEntriesDuring(async () => {
      const res = await send('POST', '/api/admin/bundles', { title: ' The Shorts ', description: 'Three short films.', movie_ids: [c, a, b], price: '9.50' });
      expect(res.statusCode).toBe(201);
      bundle = (res.json() as { bundle: AdminBundle }).bundle;
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'bundle.create', subjectKind: 'bundle', subjectId: String(bundle!.id) });
    expect(entries[0]!.changes).toEqual({
      title: { before: null, after: 'The Shorts' },
      description: { before: null, after: 'Three short films.' },
      price_cents: { before: null, after: 950 },
      is_active: { before: null, after: true },
      movie_ids: { before: null, after: [c, a, b] },
    });
    expect(bundle).toEqual({
      id: expect.any(Number),
      title: 'The Shorts',
      description: 'Three short films.',
      price: 9.5,
      movie_ids: [c, a, b],
      is_active: true,
      payments: 0,
      revenue: 0,
      created_at: expect.any(String),
    });
    expect(await positions(bundle!.id)).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
  });

  it('edits a bundle: the body replaces its fields and films, is_active only when sent; recorded as bundle.update', async () => {
    const [a, b, c] = (await films(3)) as [number, number, number];
    const bundle = await createBundle(await db(), [a, b], 1000, { title: 'Before', description: 'Same' });
    await expectAuditDuring(
      async () => {
        const res = await send('PUT', `/api/admin/bundles/${bundle.id}`, { title: 'After', description: 'Same', movie_ids: [b, c], price: 12 });
        expect(res.statusCode).toBe(200);
        expect((res.json() as { bundle: AdminBundle }).bundle).toMatchObject({ id: bundle.id, title: 'After', price: 12, movie_ids: [b, c], is_active: true });
        const off = await send('PUT', `/api/admin/bundles/${bundle.id}`, { title: 'After', movie_ids: [b, c], price: 12, is_active: false });
        expect((off.json() as { bundle: AdminBundle }).bundle).toMatchObject({ is_active: false, description: '' });
      },
      [
        {
          actor: actorOf(admin),
          action: 'bundle.update',
          subjectKind: 'bundle',
          subjectId: bundle.id,
          changes: {
            title: { before: 'Before', after: 'After' },
            price_cents: { before: 1000, after: 1200 },
            movie_ids: { before: [a, b], after: [b, c] },
          },
        },
        {
          actor: actorOf(admin),
          action: 'bundle.update',
          subjectKind: 'bundle',
          subjectId: bundle.id,
          changes: { description: { before: 'Same', after: '' }, is_active: { before: true, after: false } },
        },
      ],
    );
    expect(await positions(bundle.id)).toEqual([
      [b, 0],
      [c, 1],
    ]);
  });

  it('lists every bundle newest first with its completed payments and their revenue (a refund no longer counts)', async () => {
    const d = await db();
    const [a, b] = (await films(2)) as [number, number];
    const older = await createBundle(d, [a, b], 999, { createdAt: new Date(Date.now() - 60_000) });
    const newer = await createBundle(d, [b, a], 0);
    const { user } = await createUser(d);
    await insertOfferPayment(d, { userId: user.id, bundleId: older.id, amountCents: 999 });
    await insertOfferPayment(d, { userId: user.id, bundleId: older.id, amountCents: 500, giftTo: 'friend@example.com' });
    await insertOfferPayment(d, { userId: user.id, bundleId: older.id, amountCents: 999, status: 'refunded' });
    await insertOfferPayment(d, { userId: user.id, bundleId: older.id, amountCents: 999, status: 'pending' });
    const bundles = await listed();
    const ours = bundles.filter((bundle) => bundle.id === older.id || bundle.id === newer.id);
    expect(ours.map((bundle) => [bundle.id, bundle.movie_ids, bundle.payments, bundle.revenue, bundle.price])).toEqual([
      [newer.id, [b, a], 0, 0, 0],
      [older.id, [a, b], 2, 14.99, 9.99],
    ]);
    const order = bundles.map((bundle) => [bundle.created_at, bundle.id] as const);
    expect(order).toEqual([...order].sort((x, y) => (y[0] === x[0] ? y[1] - x[1] : y[0].localeCompare(x[0]))));
  });

  it('answers 404 for a bundle that does not exist, recording nothing', async () => {
    const [a, b] = (await films(2)) as [number, number];
    const body = { title: 'Nobody', movie_ids: [a, b], price: 5 };
    await expectNoAuditDuring(async () => {
      expectRefusal(await send('PUT', '/api/admin/bundles/2000000000', body), 404, m.bundleNotFound);
      expectRefusal(await send('PUT', '/api/admin/bundles/abc', body), 404, m.bundleNotFound);
    });
  });

  describe('refusals', () => {
    const refusals: Array<[string, Record<string, unknown>, string]> = [
      ['no title', { movie_ids: [1, 2], price: 5 }, m.bundleTitleRequired],
      ['a blank title', { title: '  ', movie_ids: [1, 2], price: 5 }, m.bundleTitleRequired],
      ['a title too long', { title: 'x'.repeat(BUNDLE_TITLE_MAX_LENGTH + 1), movie_ids: [1, 2], price: 5 }, m.bundleTitleTooLong],
      ['a description too long', { title: 'T', description: 'x'.repeat(BUNDLE_DESCRIPTION_MAX_LENGTH + 1), movie_ids: [1, 2], price: 5 }, m.bundleDescriptionTooLong],
      ['one film', { title: 'T', movie_ids: [1], price: 5 }, m.bundleMoviesInvalid],
      ['the same film twice', { title: 'T', movie_ids: [1, 1], price: 5 }, m.bundleMoviesInvalid],
      ['films not a list', { title: 'T', movie_ids: 'x', price: 5 }, m.bundleMoviesInvalid],
      ['no price', { title: 'T', movie_ids: [1, 2] }, m.bundlePriceInvalid],
      ['a negative price', { title: 'T', movie_ids: [1, 2], price: -1 }, m.bundlePriceInvalid],
      ['a price of three decimals', { title: 'T', movie_ids: [1, 2], price: '9.999' }, m.bundlePriceInvalid],
      ["a price 'x'", { title: 'T', movie_ids: [1, 2], price: 'x' }, m.bundlePriceInvalid],
      ['is_active not a boolean', { title: 'T', movie_ids: [1, 2], price: 5, is_active: 'yes' }, m.codeActiveInvalid],
    ];
    it.each(refusals)('refuses %s with 400 and its text, on create and edit alike', async (_case, payload, message) => {
      const bundle = await createBundle(await db(), await films(2));
      await expectNoAuditDuring(async () => {
        expectRefusal(await send('POST', '/api/admin/bundles', payload), 400, message);
        expectRefusal(await send('PUT', `/api/admin/bundles/${bundle.id}`, payload), 400, message);
      });
    });

    it('refuses a film that does not exist, writing nothing', async () => {
      const [a, b] = (await films(2)) as [number, number];
      const bundle = await createBundle(await db(), [a, b], 999, { title: 'Kept' });
      const payload = { title: 'Missing', movie_ids: [a, 2_000_000_000], price: 5 };
      const before = (await listed()).length;
      await expectNoAuditDuring(async () => {
        expectRefusal(await send('POST', '/api/admin/bundles', payload), 400, m.bundleMovieMissing);
        expectRefusal(await send('PUT', `/api/admin/bundles/${bundle.id}`, payload), 400, m.bundleMovieMissing);
      });
      expect((await listed()).length).toBe(before);
      expect((await listed()).find((row) => row.id === bundle.id)).toMatchObject({ title: 'Kept', movie_ids: [a, b] });
    });
  });

  it('refuses a price Stripe cannot charge when card payments are on', async () => {
    const stripeApp = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    try {
      const body = { title: 'Pocket Money', movie_ids: await films(2), price: '0.49' };
      const res = await stripeApp.inject({ method: 'POST', url: '/api/admin/bundles', payload: body, headers: admin.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: adminMessages.priceBelowCardMinimum });
      const free = await stripeApp.inject({ method: 'POST', url: '/api/admin/bundles', payload: { ...body, price: '0' }, headers: admin.headers });
      expect(free.statusCode).toBe(201);
    } finally {
      await stripeApp.close();
    }
  });
});
