// GET /api/admin/codes, codes.csv, /codes/{id}/redemptions and PATCH /codes/{id} (docs/product.md#offers) on the shared
// test database: every assertion is narrowed to this file's codes (a unique prefix in each code, or its batch).
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_SORTS, type AdminCode, type CodeRedemptions } from '../../../common/admin-offers.ts';
import { offerMessages as m } from '../../../common/messages/offers.ts';
import { actorOf, expectAuditDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { UTF8_BOM } from '../../http/csv.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createBundle, createCode, createMovie, createUser, uniqueCode, uniqueEmail } from '../../test/factories.ts';
import { expectRefusal, itRefusesQueries } from '../../test/refusals.ts';
import { insertOfferPayment, insertScreenerPlay } from '../offers-testing.ts';
import { idsInOrder, pagedListRefusals, sharedAdmin, sortCases } from '../testing.ts';
import { codeCsvRows } from './list.ts';

const app = sharedTestApp();
const admin = sharedAdmin();
const HOUR = 3_600_000;

// Codes of this file start with PREFIX; PREFIX alone names them in a search.
const PREFIX = uniqueCode('L').slice(0, 7);
const codes: Array<{ id: number; code: string; createdAt: Date; uses: number; cents: number; active: boolean }> = [];
const film = { id: 0, title: '' };
const bundle = { id: 0, title: '' };
const buyer = { id: 0, email: '' };

const get = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers });
async function list(query: string) {
  const res = await get(`/api/admin/codes?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { codes: AdminCode[]; pagination: Record<string, number> };
}
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

beforeAll(async () => {
  const d = await db();
  Object.assign(film, await createMovie(d, { title: `Code film ${PREFIX}` }));
  const second = await createMovie(d);
  Object.assign(bundle, await createBundle(d, [film.id, second.id], 999, { title: `Code bundle ${PREFIX}` }));
  Object.assign(buyer, (await createUser(d, { email: uniqueEmail('codebuyer') })).user);
  // [suffix, completed payments (cents), a refunded one too, active, created hours ago]
  const plan: Array<[string, number[], boolean, number]> = [
    ['AAAA', [500, 300], true, 5],
    ['BBBB', [], false, 4],
    ['CCCC', [900], true, 3],
    ['DDDD', [100, 100, 100], true, 2],
    ['EEEE', [800], true, 1],
  ];
  for (const [suffix, paid, active, hoursAgo] of plan) {
    const createdAt = new Date(Date.now() - hoursAgo * HOUR);
    const row = await createCode(d, { code: `${PREFIX}${suffix}`, isActive: active, createdAt });
    for (const cents of paid) await insertOfferPayment(d, { userId: buyer.id, movieId: film.id, codeId: row.id, amountCents: cents, discountCents: 50 });
    // Neither a refunded nor a pending payment is a use.
    await insertOfferPayment(d, { userId: buyer.id, movieId: film.id, codeId: row.id, amountCents: 7000, status: 'refunded' });
    await insertOfferPayment(d, { userId: buyer.id, movieId: film.id, codeId: row.id, amountCents: 7000, status: 'pending' });
    codes.push({ id: row.id, code: row.code, createdAt, uses: paid.length, cents: paid.reduce((a, b) => a + b, 0), active });
  }
});

describe('GET /api/admin/codes', () => {
  it('lists each code with its completed payments and their revenue, newest first', async () => {
    const res = await list(`search=${PREFIX}`);
    expect(ids(res.codes)).toEqual(ids([...codes].reverse()));
    expect(res.pagination).toEqual({ total: 5, page: 1, limit: 20, totalPages: 1 });
    const first = res.codes.find((code) => code.id === codes[0]!.id);
    expect(first).toEqual({
      id: codes[0]!.id,
      code: `${PREFIX}AAAA`,
      kind: 'percent',
      value: 10,
      movie_ids: [],
      max_redemptions: null,
      per_viewer: null,
      starts_at: null,
      ends_at: null,
      email: null,
      batch_id: null,
      is_active: true,
      redemptions: 2,
      revenue: 8,
      created_at: codes[0]!.createdAt.toISOString(),
    });
    expect(res.codes.map((code) => [code.redemptions, code.revenue])).toEqual([...codes].reverse().map((code) => [code.uses, code.cents / 100]));
  });

  it('searches a part of the code, whatever the case', async () => {
    expect(ids((await list(`search=${PREFIX.toLowerCase()}cc`)).codes)).toEqual([codes[2]!.id]);
    expect(ids((await list(`search=${PREFIX.slice(2)}dDd`)).codes)).toEqual([codes[3]!.id]);
    expect((await list(`search=${PREFIX}%25`)).codes).toEqual([]);
  });

  it.each([
    ['active', (code: (typeof codes)[number]) => code.active],
    ['disabled', (code: (typeof codes)[number]) => !code.active],
    ['all', () => true],
  ] as const)('filters status=%s', async (status, keep) => {
    expect(ids((await list(`search=${PREFIX}&status=${status}`)).codes)).toEqual(ids(codes.filter(keep).reverse()));
  });

  it.each(sortCases(CODE_SORTS))('sorts by %s %s, ties by id', async (sort, order) => {
    const key = (code: (typeof codes)[number]) => ({ created_at: code.createdAt.getTime(), code: code.code, redemptions: code.uses, revenue: code.cents })[sort];
    expect(ids((await list(`search=${PREFIX}&sort=${sort}&order=${order}`)).codes)).toEqual(idsInOrder(codes, (code) => [key(code)], order));
  });

  it('pages exactly as the whole list orders it', async () => {
    const whole = ids((await list(`search=${PREFIX}&sort=revenue&order=desc`)).codes);
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(...ids((await list(`search=${PREFIX}&sort=revenue&order=desc&limit=2&page=${page}`)).codes));
    expect(pages).toEqual(whole);
  });

  itRefusesQueries((query) => get(`/api/admin/codes?${query}`), [
    ...pagedListRefusals('value'),
    ['status=expired', m.codeStatusInvalid],
    [`batch=${'x'.repeat(65)}`, m.codeBatchInvalid],
  ]);
});

describe('GET /api/admin/codes.csv', () => {
  it('downloads one batch (?batch=) with each code, its settings and uses, newest first', async () => {
    const made = await app.inject({ method: 'POST', url: '/api/admin/codes', headers: admin.headers, payload: { kind: 'amount', value: '2.5', count: 3, movie_ids: [film.id] } });
    expect(made.statusCode).toBe(201);
    const batch = (made.json() as { codes: AdminCode[] }).codes;
    const batchId = batch[0]!.batch_id!;
    await insertOfferPayment(await db(), { userId: buyer.id, bundleId: bundle.id, codeId: batch[1]!.id, amountCents: 1249, discountCents: 250 });
    const res = await get(`/api/admin/codes.csv?batch=${batchId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="codes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const line = (code: AdminCode, uses: number, revenue: string) =>
      [code.id, code.code, 'amount', '2.50', film.id, 1, '', '', '', '', batchId, true, uses, revenue, code.created_at].join(',');
    const [newest, middle, oldest] = [...batch].sort((a, b) => b.id - a.id) as [AdminCode, AdminCode, AdminCode];
    const usesOf = (code: AdminCode) => (code.id === batch[1]!.id ? [1, '12.49'] : [0, '0.00']) as [number, string];
    expect(res.body).toBe(
      `${UTF8_BOM}id,code,kind,value,movie_ids,max_redemptions,per_viewer,starts_at,ends_at,email,batch_id,is_active,redemptions,revenue,created_at\r\n` +
        [newest, middle, oldest].map((code) => `${line(code, ...usesOf(code))}\r\n`).join(''),
    );
  });

  it('takes the list filters, and reads in keyset batches the same rows', async () => {
    const res = await get(`/api/admin/codes.csv?search=${PREFIX}&status=active`);
    const listed = res.body.trimEnd().split('\r\n').slice(1).map((line) => Number(line.split(',')[0]));
    expect(listed).toEqual(codes.filter((code) => code.active).map((code) => code.id).sort((a, b) => b - a));
    const rows = [];
    for await (const row of codeCsvRows(app.deps, { status: 'active', search: PREFIX }, { batchSize: 2 })) rows.push(Number(row[0]));
    expect(rows).toEqual(listed);
    expectRefusal(await get('/api/admin/codes.csv?status=gone'), 400, m.codeStatusInvalid);
  });
});

describe('GET /api/admin/codes/{id}/redemptions', () => {
  it('answers the completed payments with the code, newest first: buyer, film or bundle, amount, discount, gift', async () => {
    const d = await db();
    const code = await createCode(d, { kind: 'amount', percentOff: null, amountOffCents: 100 });
    const { user: giver } = await createUser(d, { email: uniqueEmail('giver') });
    const older = await insertOfferPayment(d, { userId: buyer.id, movieId: film.id, codeId: code.id, amountCents: 399, discountCents: 100, createdAt: new Date(Date.now() - HOUR) });
    const newer = await insertOfferPayment(d, { userId: giver.id, bundleId: bundle.id, codeId: code.id, amountCents: 899, discountCents: 100, giftTo: 'friend@example.com' });
    await insertOfferPayment(d, { userId: buyer.id, movieId: film.id, codeId: code.id, status: 'refunded' });
    const res = await get(`/api/admin/codes/${code.id}/redemptions`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      redemptions: [
        { payment_id: newer.id, user_id: giver.id, email: giver.email, title: bundle.title, amount: 8.99, discount: 1, gift: true, created_at: newer.createdAt.toISOString() },
        { payment_id: older.id, user_id: buyer.id, email: buyer.email, title: film.title, amount: 3.99, discount: 1, gift: false, created_at: older.createdAt.toISOString() },
      ],
      plays: [],
    } satisfies CodeRedemptions);
  });

  it("lists a screener's plays with the viewer's e-mail and the film, newest first", async () => {
    const d = await db();
    const { user: critic } = await createUser(d, { email: uniqueEmail('critic') });
    const code = await createCode(d, { kind: 'free', percentOff: null, email: critic.email.toLowerCase() });
    const paid = await insertOfferPayment(d, { userId: critic.id, movieId: film.id, codeId: code.id, amountCents: 0, discountCents: 499 });
    const [one, two, three] = [1, 2, 3].map((hoursAgo) => new Date(Date.now() - hoursAgo * HOUR)) as [Date, Date, Date];
    await insertScreenerPlay(d, { codeId: code.id, userId: critic.id, movieId: film.id, playedAt: three });
    await insertScreenerPlay(d, { codeId: code.id, userId: critic.id, movieId: film.id, playedAt: one });
    // The account was removed since: the play stays, without anyone's e-mail.
    await insertScreenerPlay(d, { codeId: code.id, userId: null, movieId: film.id, playedAt: two });
    const body = (await get(`/api/admin/codes/${code.id}/redemptions`)).json() as CodeRedemptions;
    expect(body.redemptions.map((row) => [row.payment_id, row.amount, row.discount])).toEqual([[paid.id, 0, 4.99]]);
    expect(body.plays).toEqual([
      { user_id: critic.id, email: critic.email, movie_id: film.id, title: film.title, played_at: one.toISOString() },
      { user_id: null, email: null, movie_id: film.id, title: film.title, played_at: two.toISOString() },
      { user_id: critic.id, email: critic.email, movie_id: film.id, title: film.title, played_at: three.toISOString() },
    ]);
  });

  it('answers 404 for a code that does not exist or an id that names none', async () => {
    expectRefusal(await get('/api/admin/codes/2000000000/redemptions'), 404, m.codeNotFound);
    expectRefusal(await get('/api/admin/codes/abc/redemptions'), 404, m.codeNotFound);
  });
});

describe('PATCH /api/admin/codes/{id}', () => {
  const patch = (id: number | string, payload: unknown) => app.inject({ method: 'PATCH', url: `/api/admin/codes/${id}`, headers: admin.headers, payload: payload as object });

  it('switches a code off and on again, answering {code}, each recorded as code.update', async () => {
    const code = await createCode(await db());
    await expectAuditDuring(
      async () => {
        const off = await patch(code.id, { is_active: false });
        expect(off.statusCode).toBe(200);
        expect((off.json() as { code: AdminCode }).code).toMatchObject({ id: code.id, code: code.code, is_active: false });
        expect(ids((await list(`search=${code.code}&status=disabled`)).codes)).toEqual([code.id]);
        expect((await patch(code.id, { is_active: true })).json()).toMatchObject({ code: { is_active: true } });
      },
      [
        { actor: actorOf(admin), action: 'code.update', subjectKind: 'code', subjectId: code.id, changes: { is_active: { before: true, after: false } } },
        { actor: actorOf(admin), action: 'code.update', subjectKind: 'code', subjectId: code.id, changes: { is_active: { before: false, after: true } } },
      ],
    );
  });

  it('refuses a body without is_active, and an unknown code, recording nothing', async () => {
    const code = await createCode(await db());
    await expectNoAuditDuring(async () => {
      expectRefusal(await patch(code.id, { is_active: 'no' }), 400, m.codeActiveInvalid);
      expectRefusal(await patch(code.id, {}), 400, m.codeActiveInvalid);
      expectRefusal(await patch(2_000_000_000, { is_active: false }), 404, m.codeNotFound);
      expectRefusal(await patch('x1', { is_active: false }), 404, m.codeNotFound);
    });
  });
});
