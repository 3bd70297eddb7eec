// GET /api/admin/payments sorted and paged, on the shared test database: every assertion is narrowed to this file's
// own rows (a unique token in the customers' e-mails and the movies' titles).
import { describe, expect, it } from 'vitest';
import { PAYMENT_SORTS, type PaymentSort } from '../../../common/admin-business.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { idsInOrder, pagedListRefusals, sortCases } from '../testing.ts';
import { itRefusesQueries } from '../../test/refusals.ts';
import { ids, paymentsTestApp, type Seeded } from './payments-test-helpers.ts';

const { token, seeded, customers, night, zebra, list, body, own } = paymentsTestApp();

describe('GET /api/admin/payments', () => {
  describe('sorts', () => {
    const value = (row: Seeded): Record<PaymentSort, string | number> => {
      const customer = customers.find((c) => c.id === row.userId)!;
      return {
        created_at: row.createdAt.getTime(),
        amount: row.amountCents,
        status: row.status,
        movie_title: (row.movieId === night.id ? night.title : zebra.title).toLowerCase(),
        customer_name: `${customer.first} viewer`.toLowerCase(),
        email: customer.email,
      };
    };
    const expected = (sort: PaymentSort, order: 'asc' | 'desc') => idsInOrder(seeded, (row) => [value(row)[sort]], order);

    it.each(sortCases(PAYMENT_SORTS))(
      'by %s %s, ties by id',
      async (sort, order) => {
        expect(ids((await body(`search=${token}&date_range=all&limit=100&sort=${sort}&order=${order}`)).payments.filter(own))).toEqual(expected(sort, order));
      },
    );
  });

  describe('paging', () => {
    it.each(['asc', 'desc'] as const)('pages by movie title (%s) exactly as the whole list orders it', async (order) => {
      const query = `search=${token}&sort=movie_title&order=${order}`;
      const whole = ids((await body(`${query}&limit=100`)).payments);
      const pages: number[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / 2); page++) pages.push(...ids((await body(`${query}&limit=2&page=${page}`)).payments));
      expect(whole.length).toBeGreaterThan(4);
      expect(pages).toEqual(whole);
    });

    it('reads pages that neither overlap nor skip, and an empty page past the end with the true total', async () => {
      const query = `search=${encodeURIComponent(zebra.title)}&sort=amount&order=desc&limit=2`;
      const first = await body(`${query}&page=1`);
      const second = await body(`${query}&page=2`);
      expect(first.pagination).toEqual({ total: 3, page: 1, limit: 2, totalPages: 2 });
      expect([...ids(first.payments), ...ids(second.payments)]).toEqual(ids([seeded[2]!, seeded[3]!, seeded[4]!]));
      const past = await body(`${query}&page=3`);
      expect(past.payments).toEqual([]);
      expect(past.pagination).toEqual({ total: 3, page: 3, limit: 2, totalPages: 2 });
      expect(past.summary).toMatchObject({ count: 3 });
    });

    it('clamps the limit to 100', async () => {
      expect((await body(`search=${token}&limit=5000`)).pagination).toMatchObject({ limit: 100 });
    });

    itRefusesQueries((query) => list(query), [
      ...pagedListRefusals('provider'),
      ['status=paid', adminMessages.paymentStatusInvalid],
      ['status=completed&status=failed', adminMessages.paymentStatusInvalid],
      ['date_range=decade', adminMessages.dateRangeInvalid],
    ]);
  });
});
