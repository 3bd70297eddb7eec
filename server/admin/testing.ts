// Shared setup of the admin API's tests: an administrator to call the app as (the app itself: server/test/app.ts
// sharedTestApp), the check that a route refuses everyone else, and what a sorted list should answer.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { db } from '../test/database.ts';
import { createLoggedInUser } from '../test/factories.ts';
import { PAGING_REFUSALS, type Refusal } from '../test/refusals.ts';

export interface TestAdmin {
  id: number;
  email: string;
  headers: { authorization: string };
}

/**
 * An administrator with a live session for the tests of a file, created before the first of them: read it inside
 * tests and hooks (its fields are filled in then; `headers` stays the same object).
 */
export function sharedAdmin(): TestAdmin {
  const admin: TestAdmin = { id: 0, email: '', headers: { authorization: '' } };
  beforeAll(async () => {
    const created = await createLoggedInUser(await db(), { isAdmin: true });
    admin.id = created.user.id;
    admin.email = created.user.email;
    admin.headers.authorization = created.headers.authorization;
  });
  return admin;
}

/** GET of each of `urls` answers 401 without a session and 403 to a viewer, each with the server's message. */
export function describeAdminOnly(app: FastifyInstance, urls: readonly string[]): void {
  describe('admin only', () => {
    it.each(urls)('%s: 401 without a token, 403 for a viewer', async (url) => {
      const anonymous = await app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: serverMessages.authRequired });
      const viewer = await createLoggedInUser(await db());
      const asViewer = await app.inject({ method: 'GET', url, headers: viewer.headers });
      expect(asViewer.statusCode).toBe(403);
      expect(asViewer.json()).toEqual({ error: serverMessages.adminRequired });
    });
  });
}

/** Every sort of a list in both orders: the cases of a test that checks each. */
export function sortCases<Sort extends string>(sorts: readonly Sort[]) {
  return sorts.flatMap((sort) => (['asc', 'desc'] as const).map((order) => [sort, order] as const));
}

/** The ids of `rows` in the order of a list sorted on `keysOf`: key by key, then by id, all in `order`. */
export function idsInOrder<Row extends { id: number }>(
  rows: readonly Row[],
  keysOf: (row: Row) => ReadonlyArray<string | number>,
  order: 'asc' | 'desc',
): number[] {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: Row, b: Row) => {
    const [ka, kb] = [[...keysOf(a), a.id], [...keysOf(b), b.id]];
    for (let i = 0; i < ka.length; i += 1) {
      if (ka[i]! < kb[i]!) return -sign;
      if (ka[i]! > kb[i]!) return sign;
    }
    return 0;
  };
  return [...rows].sort(compare).map((row) => row.id);
}

/** What every filtered, sorted, paged list refuses in its query, with a sort key of its own that it does not have. */
export function pagedListRefusals(unknownSort: string): Refusal[] {
  return [
    ...PAGING_REFUSALS,
    [`sort=${unknownSort}`, serverMessages.invalidSort],
    ['order=up', serverMessages.invalidOrder],
    ['order=ASC', serverMessages.invalidOrder],
    [`search=${'y'.repeat(201)}`, serverMessages.searchTooLong],
  ];
}
