// Closing an account: what is refused, what is erased or kept, and what an administrator may not do.
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT_NAME } from '../../common/account.ts';
import { accountMessages } from '../../common/messages/account.ts';
import { activitiesResponseSchema, adminPaymentsResponseSchema, adminRentalsResponseSchema, adminUserDetailResponseSchema, adminUsersResponseSchema } from '../../common/admin-business.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { authThrottleEvents, emailMessages, loginTrustedAddresses, newsletterSubscribers, passwordResetTokens, payments, rentals, reviews, sessions, users, watchProgress } from '../db/schema.ts';
import { sharedTestApp, nextIp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { createLoggedInUser, createMovie, createPurchase, createUser, uniqueEmail } from '../test/factories.ts';
import { bystander, viewerWithHistory } from './account-viewers.ts';

const app = sharedTestApp();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const deleteAccount = (payload: unknown, headers: Record<string, string>) =>
  app.inject({ method: 'DELETE', url: '/api/account', payload: payload as object, headers, remoteAddress: nextIp() });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextIp() });

describe('DELETE /api/account: refusals', () => {
  it('asks for the password (400), as the change of password does', async () => {
    const viewer = await createLoggedInUser(await db());
    for (const payload of [{}, { password: '' }]) {
      const res = await deleteAccount(payload, viewer.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: serverMessages.currentPasswordRequired });
    }
  });

  it('refuses a wrong password with a 401 and the usual words, and changes nothing', async () => {
    const viewer = await viewerWithHistory();

    const res = await deleteAccount({ password: 'not my password' }, viewer.headers);

    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: serverMessages.currentPasswordWrong });
    const [row] = await (await db()).select().from(users).where(eq(users.id, viewer.user.id));
    expect(row).toEqual(expect.objectContaining({ email: viewer.user.email, deletedAt: null }));
    expect((await get('/api/auth/verify', viewer.headers)).statusCode).toBe(200);
    expect(await (await db()).select().from(reviews).where(eq(reviews.userId, viewer.user.id))).toHaveLength(1);
  });

  it('refuses a visitor', async () => {
    const res = await deleteAccount({ password: 'anything' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: serverMessages.authRequired });
  });

  it('counts wrong passwords with the change of password: the sixth in 15 minutes is a 429', async () => {
    const viewer = await createLoggedInUser(await db());
    for (let i = 0; i < 5; i += 1) expect((await deleteAccount({ password: `wrong ${i}` }, viewer.headers)).statusCode).toBe(401);
    const res = await deleteAccount({ password: viewer.password }, viewer.headers);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: accountMessages.tooManyPasswordAttempts });
    expect(res.headers['retry-after']).toBe('900');
  });
});

describe('DELETE /api/account', () => {
  let viewer: Awaited<ReturnType<typeof viewerWithHistory>>;
  let other: Awaited<ReturnType<typeof bystander>>;
  let admin: { authorization: string };
  let answer: Awaited<ReturnType<typeof deleteAccount>>;

  beforeAll(async () => {
    viewer = await viewerWithHistory();
    other = await bystander(viewer.movies.watched.id);
    admin = (await createLoggedInUser(await db(), { isAdmin: true })).headers;
    // A failed login under the address: the limits keep it under the address itself.
    await login(viewer.user.email, 'a wrong guess');
    // The movie's reviews, read once by a visitor, are held by the public answer cache from here on.
    const before = await get(`/api/reviews/movie/${viewer.movies.watched.id}`);
    expect(before.json()).toEqual(expect.objectContaining({ stats: expect.objectContaining({ total_reviews: 2 }) }));

    answer = await deleteAccount({ password: viewer.password }, viewer.headers);
  });

  it('answers with a sentence to show', () => {
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: accountMessages.accountDeleted });
  });

  it('ends every session of the account', async () => {
    expect((await get('/api/auth/verify', viewer.headers)).statusCode).toBe(401);
    expect((await get('/api/auth/verify', bearer(viewer.secondToken))).statusCode).toBe(401);
    expect(await (await db()).select().from(sessions).where(eq(sessions.userId, viewer.user.id))).toEqual([]);
  });

  it('erases the name, the e-mail and the password, and records when', async () => {
    const [row] = await (await db()).select().from(users).where(eq(users.id, viewer.user.id));
    expect(row?.email).toMatch(new RegExp(`^deleted-${viewer.user.id}-[0-9a-f]{16}@deleted\\.invalid$`));
    expect(row).toEqual(expect.objectContaining({ firstName: '', lastName: '', passwordHash: '', role: 'user' }));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('removes the reviews (the public rating summary follows), watch positions, reset links and trusted addresses', async () => {
    const database = await db();
    expect(await database.select().from(reviews).where(eq(reviews.userId, viewer.user.id))).toEqual([]);
    expect(await database.select().from(watchProgress).where(eq(watchProgress.userId, viewer.user.id))).toEqual([]);
    expect(await database.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, viewer.user.id))).toEqual([]);
    expect(await database.select().from(loginTrustedAddresses).where(eq(loginTrustedAddresses.userId, viewer.user.id))).toEqual([]);
    const after = await get(`/api/reviews/movie/${viewer.movies.watched.id}`);
    expect(after.json()).toEqual(
      expect.objectContaining({ stats: expect.objectContaining({ total_reviews: 1, average_rating: 2 }), reviews: [expect.objectContaining({ id: other.review.id })] }),
    );
  });

  it('removes the newsletter subscription of the address, and only that one', async () => {
    const database = await db();
    const lowered = sql`lower(${newsletterSubscribers.email})`;
    expect(await database.select().from(newsletterSubscribers).where(eq(lowered, `fan-${viewer.tag}@example.com`))).toEqual([]);
    expect(await database.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, other.user.email))).toHaveLength(1);
  });

  it('cancels the e-mails waiting for the address, and leaves the log without it', async () => {
    const database = await db();
    const [row] = await database.select().from(users).where(eq(users.id, viewer.user.id));
    const logged = await database.select().from(emailMessages).where(eq(emailMessages.recipientEmail, row?.email ?? '?'));
    expect(logged.map((email) => [email.kind, email.status, email.errorMessage])).toEqual(
      expect.arrayContaining([
        ['receipt', 'sent', null],
        ['reminder', 'failed', accountMessages.emailCancelled],
      ]),
    );
    expect(logged).toHaveLength(2);
    const byAddress = sql`lower(${emailMessages.recipientEmail}) = lower(${viewer.user.email})`;
    expect(await database.select().from(emailMessages).where(byAddress)).toEqual([]);
  });

  it('forgets the login limits counted under the address', async () => {
    const key = viewer.user.email.toLowerCase();
    const events = await (await db())
      .select()
      .from(authThrottleEvents)
      .where(or(eq(authThrottleEvents.key, key), sql`starts_with(${authThrottleEvents.key}, ${`${key} from `})`));
    expect(events).toEqual([]);
  });

  it('keeps the payments and rentals, for the studio’s accounts, still the account’s', async () => {
    const database = await db();
    const paymentIds = [viewer.running.payment.id, viewer.gaveBack.payment.id, viewer.pending.payment.id];
    const kept = await database.select().from(payments).where(inArray(payments.id, paymentIds));
    expect(kept.map((payment) => payment.userId)).toEqual([viewer.user.id, viewer.user.id, viewer.user.id]);
    expect(await database.select().from(rentals).where(eq(rentals.userId, viewer.user.id))).toHaveLength(2);
  });

  it('can no longer log in: the answer is the unknown e-mail’s', async () => {
    const res = await login(viewer.user.email, viewer.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: serverMessages.invalidCredentials });
  });

  it('frees the e-mail for a new registration', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'New', lastName: 'Start', email: viewer.user.email, password: 'a fresh start at last' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.id).not.toBe(viewer.user.id);
  });

  it('shows the account as "Deleted account" in the admin’s users list and detail', async () => {
    const [row] = await (await db()).select().from(users).where(eq(users.id, viewer.user.id));
    const listed = adminUsersResponseSchema.parse((await get(`/api/admin/users?search=${encodeURIComponent(row?.email ?? '?')}`, admin)).json());
    expect(listed.users).toEqual([
      expect.objectContaining({ id: viewer.user.id, first_name: DELETED_ACCOUNT_NAME, last_name: '', email: '', total_rentals: 2, total_spent: 5.99 }),
    ]);
    const detail = adminUserDetailResponseSchema.parse((await get(`/api/admin/users/${viewer.user.id}`, admin)).json());
    expect(detail.user).toEqual(expect.objectContaining({ first_name: DELETED_ACCOUNT_NAME, email: '' }));
    expect(detail.payments).toHaveLength(3);
    expect(detail.rentals).toHaveLength(2);
  });

  it('shows it as "Deleted account" in the payments and rentals lists and their CSV files', async () => {
    const search = encodeURIComponent(viewer.movies.watched.title);
    const paymentsPage = adminPaymentsResponseSchema.parse((await get(`/api/admin/payments?search=${search}`, admin)).json());
    const own = paymentsPage.payments.find((payment) => payment.id === viewer.running.payment.id);
    expect(own).toEqual(expect.objectContaining({ user_id: viewer.user.id, first_name: DELETED_ACCOUNT_NAME, last_name: '', email: '' }));
    const rentalsPage = adminRentalsResponseSchema.parse((await get(`/api/admin/rentals?movie_id=${viewer.movies.watched.id}`, admin)).json());
    expect(rentalsPage.rentals.find((rental) => rental.user_id === viewer.user.id)).toEqual(
      expect.objectContaining({ customer_name: DELETED_ACCOUNT_NAME, customer_email: '' }),
    );
    for (const url of [`/api/admin/payments.csv?search=${search}`, `/api/admin/rentals.csv?movie_id=${viewer.movies.watched.id}`]) {
      const csv = (await get(url, admin)).body;
      expect(csv, url).toContain(DELETED_ACCOUNT_NAME);
      expect(csv, url).not.toContain(`Zelda${viewer.tag}`);
      expect(csv.toLowerCase(), url).not.toContain(viewer.user.email.toLowerCase());
      expect(csv, url).toContain(other.user.email);
    }
  });

  it('shows it as "Deleted account" in the dashboard’s activity', async () => {
    // The activity list holds the newest 20 of the whole shared database: the account's rows are made newer than
    // what other tests write meanwhile (the dashboard's own test writes 10 minutes ahead, so this stays behind it).
    const soon = new Date(Date.now() + 5 * 60_000);
    const database = await db();
    await database.update(users).set({ createdAt: soon }).where(eq(users.id, viewer.user.id));
    await database.update(payments).set({ createdAt: soon }).where(eq(payments.userId, viewer.user.id));
    await database.update(rentals).set({ createdAt: soon }).where(eq(rentals.userId, viewer.user.id));
    const { activities } = activitiesResponseSchema.parse((await get('/api/admin/activity', admin)).json());
    const descriptions = activities.map((activity) => activity.description);
    expect(descriptions).toContain(`${DELETED_ACCOUNT_NAME} rented "${viewer.movies.watched.title}"`);
    expect(descriptions).toContain(`Payment of $5.99 from ${DELETED_ACCOUNT_NAME} for "${viewer.movies.watched.title}" (completed)`);
    expect(descriptions).toContain(`New customer: ${DELETED_ACCOUNT_NAME}`);
    // The address is someone else's now (the registration above): only their sign-up names it.
    const aboutTheClosedAccount = descriptions.filter((description) => !description.startsWith('New customer: New Start'));
    expect(aboutTheClosedAccount.join('\n')).not.toContain(`Zelda${viewer.tag}`);
    expect(aboutTheClosedAccount.join('\n')).not.toContain(viewer.user.email);
  });

  it('answers a second closing of the same session as an ended session', async () => {
    const res = await deleteAccount({ password: viewer.password }, viewer.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: serverMessages.sessionExpired });
  });
});

describe('DELETE /api/account: administrators', () => {
  it('lets an administrator leave while another stays, and shows who refunded as "Deleted account"', async () => {
    const leaving = await createLoggedInUser(await db(), { isAdmin: true });
    const staying = await createLoggedInUser(await db(), { isAdmin: true });
    const customer = await createUser(await db(), { email: uniqueEmail('refunded') });
    const movie = await createMovie(await db());
    const refunded = await createPurchase(await db(), customer.user.id, movie.id, { status: 'refunded', refundedBy: leaving.user.id });

    const res = await deleteAccount({ password: leaving.password }, leaving.headers);

    expect(res.statusCode).toBe(200);
    const [row] = await (await db()).select({ role: users.role, deletedAt: users.deletedAt }).from(users).where(eq(users.id, leaving.user.id));
    expect(row?.role).toBe('user');
    const detail = adminUserDetailResponseSchema.parse((await get(`/api/admin/users/${customer.user.id}`, staying.headers)).json());
    expect(detail.payments).toEqual([expect.objectContaining({ id: refunded.payment.id, refunded_by: DELETED_ACCOUNT_NAME })]);
    const listed = adminPaymentsResponseSchema.parse((await get(`/api/admin/payments?search=${encodeURIComponent(customer.user.email)}`, staying.headers)).json());
    expect(listed.payments).toEqual([expect.objectContaining({ id: refunded.payment.id, refunded_by: DELETED_ACCOUNT_NAME })]);
  });

  it('refuses the last administrator with a 409 that says why, and changes nothing', async () => {
    const last = await createLoggedInUser(await db(), { isAdmin: true });
    const database = await db();
    // Every other administrator of the shared test database steps down for the test (and back after it).
    const others = await database
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), ne(users.id, last.user.id)))
      .returning({ id: users.id });
    try {
      const res = await deleteAccount({ password: last.password }, last.headers);

      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: accountMessages.lastAdministrator });
      const [row] = await database.select().from(users).where(eq(users.id, last.user.id));
      expect(row).toEqual(expect.objectContaining({ role: 'admin', deletedAt: null, email: last.user.email }));
      expect((await get('/api/auth/verify', last.headers)).statusCode).toBe(200);
    } finally {
      if (others.length > 0) await database.update(users).set({ role: 'admin' }).where(inArray(users.id, others.map((other) => other.id)));
    }
  });
});
