import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminCover, AdminMovie } from '../../../common/admin-catalogue.ts';
import type { Cover, Movie } from '../../../common/catalogue.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { actorOf, expectAuditDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { covers, movies } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createCover, createLoggedInUser, createMovie } from '../../test/factories.ts';
import { expectRefusal } from '../../test/refusals.ts';
import { sharedAdmin } from '../testing.ts';

const app = sharedTestApp();
const admin = sharedAdmin();

const COVERS_ORDER = '/api/admin/covers/order';
const FEATURED_ORDER = '/api/admin/movies/featured-order';

const put = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'PUT', url, payload: payload as object, headers });

/** Every cover's id, in the admin list's order (display order, then id). */
const coverIds = async () => ((await app.inject({ method: 'GET', url: '/api/admin/movie-galleries', headers: admin.headers })).json().covers as AdminCover[]).map((c) => c.id);
const publicCoverIds = async () => ((await app.inject({ method: 'GET', url: '/api/movies/covers' })).json() as Cover[]).map((c) => c.id);
const displayOrders = async () => new Map((await (await db()).select().from(covers)).map((row) => [row.id, row.displayOrder]));

const adminMovies = async () => (await app.inject({ method: 'GET', url: '/api/admin/movies', headers: admin.headers })).json().movies as AdminMovie[];
/** Lowest featured order first; a tie keeps the list's order (newest first), as the home page does. */
const byFeaturedOrder = <M extends { featured_order: number }>(list: M[]) => [...list].sort((a, b) => a.featured_order - b.featured_order);
/** Every featured movie's id, in featured order. */
const featuredIds = async () => byFeaturedOrder((await adminMovies()).filter((m) => m.is_featured)).map((m) => m.id);
/** What the home page leads with: the active featured movies of the public list, in featured order. */
const publicFeaturedIds = async () => {
  const listed = (await app.inject({ method: 'GET', url: '/api/movies' })).json().movies as Movie[];
  return byFeaturedOrder(listed.filter((m) => m.is_featured)).map((m) => m.id);
};
const featuredOrders = async () => new Map((await (await db()).select().from(movies)).map((row) => [row.id, row.featuredOrder]));

/** `ids` with the last moved to the front. */
const lastFirst = (ids: number[]) => [ids.at(-1)!, ...ids.slice(0, -1)];

describe('PUT /api/admin/covers/order', () => {
  it('puts every cover in the order sent, numbered 0, 1, 2, ..., and the public galleries follow at once', async () => {
    const d = await db();
    for (const displayOrder of [5, 6, 7]) await createCover(d, { displayOrder });
    const before = await coverIds();
    expect(await publicCoverIds()).toEqual(before); // read now, so the public answer is held in the cache
    const order = lastFirst([...before].reverse());

    const res = await put(COVERS_ORDER, { ids: order });

    expect(res.statusCode).toBe(200);
    const answered = res.json().covers as AdminCover[];
    expect(answered.map((c) => c.id)).toEqual(order);
    expect(answered.map((c) => c.display_order)).toEqual(order.map((_, index) => index));
    const stored = await displayOrders();
    expect(order.map((id) => stored.get(id))).toEqual(order.map((_, index) => index));
    expect(await publicCoverIds()).toEqual(order);
  });

  it('records one audit entry with the order before and after', async () => {
    await createCover(await db());
    const before = await coverIds();
    const after = [...before].reverse();
    await expectAuditDuring(
      async () => expect((await put(COVERS_ORDER, { ids: after })).statusCode).toBe(200),
      [{ actor: actorOf(admin), action: 'cover.reorder', subjectKind: 'cover', subjectId: null, changes: { order: { before, after } } }],
    );
  });

  describe('refuses a list that is not every cover once, and changes nothing', () => {
    const cases: [string, (ids: number[], foreign: number) => unknown][] = [
      ['one missing', (ids) => ({ ids: ids.slice(1) })],
      ['one twice', (ids) => ({ ids: [...ids.slice(0, -1), ids[0]] })],
      ['one twice besides all', (ids) => ({ ids: [...ids, ids[0]] })],
      ['an extra id', (ids) => ({ ids: [...ids, 999_999_999] })],
      ['a movie’s id in place of a cover', (ids, foreign) => ({ ids: [...ids.slice(1), foreign] })],
      ['an empty list', () => ({ ids: [] })],
      ['ids as text', (ids) => ({ ids: ids.map(String) })],
      ['no ids', () => ({})],
      ['a negative id', (ids) => ({ ids: [...ids.slice(1), -1] })],
    ];
    it.each(cases)('%s', async (_name, bodyOf) => {
      const d = await db();
      await createCover(d);
      await createCover(d);
      const movie = await createMovie(d);
      const ids = await coverIds();
      const stored = await displayOrders();

      await expectNoAuditDuring(async () => expectRefusal(await put(COVERS_ORDER, bodyOf(ids, movie.id)), 400, adminMessages.orderInvalid));

      expect(await displayOrders()).toEqual(stored);
      expect(await coverIds()).toEqual(ids);
    });
  });
});

describe('PUT /api/admin/movies/featured-order', () => {
  it('puts every featured film in the order sent, leaves the others alone, and the home page leads with the first', async () => {
    const d = await db();
    for (const featuredOrder of [3, 4, 5]) await createMovie(d, { isFeatured: true, featuredOrder });
    const notFeatured = await createMovie(d, { featuredOrder: 9 });
    const before = await featuredIds();
    expect(before.length).toBeGreaterThanOrEqual(3);
    await publicFeaturedIds(); // held in the public cache from now
    const order = lastFirst([...before].reverse());

    const res = await put(FEATURED_ORDER, { ids: order });

    expect(res.statusCode).toBe(200);
    const answered = res.json().movies as AdminMovie[];
    expect(answered.length).toBe((await adminMovies()).length); // the whole admin list, as GET answers it
    const featured = byFeaturedOrder(answered.filter((m) => m.is_featured));
    expect(featured.map((m) => m.id)).toEqual(order);
    expect(featured.map((m) => m.featured_order)).toEqual(order.map((_, index) => index));
    const stored = await featuredOrders();
    expect(order.map((id) => stored.get(id))).toEqual(order.map((_, index) => index));
    expect(stored.get(notFeatured.id)).toBe(9);
    const publicOrder = await publicFeaturedIds();
    expect(publicOrder).toEqual(order.filter((id) => publicOrder.includes(id)));
    expect(publicOrder[0]).toBe(order[0]);
  });

  it('records one audit entry with the order before and after', async () => {
    await createMovie(await db(), { isFeatured: true });
    const before = await featuredIds();
    const after = [...before].reverse();
    await expectAuditDuring(
      async () => expect((await put(FEATURED_ORDER, { ids: after })).statusCode).toBe(200),
      [{ actor: actorOf(admin), action: 'movie.reorder_featured', subjectKind: 'movie', subjectId: null, changes: { order: { before, after } } }],
    );
  });

  describe('refuses a list that is not every featured film once, and changes nothing', () => {
    const cases: [string, (ids: number[], foreign: number) => unknown][] = [
      ['one missing', (ids) => ({ ids: ids.slice(1) })],
      ['one twice', (ids) => ({ ids: [...ids.slice(0, -1), ids[0]] })],
      ['an extra id', (ids) => ({ ids: [...ids, 999_999_999] })],
      ['a film that is not featured', (ids, foreign) => ({ ids: [...ids, foreign] })],
      ['a film that is not featured in place of one that is', (ids, foreign) => ({ ids: [...ids.slice(1), foreign] })],
    ];
    it.each(cases)('%s', async (_name, bodyOf) => {
      const d = await db();
      await createMovie(d, { isFeatured: true });
      await createMovie(d, { isFeatured: true });
      const notFeatured = await createMovie(d);
      const ids = await featuredIds();
      const stored = await featuredOrders();

      await expectNoAuditDuring(async () => expectRefusal(await put(FEATURED_ORDER, bodyOf(ids, notFeatured.id)), 400, adminMessages.orderInvalid));

      expect(await featuredOrders()).toEqual(stored);
    });
  });

  it('counts an inactive featured film as one of the list', async () => {
    const d = await db();
    const inactive = await createMovie(d, { isFeatured: true, isActive: false });
    const ids = await featuredIds();
    expect(ids).toContain(inactive.id);
    expectRefusal(await put(FEATURED_ORDER, { ids: ids.filter((id) => id !== inactive.id) }), 400, adminMessages.orderInvalid);
    expect((await put(FEATURED_ORDER, { ids: [inactive.id, ...ids.filter((id) => id !== inactive.id)] })).statusCode).toBe(200);
    const [row] = await d.select().from(movies).where(eq(movies.id, inactive.id));
    expect(row?.featuredOrder).toBe(0);
  });
});

describe('admin only', () => {
  it.each([COVERS_ORDER, FEATURED_ORDER])('PUT %s: 401 without a session, 403 for a viewer, and nothing changes', async (url) => {
    const d = await db();
    await createCover(d);
    await createMovie(d, { isFeatured: true });
    const ids = url === COVERS_ORDER ? await coverIds() : await featuredIds();
    const [storedCovers, storedMovies] = [await displayOrders(), await featuredOrders()];
    const body = { ids: [...ids].reverse() };

    const viewer = await createLoggedInUser(d);
    await expectNoAuditDuring(async () => {
      expectRefusal(await put(url, body, {}), 401, serverMessages.authRequired);
      expectRefusal(await put(url, body, viewer.headers), 403, serverMessages.adminRequired);
    });

    expect(await displayOrders()).toEqual(storedCovers);
    expect(await featuredOrders()).toEqual(storedMovies);
  });
});
