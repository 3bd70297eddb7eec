// GET /api/admin/insights split by code and by bundle (docs/product.md#offers): the completed payments of by_day's 30
// days with a code, per code, and of a bundle, per bundle; the most revenue first, at most ten each. The insights are
// the whole database's: this file's rows are told apart by their ids, and their amounts are large enough to rank first.
import { describe, expect, it } from 'vitest';
import { INSIGHT_DAYS, insightsResponseSchema, type Insights } from '../../../common/admin-business.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createBundle, createCode, createMovie, createUser } from '../../test/factories.ts';
import { insertOfferPayment, type OfferPayment } from '../offers-testing.ts';
import { sharedAdmin } from '../testing.ts';
import { OFFER_INSIGHT_LIMIT } from './service.ts';

const app = sharedTestApp();
const admin = sharedAdmin();
const DAY = 24 * 3_600_000;
// Far above any other test's payments, so this file's codes and bundles rank first.
const BIG = 10_000_000;

async function insights(): Promise<Insights> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/insights', headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return insightsResponseSchema.parse(res.json());
}

describe('insights by code and by bundle', () => {
  it('sum the last 30 days of completed payments per code and per bundle, most revenue first', async () => {
    const d = await db();
    const { user } = await createUser(d);
    const [film, other] = [await createMovie(d), await createMovie(d)];
    const bundle = await createBundle(d, [film.id, other.id]);
    const [top, second] = [await createCode(d), await createCode(d)];
    const pay = (options: Omit<OfferPayment, 'userId'>) => insertOfferPayment(d, { userId: user.id, ...options });
    await pay({ movieId: film.id, codeId: top.id, amountCents: BIG + 300, discountCents: 200 });
    await pay({ bundleId: bundle.id, codeId: top.id, amountCents: BIG + 100, discountCents: 100, giftTo: 'friend@example.com' });
    await pay({ movieId: film.id, codeId: second.id, amountCents: BIG + 50, discountCents: 25 });
    // Not counted: refunded, pending, and older than the 30 days shown.
    await pay({ movieId: film.id, codeId: second.id, amountCents: 5 * BIG, status: 'refunded' });
    await pay({ bundleId: bundle.id, codeId: second.id, amountCents: 5 * BIG, status: 'pending' });
    await pay({ bundleId: bundle.id, codeId: second.id, amountCents: 5 * BIG, createdAt: new Date(Date.now() - (INSIGHT_DAYS + 1) * DAY) });

    const result = await insights();
    expect(result.by_code.slice(0, 2)).toEqual([
      { code_id: top.id, code: top.code, payments: 2, discount: 3, revenue: (2 * BIG + 400) / 100 },
      { code_id: second.id, code: second.code, payments: 1, discount: 0.25, revenue: (BIG + 50) / 100 },
    ]);
    expect(result.by_bundle[0]).toEqual({ bundle_id: bundle.id, title: bundle.title, payments: 1, revenue: (BIG + 100) / 100 });
    // The film's own revenue holds its payments, not the bundle's.
    expect(result.top_by_revenue.find((movie) => movie.movie_id === film.id)?.revenue).toBe((2 * BIG + 350) / 100);
  });

  it('show at most ten codes and ten bundles', async () => {
    const d = await db();
    const { user } = await createUser(d);
    const [film, other] = [await createMovie(d), await createMovie(d)];
    for (let i = 0; i < OFFER_INSIGHT_LIMIT + 2; i += 1) {
      const code = await createCode(d);
      const bundle = await createBundle(d, [film.id, other.id]);
      await insertOfferPayment(d, { userId: user.id, bundleId: bundle.id, codeId: code.id, amountCents: 3 * BIG + i });
    }
    const result = await insights();
    expect(result.by_code).toHaveLength(OFFER_INSIGHT_LIMIT);
    expect(result.by_bundle).toHaveLength(OFFER_INSIGHT_LIMIT);
    const revenues = result.by_code.map((row) => row.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(result.by_bundle.map((row) => row.revenue)).toEqual(Array.from({ length: OFFER_INSIGHT_LIMIT }, (_, i) => (3 * BIG + OFFER_INSIGHT_LIMIT + 1 - i) / 100));
  });
});
