// Refused requests in the server's tests: the answer's status and `{ error }`, and the page and limit every paged
// list refuses (common/paging.ts).
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';

export type Refusal = readonly [query: string, message: string];

/** An answer refused with `status` and the usual `{ error }` body. */
export function expectRefusal(res: LightMyRequestResponse, status: number, error: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ error });
}

/** Each of `queries` is refused with 400 and its message: one test a query, as `it.each` names them. */
export function itRefusesQueries(get: (query: string) => Promise<LightMyRequestResponse>, queries: readonly Refusal[]): void {
  it.each(queries)('refuses %s with 400', async (query, message) => expectRefusal(await get(query), 400, message));
}

/** `queries`, each refused with `message`. */
const refusedWith = (message: string, queries: readonly string[]): Refusal[] => queries.map((query) => [query, message] as const);

/** The page and limit queries every paged list refuses; a repeated parameter arrives as an array, and is refused too. */
export const PAGING_REFUSALS: readonly Refusal[] = [
  ...refusedWith(serverMessages.invalidPage, ['page=0', 'page=x', 'page=abc', 'page=1.5', 'page=1&page=2']),
  ...refusedWith(serverMessages.pageTooDeep, ['page=1000001', 'page=99999999999']),
  ...refusedWith(serverMessages.invalidLimit, ['limit=0', 'limit=-1', 'limit=-3', 'limit=x', 'limit=1e3', 'limit=5&limit=6']),
];
