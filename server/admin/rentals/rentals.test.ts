// GET /api/admin/rentals and /api/admin/rentals.csv on the shared test database: every assertion is narrowed to
// this file's own rows (a unique token in the customers' e-mails and the movies' titles).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RENTAL_SORTS, type AdminRental, type RentalSort } from '../../../common/admin-business.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { rentals } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import {
  createLoggedInUser,
  createMovie,
  createPurchase,
  createRental,
  createUser,
  uniqueEmail,
} from '../../test/factories.ts';
import { csvLine, UTF8_BOM } from '../../http/csv.ts';
import { rentalCsvRows } from './service.ts';
import { idsInOrder, pagedListRefusals, sharedAdmin, sortCases } from '../testing.ts';
import { itRefusesQueries } from '../../test/refusals.ts';

const HOUR = 3_600_000;
const token = `rl${randomUUID().slice(0, 8)}`;
const app = sharedTestApp();
const { headers: admin } = sharedAdmin();

type Seeded = { id: number; userId: number; movieId: number; amountCents: number; isActive: boolean; endsInMs: number };
const seeded: Seeded[] = [];
let alpha: { id: number; title: string };
let beta: { id: number; title: string };
const customers: Array<{ id: number; name: string; email: string }> = [];

async function rent(userId: number, movieId: number, endsInMs: number, amountCents: number, isActive = true) {
  const { rental } = await createPurchase(await db(), userId, movieId, { endsInMs, cents: amountCents, isActive });
  if (!rental) throw new Error('a completed purchase has a rental');
  seeded.push({ id: rental.id, userId, movieId, amountCents, isActive, endsInMs });
  return rental;
}

beforeAll(async () => {
  const d = await db();
  alpha = await createMovie(d, { title: `Alpha ${token}` });
  beta = await createMovie(d, { title: `beta, "quoted" ${token}` });
  for (const firstName of ['alice', 'Bob', '=Aaron']) {
    const { user } = await createUser(d, { firstName, email: uniqueEmail(token) });
    customers.push({ id: user.id, name: `${firstName} Viewer`, email: user.email });
  }
  const [a, b, c] = customers.map((customer) => customer.id) as [number, number, number];
  await rent(a, alpha.id, 5 * HOUR, 499); // active
  await rent(b, alpha.id, -5 * HOUR, 299); // expired by time
  await rent(c, alpha.id, 10 * HOUR, 499, false); // ended by a refund
  await rent(a, beta.id, 20 * HOUR, 0); // active, free
  await rent(c, beta.id, 1 * HOUR, 999); // active
});

const list = (query: string, headers = admin) => app.inject({ method: 'GET', url: `/api/admin/rentals?${query}`, headers });
const listed = async (query: string): Promise<AdminRental[]> => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return res.json().rentals;
};
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
const isActive = (row: Seeded) => row.isActive && row.endsInMs > 0;
const newestFirst = (rows: Seeded[]) => ids([...rows].sort((x, y) => y.id - x.id));

describe('GET /api/admin/rentals', () => {
  it('refuses anyone but an admin', async () => {
    expect((await list('', {} as typeof admin)).statusCode).toBe(401);
    const viewer = await createLoggedInUser(await db());
    expect((await list('', viewer.headers)).statusCode).toBe(403);
  });

  it('lists each rental with its movie and customer, newest first by default', async () => {
    const res = await list(`movie_id=${alpha.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ total: 3, page: 1, limit: 20, totalPages: 1 });
    expect(ids(body.rentals)).toEqual(newestFirst(seeded.filter((row) => row.movieId === alpha.id)));
    const first = seeded[0]!;
    const row = (body.rentals as AdminRental[]).find((rental) => rental.id === first.id);
    const [stored] = await (await db()).select().from(rentals).where(eq(rentals.id, first.id));
    expect(row).toEqual({
      id: first.id,
      movie_id: alpha.id,
      movie_title: alpha.title,
      movie_thumbnail: '/uploads/movies/poster.abc.jpg',
      user_id: customers[0]!.id,
      customer_name: 'alice Viewer',
      customer_email: customers[0]!.email,
      rental_start: stored!.rentalStart.toISOString(),
      rental_end: stored!.rentalEnd?.toISOString() ?? null,
      amount_paid: 4.99,
      is_active: true,
      created_at: stored!.createdAt.toISOString(),
    });
  });

  it('says a rental is active only while no refund ended it and its end is ahead', async () => {
    const rows = await listed(`search=${token}`);
    expect(rows.map((row) => [row.id, row.is_active])).toEqual(seeded.map((row) => [row.id, isActive(row)]).sort((x, y) => Number(y[0]) - Number(x[0])));
  });

  it('lists a rental still waiting for its first play with no end, held until its last moment to press play', async () => {
    // Rentals of their own, outside the token the other tests search for (docs/product.md#premieres-and-windows).
    const d = await db();
    const movie = await createMovie(d, { title: 'Waiting Room' });
    const { user } = await createUser(d);
    const waitFor = async (startsInMs: number) => {
      const { rental } = await createPurchase(d, user.id, movie.id);
      await d.update(rentals).set({ rentalEnd: null, startsBy: new Date(Date.now() + startsInMs) }).where(eq(rentals.id, rental!.id));
      return rental!.id;
    };
    const waiting = await waitFor(3 * 24 * HOUR);
    const lapsed = await waitFor(-HOUR);
    const rows = await listed(`movie_id=${movie.id}`);
    expect(rows.map((row) => [row.id, row.rental_end, row.is_active])).toEqual([
      [lapsed, null, false],
      [waiting, null, true],
    ]);
    expect(ids(await listed(`movie_id=${movie.id}&status=active`))).toEqual([waiting]);
  });

  it.each([
    ['all', () => true],
    ['active', isActive],
    ['expired', (row: Seeded) => !isActive(row)],
  ] as const)('filters status=%s', async (status, keep) => {
    expect(ids(await listed(`search=${token}&status=${status}`))).toEqual(newestFirst(seeded.filter(keep)));
  });

  it('filters by movie, and by movie and status together', async () => {
    expect(ids(await listed(`movie_id=${beta.id}`))).toEqual(newestFirst(seeded.filter((row) => row.movieId === beta.id)));
    expect(ids(await listed(`movie_id=${alpha.id}&status=expired`))).toEqual(
      newestFirst(seeded.filter((row) => row.movieId === alpha.id && !isActive(row))),
    );
    const missing = await list('movie_id=999999999');
    expect(missing.json()).toEqual({ rentals: [], pagination: { total: 0, page: 1, limit: 20, totalPages: 0 } });
  });

  it('searches the customer by name or e-mail, whatever the case', async () => {
    const bob = customers[1]!;
    expect(ids(await listed(`search=${encodeURIComponent(bob.email.toUpperCase())}`))).toEqual(newestFirst(seeded.filter((row) => row.userId === bob.id)));
    expect(ids(await listed(`search=BOB%20viewer&movie_id=${alpha.id}`))).toEqual(newestFirst(seeded.filter((row) => row.userId === bob.id)));
    expect(await listed(`search=${token}-nobody`)).toEqual([]);
  });

  it('matches % and _ in a search as themselves', async () => {
    // Customers of their own, outside the token the other tests search for.
    const d = await db();
    const movie = await createMovie(d, { title: 'Wildcards' });
    const percent = (await createUser(d, { firstName: '100%' })).user;
    const underscore = (await createUser(d, { firstName: 'snake_case' })).user;
    const plain = (await createUser(d, { firstName: 'snakeXcase' })).user;
    const [p, u, x] = await Promise.all([percent, underscore, plain].map((user) => createRental(d, user.id, movie.id, HOUR)));
    expect(ids(await listed(`movie_id=${movie.id}`)).sort()).toEqual([p!.id, u!.id, x!.id].sort());
    expect(ids(await listed(`movie_id=${movie.id}&search=${encodeURIComponent('%')}`))).toEqual([p!.id]);
    expect(ids(await listed(`movie_id=${movie.id}&search=_`))).toEqual([u!.id]);
    expect(ids(await listed(`movie_id=${movie.id}&search=snake_case`))).toEqual([u!.id]);
    expect(ids(await listed(`movie_id=${movie.id}&search=${encodeURIComponent('\\')}`))).toEqual([]);
  });

  describe('sorts', () => {
    const value = (row: Seeded): Record<RentalSort, string | number> => {
      const customer = customers.find((c) => c.id === row.userId)!;
      return {
        created_at: row.id, // inserted one after the other
        rental_start: row.endsInMs,
        rental_end: row.endsInMs,
        movie_title: (row.movieId === alpha.id ? alpha.title : beta.title).toLowerCase(),
        customer_name: customer.name.toLowerCase(),
        customer_email: customer.email,
        amount_paid: row.amountCents,
        is_active: isActive(row) ? 1 : 0,
      };
    };
    const expected = (sort: RentalSort, order: 'asc' | 'desc') => idsInOrder(seeded, (row) => [value(row)[sort]], order);

    it.each(sortCases(RENTAL_SORTS))(
      'by %s %s, ties by id',
      async (sort, order) => {
        expect(ids(await listed(`search=${token}&sort=${sort}&order=${order}`))).toEqual(expected(sort, order));
      },
    );

    it('defaults to created_at desc', async () => {
      expect(ids(await listed(`search=${token}`))).toEqual(expected('created_at', 'desc'));
    });
  });

  describe('paging', () => {
    it.each(['movie_title', 'is_active'] as const)('pages by %s (both orders) exactly as the whole list orders it', async (sort) => {
      for (const order of ['asc', 'desc'] as const) {
        const query = `search=${token}&sort=${sort}&order=${order}`;
        const whole = ids(await listed(`${query}&limit=100`));
        const pages: number[] = [];
        for (let page = 1; page <= Math.ceil(whole.length / 2); page++) pages.push(...ids(await listed(`${query}&limit=2&page=${page}`)));
        expect(whole.length).toBeGreaterThan(4);
        expect(pages).toEqual(whole);
      }
    });

    it('reads pages that neither overlap nor skip, and an empty page past the end with the true total', async () => {
      const all = ids(await listed(`search=${token}&sort=amount_paid&order=asc`));
      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = (await list(`search=${token}&sort=amount_paid&order=asc&limit=2&page=${page}`)).json();
        expect(res.pagination).toEqual({ total: 5, page, limit: 2, totalPages: 3 });
        pages.push(...ids(res.rentals));
      }
      expect(pages).toEqual(all);
      const past = (await list(`search=${token}&limit=2&page=4`)).json();
      expect(past).toEqual({ rentals: [], pagination: { total: 5, page: 4, limit: 2, totalPages: 3 } });
    });

    it('clamps the limit to 100', async () => {
      expect((await list(`search=${token}&limit=1000`)).json().pagination).toMatchObject({ limit: 100, totalPages: 1 });
    });

    itRefusesQueries((query) => list(query), [
      ...pagedListRefusals('password_hash'),
      ['status=ended', adminMessages.rentalStatusInvalid],
      ['movie_id=abc', adminMessages.movieFilterInvalid],
      ['movie_id=0', adminMessages.movieFilterInvalid],
      ['movie_id=1&movie_id=2', adminMessages.movieFilterInvalid],
      [`search=${'x'.repeat(201)}`, serverMessages.searchTooLong],
    ]);
  });
});

describe('GET /api/admin/rentals.csv', () => {
  const csv = (query: string) => app.inject({ method: 'GET', url: `/api/admin/rentals.csv?${query}`, headers: admin });
  const idsOf = (body: string) =>
    body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));

  it('downloads the filtered rentals newest first as a quoted, neutralised CSV attachment', async () => {
    const res = await csv(`movie_id=${beta.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rentals-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(UTF8_BOM + 'id,movie_id,movie_title,user_id,customer_name,customer_email,rental_start,rental_end,amount_paid,is_active,created_at');
    expect(lines.at(-1)).toBe('');
    const [newest, older] = seeded.filter((row) => row.movieId === beta.id).sort((x, y) => y.id - x.id);
    const aaron = customers[2]!;
    const [stored] = await (await db()).select().from(rentals).where(eq(rentals.id, newest!.id));
    expect(lines[1]).toBe(
      [
        newest!.id,
        beta.id,
        `"beta, ""quoted"" ${token}"`,
        aaron.id,
        "'=Aaron Viewer",
        aaron.email,
        stored!.rentalStart.toISOString(),
        stored!.rentalEnd?.toISOString(),
        '9.99',
        'true',
        stored!.createdAt.toISOString(),
      ].join(','),
    );
    expect(lines[2]).toContain(`${older!.id},${beta.id},`);
    expect(lines[2]).toContain(',0.00,true,');
    expect(lines).toHaveLength(4);
  });

  it.each([
    ['all', () => true],
    ['active', isActive],
    ['expired', (row: Seeded) => !isActive(row)],
  ] as const)('honours status=%s and the search', async (status, keep) => {
    expect(idsOf((await csv(`status=${status}&search=${token}`)).body)).toEqual(newestFirst(seeded.filter(keep)));
  });

  it('writes only the header for an empty list, and refuses a bad filter', async () => {
    expect((await csv(`search=${token}-nobody`)).body).toBe(
      UTF8_BOM + 'id,movie_id,movie_title,user_id,customer_name,customer_email,rental_start,rental_end,amount_paid,is_active,created_at\r\n',
    );
    const bad = await csv('status=bogus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: adminMessages.rentalStatusInvalid });
  });

  it('reads the list in keyset batches: batches of 2 give the same rows as the route', async () => {
    const filters = { status: 'all' as const, search: token };
    const rows = [];
    for await (const row of rentalCsvRows(app.deps, filters, { batchSize: 2 })) rows.push(row);
    expect(rows.map((row) => row[0])).toEqual(newestFirst(seeded));
    const viaRoute = (await csv(`search=${token}`)).body.split('\r\n').slice(1, -1);
    expect(rows.map((row) => csvLine(row).slice(0, -2))).toEqual(viaRoute);
  });
});
