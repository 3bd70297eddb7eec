// The sandbox checkout says the rules before paying (docs/product.md#premieres-and-windows): the same one line as
// Stripe's line item, from the payment's snapshot (hours, window) and the film's premiere, in the studio's zone.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brand } from '../../common/brand.ts';
import { movies } from '../db/schema.ts';
import { sharedTestApp } from '../test/app.ts';
import { openCheckout, payInSandbox } from '../test/checkout.ts';
import { db } from '../test/database.ts';
import { createLoggedInUser, createMovie } from '../test/factories.ts';

const app = sharedTestApp({ TIMEZONE: 'America/Los_Angeles' });

// Dec 12, 8:00 PM in Los Angeles; a later one, Dec 19.
const PREMIERE = new Date('2099-12-13T04:00:00Z');
const LATER_PREMIERE = new Date('2099-12-20T04:00:00Z');

async function openSession(overrides: Parameters<typeof createMovie>[1]) {
  const d = await db();
  const movie = await createMovie(d, { rentalDurationHours: 48, ...overrides });
  const viewer = await createLoggedInUser(d);
  const res = await openCheckout(app, viewer.headers, { movieId: movie.id });
  expect(res.statusCode).toBe(200);
  return { movie, sessionId: res.json().session_id as string };
}

async function rulesLineOf(sessionId: string) {
  const page = await app.inject({ url: `/sandbox/checkout/${sessionId}` });
  expect(page.statusCode).toBe(200);
  return page.body.match(new RegExp(`${brand.name} · ([^<]*)</p>`))?.[1];
}

describe('the sandbox checkout page: the rules before paying', () => {
  it.each([
    [
      'a pre-order with a window',
      { premiereAt: PREMIERE, startWindowDays: 30 },
      'Premieres Dec 12, 8:00 PM PST · 30 days to start · 48 hours to finish once you press play',
    ],
    ['a pre-order without a window', { premiereAt: PREMIERE }, 'Watch from Dec 12, 8:00 PM PST · 48 hours'],
    ['a film with a window', { startWindowDays: 7 }, '7 days to start · 48 hours to finish once you press play'],
    ['a film past its premiere, without a window', { premiereAt: new Date('2020-01-01T00:00:00Z') }, '48h rental'],
    ['a plain film, as before', {}, '48h rental'],
  ])('%s', async (_film, overrides, line) => {
    const { sessionId } = await openSession(overrides);
    expect(await rulesLineOf(sessionId)).toBe(line);
  });

  it("keeps the window the payment bought, and follows the film's premiere when it moves", async () => {
    const { movie, sessionId } = await openSession({ premiereAt: PREMIERE, startWindowDays: 30 });
    await (await db()).update(movies).set({ startWindowDays: 10, premiereAt: LATER_PREMIERE }).where(eq(movies.id, movie.id));
    expect(await rulesLineOf(sessionId)).toBe(
      'Premieres Dec 19, 8:00 PM PST · 30 days to start · 48 hours to finish once you press play',
    );
  });

  it('says the rules again under a declined card', async () => {
    const { sessionId } = await openSession({ startWindowDays: 1 });
    const res = await payInSandbox(app, sessionId, '4000 0000 0000 0002');
    expect(res.body).toContain('Your card was declined.');
    expect(res.body).toContain(`${brand.name} · 1 day to start · 48 hours to finish once you press play`);
  });
});
