// GET /api/admin/search on the shared test database: every row this file writes carries its own token, so the
// assertions read only them whatever the other files left behind.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSearchResponseSchema, SEARCH_RESULTS_PER_KIND, type AdminSearchResults } from '../../../common/admin-search.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { users } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createMovie, createPendingPayment } from '../../test/factories.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { describeAdminOnly, sharedAdmin } from '../testing.ts';

const app = sharedTestApp();
const admin = sharedAdmin();
const token = `fx${randomUUID().slice(0, 8)}`;
/** A payment id of ten digits, far above the sequence: a fresh database's first ids are too short to search for. */
const farId = () => 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);

const get = (q: string) => app.inject({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, headers: admin.headers });

async function search(q: string): Promise<AdminSearchResults> {
  const res = await get(q);
  expect(res.statusCode).toBe(200);
  return adminSearchResponseSchema.strict().parse(res.json());
}

async function addCustomer(firstName: string, lastName: string, email: string, deletedAt: Date | null = null) {
  const [user] = await (await db()).insert(users).values({ firstName, lastName, email, passwordHash: 'not-a-hash', deletedAt }).returning();
  if (!user) throw new Error('no user');
  return user;
}

describeAdminOnly(app, ['/api/admin/search?q=ab']);

describe('GET /api/admin/search', () => {
  it.each([
    ['no q', ''],
    ['an empty q', 'q='],
    ['one character', 'q=a'],
    ['one character between spaces', 'q=%20%20a%20'],
    ['a repeated q', 'q=ab&q=cd'],
  ])('refuses %s with 400', async (_, query) => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/search?${query}`, headers: admin.headers });
    expectRefusal(res, 400, adminMessages.searchTooShort);
  });

  it('refuses a search over 200 characters with 400', async () => {
    expectRefusal(await get('y'.repeat(201)), 400, serverMessages.searchTooLong);
  });

  it('takes a payment number of one digit', async () => {
    expect((await get('7')).statusCode).toBe(200);
  });

  it('answers every kind, empty when nothing matches', async () => {
    expect(await search(`${token}-nothing`)).toEqual({ customers: [], payments: [], movies: [] });
  });

  describe('customers', () => {
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      ids.inside = (await addCustomer('Mara', 'Quill', `zz-${token}@example.com`)).id;
      ids.emailStart = (await addCustomer('Zoe', 'Abbot', `${token}-zoe@example.com`)).id;
      ids.nameStart = (await addCustomer(`${token}son`, 'Ray', `ray-${token.toUpperCase()}@example.com`)).id;
      ids.closed = (await addCustomer('', '', `deleted-${token}@deleted.invalid`, new Date())).id;
    });

    it('finds them by name or e-mail, whatever the case: e-mails that start with it first, then names, then by name', async () => {
      const { customers } = await search(token.toUpperCase());
      expect(customers).toEqual([
        { id: ids.emailStart, name: 'Zoe Abbot', email: `${token}-zoe@example.com` },
        { id: ids.nameStart, name: `${token}son Ray`, email: `ray-${token.toUpperCase()}@example.com` },
        { id: ids.inside, name: 'Mara Quill', email: `zz-${token}@example.com` },
      ]);
      expect((await search(`mara quill`)).customers.map((c) => c.id)).toContain(ids.inside);
    });

    it('puts the exact e-mail first', async () => {
      const exact = await addCustomer('Zed', 'Exact', `${token}ex@example.com`);
      const longer = await addCustomer('Abe', 'Longer', `${token}ex@example.com.au`);
      expect((await search(`${token}EX@example.com`)).customers.map((c) => c.id)).toEqual([exact.id, longer.id]);
    });

    it('leaves out closed accounts', async () => {
      expect((await search(`deleted-${token}`)).customers).toEqual([]);
    });

    it(`answers at most ${SEARCH_RESULTS_PER_KIND}`, async () => {
      for (const first of ['Ann', 'Bea', 'Cal', 'Dot', 'Eve', 'Fay', 'Gus']) await addCustomer(first, `Many${token}`, `${first}-${token}-many@example.com`);
      const { customers } = await search(`many${token}`);
      expect(customers.map((c) => c.name)).toEqual(['Ann', 'Bea', 'Cal', 'Dot', 'Eve'].map((first) => `${first} Many${token}`));
    });

    it('matches % and _ as themselves', async () => {
      const percent = await addCustomer(`Per${token}%`, 'Cent', `percent-${token}@example.com`);
      await addCustomer(`Per${token}X`, 'Cent', `x-${token}@example.com`);
      expect((await search(`per${token}%`)).customers.map((c) => c.id)).toEqual([percent.id]);
    });
  });

  describe('payments', () => {
    const film = { id: 0, title: `Payments ${token}` };
    let customer: { id: number; email: string };
    let stripe: { id: number };
    let sandbox: { id: number };

    beforeAll(async () => {
      const d = await db();
      Object.assign(film, await createMovie(d, { title: film.title }));
      customer = await addCustomer('Pay', 'Er', `payer-${token}@example.com`);
      stripe = await createPendingPayment(
        d,
        { userId: customer.id, movieId: film.id },
        { id: farId(), checkoutSessionId: `cs_test_${token}`, paymentIntentId: `pi_test_${token}`, amountCents: 1299 },
      );
      sandbox = await createPendingPayment(d, { userId: customer.id, movieId: film.id }, { provider: 'sandbox', checkoutSessionId: `cs_sandbox_${token}` });
    });

    it('finds one by its id, with its customer, film and amount', async () => {
      const { payments } = await search(String(stripe.id));
      expect(payments).toEqual([
        {
          id: stripe.id,
          reference: `cs_test_${token}`,
          amount: 12.99,
          status: 'pending',
          customer_email: customer.email,
          movie_title: film.title,
          created_at: expect.any(String),
        },
      ]);
    });

    it('finds one by its Checkout session or payment intent, exactly, showing the reference searched for', async () => {
      expect((await search(`cs_test_${token}`)).payments.map((p) => [p.id, p.reference])).toEqual([[stripe.id, `cs_test_${token}`]]);
      expect((await search(`pi_test_${token}`)).payments.map((p) => [p.id, p.reference])).toEqual([[stripe.id, `pi_test_${token}`]]);
      expect((await search(`cs_test_${token.slice(0, 6)}`)).payments).toEqual([]);
      expect((await search(`CS_TEST_${token}`)).payments).toEqual([]);
    });

    it("shows no reference for the sandbox's payments", async () => {
      expect((await search(`cs_sandbox_${token}`)).payments.map((p) => [p.id, p.reference])).toEqual([[sandbox.id, null]]);
    });

    it('finds none for words, a number no payment has, or a number beyond any id', async () => {
      expect((await search(`payer-${token}`)).payments).toEqual([]);
      expect((await search('2147483647')).payments).toEqual([]);
      expect((await search('99999999999')).payments).toEqual([]);
    });

    it("shows a closed account's payment without its placeholder address", async () => {
      const closed = await addCustomer('', '', `deleted-pay-${token}@deleted.invalid`, new Date());
      const payment = await createPendingPayment(await db(), { userId: closed.id, movieId: film.id }, { id: farId() });
      expect((await search(String(payment.id))).payments.map((p) => p.customer_email)).toEqual(['']);
    });
  });

  describe('films', () => {
    // Titles of their own: the payments' film has the file's token too.
    const titleToken = `fm${randomUUID().slice(0, 8)}`;

    it('finds them by title, active or not: the exact title first, then titles that start with it, then A–Z', async () => {
      const d = await db();
      const zulu = await createMovie(d, { title: `Zulu ${titleToken}` });
      const dark = await createMovie(d, { title: `Dark ${titleToken}`, isActive: false, thumbnailUrl: null });
      const night = await createMovie(d, { title: `${titleToken} Night` });
      const exact = await createMovie(d, { title: titleToken.toUpperCase() });
      const { movies } = await search(titleToken);
      expect(movies).toEqual([
        { id: exact.id, title: titleToken.toUpperCase(), is_active: true, thumbnail: '/uploads/movies/poster.abc.jpg' },
        { id: night.id, title: `${titleToken} Night`, is_active: true, thumbnail: '/uploads/movies/poster.abc.jpg' },
        { id: dark.id, title: `Dark ${titleToken}`, is_active: false, thumbnail: null },
        { id: zulu.id, title: `Zulu ${titleToken}`, is_active: true, thumbnail: '/uploads/movies/poster.abc.jpg' },
      ]);
    });

    it(`answers at most ${SEARCH_RESULTS_PER_KIND}, and matches % as itself`, async () => {
      const d = await db();
      for (const letter of ['a', 'b', 'c', 'd', 'e', 'f']) await createMovie(d, { title: `Reel ${titleToken} ${letter}` });
      const percent = await createMovie(d, { title: `Sale ${titleToken}%off` });
      await createMovie(d, { title: `Sale ${titleToken}Xoff` });
      expect((await search(`reel ${titleToken}`)).movies.map((m) => m.title)).toEqual(['a', 'b', 'c', 'd', 'e'].map((l) => `Reel ${titleToken} ${l}`));
      expect((await search(`${titleToken}%off`)).movies.map((m) => m.id)).toEqual([percent.id]);
    });
  });
});
