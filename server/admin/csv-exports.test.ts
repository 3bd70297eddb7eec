// Every admin CSV export, read as bytes: a value that would open as a formula in a spreadsheet whose list
// separator is `,`, `;` or a tab comes out neutralised (http/csv.ts), whichever column it is in. Narrowed to this
// file's own rows by a unique token in the customers' e-mails and the subscribers' addresses.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../db/schema.ts';
import { buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { createLoggedInUser, createMovie, createPurchase, createUser } from '../test/factories.ts';

const token = `csvx${randomUUID().slice(0, 8)}`;
const FIRST_NAME = 'Mal;=2+3;';
const TITLE = `Night\t-1+1;@SUM(A1) ${token}`;
let app: FastifyInstance;
let admin: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  const { db } = await testDatabase();
  admin = (await createLoggedInUser(db, { isAdmin: true })).headers;
  const movie = await createMovie(db, { title: TITLE });
  const { user } = await createUser(db, { firstName: FIRST_NAME, email: `mal-${token}@example.com` });
  await createPurchase(db, user.id, movie.id, { endsInMs: 3_600_000 });
  await db.insert(newsletterSubscribers).values({ email: `x;+1;${token}@example.com`, unsubscribeToken: `t-${token}` });
});
afterAll(() => app.close());

const exported = async (path: string): Promise<string> => {
  const res = await app.inject({ method: 'GET', url: `/api/admin/${path}`, headers: admin });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return res.rawPayload.toString('utf8');
};

/** Each piece a spreadsheet may read as a cell: the text split at `,`, `;`, tabs and line breaks, quotes dropped. */
const piecesOf = (csv: string) => csv.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^"+/, ''));

describe('admin CSV exports', () => {
  it.each([
    ['rentals.csv', `rentals.csv?search=${token}`],
    ['payments.csv', `payments.csv?search=${token}`],
  ])('%s neutralises formulas after a `;` or a tab in names and titles', async (_name, path) => {
    const csv = await exported(path);
    expect(csv).toContain("Mal;'=2+3;");
    expect(csv).toContain(`Night\t'-1+1;'@SUM(A1) ${token}`);
    expect(piecesOf(csv).filter((piece) => /^[=+\-@]/.test(piece))).toEqual([]);
  });

  it('newsletter/subscribers.csv neutralises formulas after a `;` in addresses', async () => {
    const csv = await exported(`newsletter/subscribers.csv?search=${token}`);
    expect(csv).toContain(`x;'+1;${token}@example.com`);
    expect(piecesOf(csv).filter((piece) => /^[=+\-@]/.test(piece))).toEqual([]);
  });
});
