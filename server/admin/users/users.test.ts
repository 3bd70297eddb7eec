import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUserDetailResponseSchema, adminUsersResponseSchema, USER_SORTS, type AdminUser } from '../../../common/admin-business.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { rentals, users } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createMovie, createPurchase, type PurchaseOptions } from '../../test/factories.ts';
import { describeAdminOnly, idsInOrder, sharedAdmin, sortCases } from '../testing.ts';

const app = sharedTestApp();
const adminUser = sharedAdmin();
const admin = adminUser.headers;
const HOUR = 3_600_000;

const tagOf = () => randomUUID().slice(0, 8);

async function addUser(values: { firstName: string; lastName: string; email: string; createdAt?: Date; isAdmin?: boolean }) {
  const [user] = await (await db())
    .insert(users)
    .values({ ...values, passwordHash: 'not-a-hash', role: values.isAdmin ? 'admin' : 'user' })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}


/** A payment and (unless pending or failed) its rental, written straight to the database. */
const purchase = async (userId: number, movieId: number, options: PurchaseOptions = {}) =>
  createPurchase(await db(), userId, movieId, {
    endsInMs: 24 * HOUR,
    ...options,
    // Refunded a minute after paying, so that refunded_at is its own instant.
    ...(options.status === 'refunded' && { refundedAt: new Date((options.at ?? new Date()).getTime() + 60_000) }),
  });

const get = (url: string, headers: Record<string, string> = admin) => app.inject({ method: 'GET', url, headers });

async function list(query: Record<string, string>) {
  const res = await get(`/api/admin/users?${new URLSearchParams(query)}`);
  expect(res.statusCode).toBe(200);
  return adminUsersResponseSchema.strict().parse(res.json());
}

describeAdminOnly(app, ['/api/admin/users', '/api/admin/users/1']);

describe('GET /api/admin/users', () => {
  // Four customers of one test, told apart by a tag in their e-mails; every value differs between sorts.
  const tag = tagOf();
  const base = Date.now() - 10 * 24 * HOUR;
  let group: Array<{ id: number; first: string; last: string; email: string; createdAt: number; rentals: number; spentCents: number; isAdmin: boolean }>;

  beforeAll(async () => {
    const movie = await createMovie(await db());
    const specs = [
      { first: 'Dee', last: 'Ash', email: `b-${tag}@example.com`, createdAt: base + 60_000, isAdmin: false },
      { first: 'ann', last: 'Zed', email: `d-${tag}@example.com`, createdAt: base + 180_000, isAdmin: true },
      { first: 'Bob', last: 'Kay', email: `a-${tag}@example.com`, createdAt: base + 120_000, isAdmin: false },
      { first: 'Cy', last: 'Orr', email: `c-${tag}@example.com`, createdAt: base, isAdmin: false },
    ];
    group = [];
    for (const spec of specs) {
      const user = await addUser({ firstName: spec.first, lastName: spec.last, email: spec.email, createdAt: new Date(spec.createdAt), isAdmin: spec.isAdmin });
      group.push({ ...spec, id: user.id, rentals: 0, spentCents: 0 });
    }
    const [dee, , bob, cy] = group as [(typeof group)[0], (typeof group)[0], (typeof group)[0], (typeof group)[0]];
    await purchase(dee.id, movie.id, { cents: 499 });
    await purchase(dee.id, movie.id, { cents: 499, endsInMs: -HOUR });
    Object.assign(dee, { rentals: 2, spentCents: 998 });
    await purchase(bob.id, movie.id, { cents: 1500 });
    await purchase(bob.id, movie.id, { cents: 9999, status: 'refunded' });
    await purchase(bob.id, movie.id, { cents: 9999, status: 'failed' });
    Object.assign(bob, { rentals: 2, spentCents: 1500 });
    await purchase(cy.id, movie.id, { cents: 700, status: 'pending' });
  });

  const expected = (member: (typeof group)[0]): AdminUser => ({
    id: member.id,
    first_name: member.first,
    last_name: member.last,
    email: member.email,
    is_admin: member.isAdmin,
    created_at: new Date(member.createdAt).toISOString(),
    total_rentals: member.rentals,
    total_spent: member.spentCents / 100,
  });

  it('answers every customer with rentals and spending (completed payments only), newest first by default', async () => {
    const body = await list({ search: tag });
    expect(body.pagination).toEqual({ total: 4, page: 1, limit: 20, totalPages: 1 });
    expect(body.users).toEqual([...group].sort((a, b) => b.createdAt - a.createdAt).map(expected));
  });

  const sortKeys: Record<(typeof USER_SORTS)[number], (member: (typeof group)[0]) => Array<string | number>> = {
    created_at: (m) => [m.createdAt],
    name: (m) => [m.first.toLowerCase(), m.last.toLowerCase()],
    email: (m) => [m.email.toLowerCase()],
    total_rentals: (m) => [m.rentals],
    total_spent: (m) => [m.spentCents],
  };

  it.each(sortCases(USER_SORTS))(
    'sorts by %s %s, ties by id in the same order, and pages never overlap',
    async (sort, order) => {
      const ids = idsInOrder(group, sortKeys[sort], order);
      const whole = await list({ search: tag, sort, order });
      expect(whole.users.map((user) => user.id)).toEqual(ids);
      const first = await list({ search: tag, sort, order, limit: '3', page: '1' });
      const second = await list({ search: tag, sort, order, limit: '3', page: '2' });
      expect([...first.users, ...second.users].map((user) => user.id)).toEqual(ids);
      expect(second.users.map(({ id }) => group.find((member) => member.id === id)).map((member) => member && expected(member))).toEqual(second.users);
    },
  );

  it('pages: a page past the end is empty with the real total; a limit over 100 is clamped', async () => {
    expect((await list({ search: tag, limit: '3', page: '1' })).pagination).toEqual({ total: 4, page: 1, limit: 3, totalPages: 2 });
    const last = await list({ search: tag, limit: '3', page: '2' });
    expect(last.users).toHaveLength(1);
    const past = await list({ search: tag, limit: '3', page: '3' });
    expect(past).toEqual({ users: [], pagination: { total: 4, page: 3, limit: 3, totalPages: 2 } });
    const clamped = await list({ limit: '1000' });
    expect(clamped.pagination.limit).toBe(100);
    expect(clamped.users.length).toBeLessThanOrEqual(100);
    expect(clamped.pagination.total).toBeGreaterThanOrEqual(4);
  });

  it.each([
    [{ page: '0' }, serverMessages.invalidPage],
    [{ limit: '0' }, serverMessages.invalidLimit],
    [{ sort: 'password_hash' }, serverMessages.invalidSort],
    [{ order: 'sideways' }, serverMessages.invalidOrder],
  ])('refuses %o with a 400', async (query, message) => {
    const res = await get(`/api/admin/users?${new URLSearchParams(query)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});

describe('GET /api/admin/users?search=', () => {
  const tag = tagOf();
  let ann: { id: number };
  let percent: { id: number };
  let underscore: { id: number };

  beforeAll(async () => {
    ann = await addUser({ firstName: 'Ann', lastName: 'Lee', email: `ann.${tag}@example.com` });
    percent = await addUser({ firstName: 'Bob', lastName: `100%${tag}`, email: `bob-${tag}@example.com` });
    underscore = await addUser({ firstName: 'Cy', lastName: `x_${tag}`, email: `cy_${tag}@example.com` });
  });

  const idsFor = async (search: string) => (await list({ search })).users.map((user) => user.id).sort((a, b) => a - b);

  it('finds by e-mail, any case, a substring', async () => {
    expect(await idsFor(`ANN.${tag.toUpperCase()}`)).toEqual([ann.id]);
    expect(await idsFor(`${tag}@example`)).toEqual([ann.id, percent.id, underscore.id].sort((a, b) => a - b));
  });

  it('finds by first name, last name, or the whole name', async () => {
    expect(await idsFor(`lee ann.${tag}`)).toEqual([ann.id]);
    expect(await idsFor(`Bob 100%${tag}`)).toEqual([percent.id]);
    expect(await idsFor(`  x_${tag} `)).toEqual([underscore.id]);
  });

  it('matches % and _ as themselves, not as wildcards', async () => {
    expect(await idsFor(`%${tag}`)).toEqual([percent.id]);
    expect(await idsFor(`_${tag}`)).toEqual([underscore.id]);
    const everyone = (await list({})).pagination.total;
    const percents = await list({ search: '%' });
    expect(percents.pagination.total).toBeLessThan(everyone);
    expect(percents.users.every((user) => `${user.first_name} ${user.last_name} ${user.email}`.includes('%'))).toBe(true);
    const underscores = await list({ search: '_' });
    expect(underscores.pagination.total).toBeLessThan(everyone);
    expect(underscores.users.every((user) => `${user.first_name} ${user.last_name} ${user.email}`.includes('_'))).toBe(true);
    expect((await list({ search: `\\${tag}` })).users).toEqual([]);
  });

  it('answers an empty page for no match', async () => {
    expect(await list({ search: `nobody-${tag}` })).toEqual({ users: [], pagination: { total: 0, page: 1, limit: 20, totalPages: 0 } });
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers the customer with every rental and payment, newest first, refunds with who and when', async () => {
    const tag = tagOf();
    const customer = await addUser({ firstName: 'Jane', lastName: 'Doe', email: `jane-${tag}@example.com` });
    const night = await createMovie(await db(), { title: `Night ${tag}` });
    const day = await createMovie(await db(), { title: `Day ${tag}` });
    const t0 = Date.now() - 5 * 24 * HOUR;
    const running = await purchase(customer.id, night.id, { cents: 499, at: new Date(t0 + 4 * HOUR), endsInMs: 10 * HOUR });
    const over = await purchase(customer.id, day.id, { cents: 350, at: new Date(t0 + 3 * HOUR), endsInMs: -HOUR });
    const refunded = await purchase(customer.id, day.id, { cents: 1200, at: new Date(t0 + 2 * HOUR), status: 'refunded', refundedBy: adminUser.id, endsInMs: 20 * HOUR, isActive: false });
    const byStripe = await purchase(customer.id, night.id, { cents: 800, at: new Date(t0 + HOUR), status: 'refunded', endsInMs: 30 * HOUR, isActive: false });
    const failed = await purchase(customer.id, night.id, { cents: 499, at: new Date(t0 + 5 * HOUR), status: 'failed' });

    const res = await get(`/api/admin/users/${customer.id}`);
    expect(res.statusCode).toBe(200);
    const body = adminUserDetailResponseSchema.strict().parse(res.json());
    expect(body.user).toEqual({
      id: customer.id,
      first_name: 'Jane',
      last_name: 'Doe',
      email: `jane-${tag}@example.com`,
      is_admin: false,
      created_at: customer.createdAt.toISOString(),
      total_rentals: 4,
      total_spent: 8.49,
    });
    const rentalOf = (made: typeof running, title: string, isActive: boolean) => ({
      id: made.rental!.id,
      movie_id: made.rental!.movieId,
      title,
      rental_start: made.rental!.rentalStart.toISOString(),
      rental_end: made.rental!.rentalEnd?.toISOString() ?? null,
      is_active: isActive,
      amount_paid: made.rental!.amountPaidCents / 100,
    });
    expect(body.rentals).toEqual([
      rentalOf(running, night.title, true),
      rentalOf(over, day.title, false),
      rentalOf(refunded, day.title, false),
      rentalOf(byStripe, night.title, false),
    ]);
    const paymentOf = (made: typeof running, title: string, refundedBy: string | null = null) => ({
      id: made.payment.id,
      movie_title: title,
      created_at: made.payment.createdAt.toISOString(),
      status: made.payment.status,
      amount: made.payment.amountCents / 100,
      refunded_at: made.payment.refundedAt?.toISOString() ?? null,
      refunded_by: refundedBy,
    });
    expect(body.payments).toEqual([
      paymentOf(failed, night.title),
      paymentOf(running, night.title),
      paymentOf(over, day.title),
      paymentOf(refunded, day.title, adminUser.email),
      paymentOf(byStripe, night.title),
    ]);
    expect(body.payments[3]).toMatchObject({ status: 'refunded', refunded_by: adminUser.email });
    expect(body.payments[3]!.refunded_at).not.toBeNull();
  });

  it('answers a rental waiting for its first play with no end, active while it may still be started', async () => {
    const tag = tagOf();
    const customer = await addUser({ firstName: 'Wait', lastName: 'Ing', email: `wait-${tag}@example.com` });
    const movie = await createMovie(await db(), { title: `Premiere ${tag}` });
    const { rental } = await purchase(customer.id, movie.id);
    await (await db())
      .update(rentals)
      .set({ rentalEnd: null, startsBy: new Date(Date.now() + 3 * 24 * HOUR) })
      .where(eq(rentals.id, rental!.id));

    const body = adminUserDetailResponseSchema.strict().parse((await get(`/api/admin/users/${customer.id}`)).json());
    expect(body.rentals).toEqual([expect.objectContaining({ id: rental!.id, rental_end: null, is_active: true })]);
  });

  it('answers an admin with no history', async () => {
    const res = await get(`/api/admin/users/${adminUser.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: adminUser.id, is_admin: true, total_rentals: 0, total_spent: 0 }, rentals: [], payments: [] });
  });

  it.each(['999999999', '0', 'abc', '-1', '1.5', '99999999999'])('answers 404 for the id %s', async (id) => {
    const res = await get(`/api/admin/users/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: adminMessages.userNotFound });
  });
});
