// GET /api/admin/payments and /api/admin/payments.csv on the shared test database: every assertion is narrowed to
// this file's own rows (a unique token in the customers' e-mails and the movies' titles).
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../common/messages/admin.ts';
import { buildTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createLoggedInUser, createMovie, createPendingPayment, createUser, uniqueEmail } from '../../test/factories.ts';
import { csvLine, UTF8_BOM } from '../../http/csv.ts';
import { paymentCsvRows, successRate } from './service.ts';
import { DAY, ids, MINUTE, newestFirst, pay, paymentsTestApp, type Seeded } from './payments-test-helpers.ts';

const { token, app, admin, seeded, customers, night, zebra, list, body, ownIds, own } = paymentsTestApp();

describe('GET /api/admin/payments', () => {
  it('refuses anyone but an admin', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/payments' })).statusCode).toBe(401);
    const viewer = await createLoggedInUser(await db());
    expect((await list('', viewer.headers.authorization)).statusCode).toBe(403);
  });

  it('lists each payment with its customer, movie and refund, newest first, with the summary', async () => {
    const res = await body(`search=${token}`);
    expect(ids(res.payments)).toEqual(newestFirst(seeded));
    expect(res.pagination).toEqual({ total: 6, page: 1, limit: 20, totalPages: 1 });
    const refunded = seeded[2]!;
    const aaron = customers[2]!;
    expect(res.payments.find((payment) => payment.id === refunded.id)).toEqual({
      id: refunded.id,
      user_id: aaron.id,
      first_name: '+Aaron',
      last_name: 'Viewer',
      email: aaron.email,
      movie_title: zebra.title,
      amount: 9.99,
      status: 'refunded',
      provider: 'sandbox',
      created_at: refunded.createdAt.toISOString(),
      refunded_at: refunded.createdAt.toISOString(),
      refunded_by: admin.email,
      code: null,
      discount: 0,
      gift: false,
      bundle_id: null,
    });
    expect(res.payments.find((payment) => payment.id === seeded[0]!.id)).toMatchObject({ refunded_at: null, refunded_by: null });
  });

  it('sums the whole filtered set, whatever the page, by status, with the success rate to one decimal', async () => {
    const res = await body(`search=${token}&limit=1&page=2`);
    expect(res.payments).toHaveLength(1);
    expect(res.summary).toEqual({
      count: 6,
      amount: 34.46,
      by_status: {
        completed: { count: 3, amount: 17.98 },
        pending: { count: 1, amount: 4.99 },
        failed: { count: 1, amount: 1.5 },
        refunded: { count: 1, amount: 9.99 },
      },
      success_rate: 50,
    });
    expect((await body(`search=${token}&date_range=year`)).summary).toMatchObject({ count: 5, amount: 24.46, success_rate: 40 });
    expect((await body(`search=${encodeURIComponent(zebra.title)}`)).summary).toMatchObject({ count: 3, success_rate: 0 });
    expect((await body(`search=${token}&status=completed`)).summary).toMatchObject({ count: 3, amount: 17.98, success_rate: 100 });
    expect((await body(`search=${token}-nobody`)).summary).toEqual({
      count: 0,
      amount: 0,
      by_status: {
        completed: { count: 0, amount: 0 },
        pending: { count: 0, amount: 0 },
        failed: { count: 0, amount: 0 },
        refunded: { count: 0, amount: 0 },
      },
      success_rate: 0,
    });
  });

  it('rounds the success rate to one decimal', () => {
    expect(successRate(1, 3)).toBe(33.3);
    expect(successRate(2, 3)).toBe(66.7);
    expect(successRate(1, 8)).toBe(12.5);
    expect(successRate(0, 0)).toBe(0);
  });

  it.each(['all', 'completed', 'pending', 'failed', 'refunded'] as const)('filters status=%s', async (status) => {
    const res = await body(`search=${token}&status=${status}`);
    expect(ids(res.payments)).toEqual(newestFirst(seeded.filter((row) => status === 'all' || row.status === status)));
  });

  it.each([
    ['all', Infinity],
    ['week', 7 * DAY],
    ['month', 30 * DAY],
    ['year', 365 * DAY],
  ] as const)('filters date_range=%s', async (range, within) => {
    const res = await body(`search=${token}&date_range=${range}`);
    expect(ids(res.payments)).toEqual(newestFirst(seeded.filter((row) => Date.now() - row.createdAt.getTime() < within)));
  });

  it('takes the last 7, 30 and 365 days to the minute', async () => {
    const d = await db();
    const { user } = await createUser(d, { email: uniqueEmail(`${token}edge`) });
    const at = (ms: number) => pay(d, user.id, night.id, { status: 'completed', createdAt: new Date(Date.now() - ms) });
    for (const [range, days] of [
      ['week', 7],
      ['month', 30],
      ['year', 365],
    ] as const) {
      const inside = await at(days * DAY - 2 * MINUTE);
      const outside = await at(days * DAY + 2 * MINUTE);
      const found = ids((await body(`search=${token}edge&date_range=${range}&limit=100`)).payments);
      expect(found).toContain(inside.id);
      expect(found).not.toContain(outside.id);
    }
  });

  it.each([
    ['UTC', 0],
    ['Etc/GMT-14', 14],
    ['Etc/GMT+12', -12],
    ['Asia/Kolkata', 5.5],
  ] as const)("takes 'today' as the calendar day in TIMEZONE=%s", async (zone, offsetHours) => {
    const zoned = await buildTestApp({ TIMEZONE: zone });
    try {
      const d = await db();
      const zoneToken = `${token}tz${Math.round(offsetHours * 10)}`;
      const { user } = await createUser(d, { email: uniqueEmail(zoneToken) });
      // Midnight in the zone: now shifted to the zone's wall clock, truncated to the day, shifted back.
      const offset = offsetHours * 3_600_000;
      const wall = new Date(Date.now() + offset);
      const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) - offset;
      const today = await pay(d, user.id, night.id, { status: 'completed', createdAt: new Date(midnight + MINUTE) });
      const yesterday = await pay(d, user.id, night.id, { status: 'completed', createdAt: new Date(midnight - MINUTE) });
      expect(ids((await body(`search=${zoneToken}&date_range=today`, zoned)).payments)).toEqual([today.id]);
      expect(ids((await body(`search=${zoneToken}&date_range=week`, zoned)).payments)).toEqual([today.id, yesterday.id]);
    } finally {
      await zoned.close();
    }
  });

  it('searches the customer by name or e-mail and the movie by title, whatever the case', async () => {
    const ben = customers[1]!;
    expect(ids((await body(`search=${encodeURIComponent(ben.email.toUpperCase())}`)).payments)).toEqual(
      newestFirst(seeded.filter((row) => row.userId === ben.id)),
    );
    expect(ids((await body(`search=${encodeURIComponent(`ben viewer ${token}`)}`)).payments)).toEqual(
      newestFirst(seeded.filter((row) => row.userId === ben.id)),
    );
    expect(ids((await body(`search=${encodeURIComponent(`TRAIN" ${token}`)}&limit=100`)).payments.filter(own))).toEqual(
      newestFirst(seeded.filter((row) => row.movieId === night.id)),
    );
  });

  it('also finds a payment by its id (a whole number) or its provider reference (cs_…, pi_…), exactly', async () => {
    const d = await db();
    const { user } = await createUser(d, { email: uniqueEmail(`${token}ref`) });
    // Ten digits, far above the sequence: no customer's e-mail or film title holds them.
    const id = 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
    const owner = { userId: user.id, movieId: night.id };
    const named = await createPendingPayment(d, owner, { id, checkoutSessionId: `cs_test_${token}`, paymentIntentId: `pi_test_${token}` });
    await createPendingPayment(d, owner, { checkoutSessionId: `cs_test_${token}_other`, paymentIntentId: `pi_test_${token}_other` });
    for (const search of [String(id), `cs_test_${token}`, `pi_test_${token}`]) {
      const res = await body(`search=${search}`);
      expect(ids(res.payments)).toEqual([named.id]);
      expect(res.summary).toMatchObject({ count: 1 });
    }
    expect((await body(`search=cs_test_${token.slice(0, 5)}`)).payments).toEqual([]);
    expect((await body(`search=PI_TEST_${token}`)).payments).toEqual([]);
    // Beyond any id: a search, not an error.
    expect((await body('search=99999999999')).payments).toEqual([]);
  });

  it('still finds the customers and films a whole number is part of', async () => {
    const d = await db();
    const digits = String(100_000_000 + Math.floor(Math.random() * 900_000_000));
    const { user } = await createUser(d, { email: uniqueEmail(`n${digits}`) });
    const byEmail = await pay(d, user.id, night.id, { status: 'completed' });
    const byTitle = await pay(d, customers[0]!.id, (await createMovie(d, { title: `Reel ${digits}` })).id, { status: 'completed' });
    const res = await body(`search=${digits}`);
    expect(ids(res.payments)).toEqual([byTitle.id, byEmail.id]);
    expect(res.summary).toMatchObject({ count: 2 });
  });

  it('matches % and _ in a search as themselves, in names and titles', async () => {
    const d = await db();
    const { user } = await createUser(d, { email: uniqueEmail(`${token}wild`) });
    const percent = await pay(d, user.id, (await createMovie(d, { title: `Sale ${token}%off` })).id, { status: 'completed' });
    await pay(d, user.id, (await createMovie(d, { title: `Sale ${token}Xoff` })).id, { status: 'completed' });
    const underscore = await pay(d, user.id, (await createMovie(d, { title: `Sale ${token}_b` })).id, { status: 'completed' });
    await pay(d, user.id, (await createMovie(d, { title: `Sale ${token}Yb` })).id, { status: 'completed' });
    expect(ids((await body(`search=${encodeURIComponent(`${token}%off`)}`)).payments)).toEqual([percent.id]);
    expect(ids((await body(`search=${encodeURIComponent(`${token}_b`)}`)).payments)).toEqual([underscore.id]);
    const named = (await createUser(d, { firstName: `Per${token}%`, email: uniqueEmail('wild') })).user;
    const byName = await pay(d, named.id, night.id, { status: 'pending' });
    expect(ids((await body(`search=${encodeURIComponent(`Per${token}%`)}`)).payments)).toEqual([byName.id]);
  });
});

describe('GET /api/admin/payments.csv', () => {
  const csv = (query: string) => app.inject({ method: 'GET', url: `/api/admin/payments.csv?${query}`, headers: admin.headers });
  const HEADER = 'id,created_at,user_id,first_name,last_name,email,movie_title,amount,status,provider,refunded_at,refunded_by,code,discount,gift,bundle_id';
  const idsOf = (text: string) =>
    text
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]))
      .filter((id) => ownIds().has(id));

  it('downloads the filtered payments newest first as a quoted, neutralised CSV attachment', async () => {
    const res = await csv(`search=${token}&status=refunded`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const refunded = seeded[2]!;
    const aaron = customers[2]!;
    const at = refunded.createdAt.toISOString();
    // The byte order mark first, so that Excel reads the file as UTF-8.
    expect(res.body).toBe(
      `${UTF8_BOM}${HEADER}\r\n${[refunded.id, at, aaron.id, "'+Aaron", 'Viewer', aaron.email, `zebra ${token}`, '9.99', 'refunded', 'sandbox', at, admin.email, '', '0.00', false, ''].join(',')}\r\n`,
    );
    const quoted = await csv(`search=${token}&status=completed&date_range=week`);
    const newest = quoted.body.split('\r\n').find((line) => line.startsWith(`${seeded[0]!.id},`));
    expect(newest).toContain(`,"Night, ""Train"" ${token}",4.99,completed,sandbox,,`);
  });

  it.each([
    ['status=completed', (row: Seeded) => row.status === 'completed'],
    ['status=pending', (row: Seeded) => row.status === 'pending'],
    ['date_range=month', (row: Seeded) => Date.now() - row.createdAt.getTime() < 30 * DAY],
    ['date_range=today', (row: Seeded) => row.createdAt.getTime() >= new Date().setUTCHours(0, 0, 0, 0)],
    ['status=all&date_range=all', () => true],
  ])('honours %s and the search, newest id first', async (query, keep) => {
    const expected = seeded.filter(keep).map((row) => row.id).sort((x, y) => y - x);
    expect(idsOf((await csv(`${query}&search=${token}`)).body)).toEqual(expected);
  });

  it('refuses a bad filter with 400', async () => {
    const res = await csv('date_range=forever');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: adminMessages.dateRangeInvalid });
  });

  it('reads the list in keyset batches: batches of 2 give the same rows as the route', async () => {
    const rows = [];
    const filters = { status: 'all' as const, date_range: 'all' as const, search: token };
    for await (const row of paymentCsvRows(app.deps, filters, { batchSize: 2 })) rows.push(row);
    expect(rows.length).toBeGreaterThan(seeded.length);
    const viaRoute = (await csv(`search=${token}`)).body.split('\r\n').slice(1, -1);
    expect(rows.map((row) => csvLine(row).slice(0, -2))).toEqual(viaRoute);
    const rowIds = rows.map((row) => Number(row[0]));
    expect(rowIds).toEqual([...rowIds].sort((x, y) => y - x));
  });
});
