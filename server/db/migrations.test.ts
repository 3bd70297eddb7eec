// Migrations that rewrite stored data, each on its own embedded database migrated first only as far as the one
// before it, as a deployment of the previous release would be. 0002: look-alike addresses normalised where that
// is safe, reported (never merged) where two rows would become one, refused ones reported too. 0003: the failure
// texts of payments become failure codes. 0014: every rental takes its payment's hours, and keeps its end. 0015: existing
// payments and rentals stay as they were, and a payment now buys a film or a bundle, one rental per film.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEmailConflicts } from '../auth/email-conflicts.ts';
import { migrationsDir } from '../paths.ts';
import { newPglite } from './client.ts';
import { emailNormalizationConflicts, newsletterSubscribers, users } from './schema.ts';
import * as schema from './schema.ts';

const BEFORE_NORMALISATION = '0001_payment_event_intent';
const BEFORE_FAILURE_CODES = '0002_credentials_and_addresses';
const BEFORE_RENTAL_WINDOWS = '0013_audit_log';
const BEFORE_OFFERS = '0014_rental_windows';

/** A copy of the migrations folder that stops at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A new embedded database, migrated as far as `lastTag`. */
async function databaseAt(lastTag: string) {
  const client = newPglite();
  const db = drizzle(client, { schema });
  const oldMigrations = migrationsUpTo(lastTag);
  cleanups.push(async () => {
    await client.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });
  await migrate(db, { migrationsFolder: oldMigrations });
  return db;
}

describe('migration 0002: stored e-mail addresses', () => {
  it('normalises what it can, and reports collisions and refused addresses without merging them', async () => {
    const db = await databaseAt(BEFORE_NORMALISATION);
    // Written in SQL: the schema of today has columns this old database does not have yet.
    const accounts = [
      'alice@example.com',
      '\uFF41lice@example.com', // full-width a: Alice's look-alike
      ' \uFF42ob@example.com ', // full-width b, spaces: nobody else is bob
      'carol@example.com\u200b', // zero-width space
      'dave@example.com.', // trailing dot
    ];
    const { rows: inserted } = await db.execute<{ id: number; email: string }>(
      sql`insert into users (email, password_hash, first_name, last_name)
          values ${sql.join(accounts.map((email) => sql`(${email}, 'x', 'A', 'B')`), sql`, `)} returning id, email`,
    );
    const idOf = (email: string) => inserted.find((row) => row.email === email)?.id;
    await db.insert(newsletterSubscribers).values([
      { email: 'FAN@example.com', unsubscribeToken: 't1' },
      { email: '\uFF46an@example.com', unsubscribeToken: 't2' },
      { email: '\uFF45ve@example.com', unsubscribeToken: 't3' },
    ]);

    await migrate(db, { migrationsFolder: migrationsDir });

    const emails = (await db.select({ email: users.email }).from(users).orderBy(asc(users.id))).map((row) => row.email);
    expect(emails).toEqual([
      'alice@example.com',
      '\uFF41lice@example.com',
      'bob@example.com',
      'carol@example.com\u200b',
      'dave@example.com.',
    ]);
    const subscribers = await db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.id));
    expect(subscribers.map((row) => row.email)).toEqual(['FAN@example.com', '\uFF46an@example.com', 'eve@example.com']);

    const conflicts = await db
      .select({ table: emailNormalizationConflicts.tableName, rowId: emailNormalizationConflicts.rowId, reason: emailNormalizationConflicts.reason })
      .from(emailNormalizationConflicts)
      .orderBy(asc(emailNormalizationConflicts.id));
    expect(conflicts).toEqual([
      { table: 'users', rowId: idOf('\uFF41lice@example.com'), reason: 'collision' },
      { table: 'newsletter_subscribers', rowId: expect.any(Number), reason: 'collision' },
      { table: 'users', rowId: idOf('carol@example.com\u200b'), reason: 'invalid' },
      { table: 'users', rowId: idOf('dave@example.com.'), reason: 'invalid' },
    ]);
    // What every start then prints for the operator.
    const lines = await describeEmailConflicts(db);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('"alice@example.com"');
    const [{ n } = { n: -1 }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows;
    expect(n).toBe(5);
  });
});

describe('migration 0003: payment failure codes', () => {
  it('gives every payment the code of the failure text it had, and refuses codes it does not know', async () => {
    const db = await databaseAt(BEFORE_FAILURE_CODES);
    await db.execute(sql`insert into users (email, password_hash, first_name, last_name) values ('payer@example.com', 'x', 'A', 'B')`);
    await db.execute(sql`insert into movies (title, price_cents, rental_duration_hours) values ('Old Movie', 499, 48)`);
    const reasons = [
      ['cs_declined', 'failed', 'card_declined'],
      ['cs_duplicate', 'refunded', 'Refunded: the viewer was already renting this movie'],
      ['cs_not_charged', 'failed', 'Not charged: the viewer was already renting this movie'],
      ['cs_async_failed', 'failed', 'The payment failed'],
      ['cs_expired', 'failed', 'The checkout expired'],
      ['cs_completed', 'completed', null],
    ] as const;
    for (const [sessionId, status, reason] of reasons) {
      await db.execute(sql`insert into payments (user_id, movie_id, amount_cents, rental_duration_hours, status, provider, checkout_session_id, failure_reason)
        select u.id, m.id, 499, 48, ${status}, 'stripe', ${sessionId}, ${reason} from users u, movies m`);
    }

    await migrate(db, { migrationsFolder: migrationsDir });

    const rows = await db
      .select({ sessionId: schema.payments.checkoutSessionId, failureCode: schema.payments.failureCode })
      .from(schema.payments)
      .orderBy(asc(schema.payments.id));
    expect(rows).toEqual([
      { sessionId: 'cs_declined', failureCode: 'card_declined' },
      { sessionId: 'cs_duplicate', failureCode: 'duplicate' },
      { sessionId: 'cs_not_charged', failureCode: 'already_rented' },
      { sessionId: 'cs_async_failed', failureCode: 'provider_failed' },
      { sessionId: 'cs_expired', failureCode: 'expired' },
      { sessionId: 'cs_completed', failureCode: null },
    ]);
    await expect(db.execute(sql`update payments set failure_code = 'Some sentence'`)).rejects.toThrow();
  });
});

describe('migration 0014: rental windows', () => {
  it('gives every rental its payment’s hours and keeps its end, and refuses a rental with neither an end nor a deadline', async () => {
    const db = await databaseAt(BEFORE_RENTAL_WINDOWS);
    await db.execute(sql`insert into users (email, password_hash, first_name, last_name) values ('renter@example.com', 'x', 'A', 'B')`);
    await db.execute(sql`insert into movies (title, price_cents, rental_duration_hours) values ('Old Movie', 499, 48)`);
    for (const [sessionId, hours] of [['cs_day', 24], ['cs_week', 168]] as const) {
      await db.execute(sql`insert into payments (user_id, movie_id, amount_cents, rental_duration_hours, status, provider, checkout_session_id)
        select u.id, m.id, 499, ${hours}, 'completed', 'sandbox', ${sessionId} from users u, movies m`);
      await db.execute(sql`insert into rentals (user_id, movie_id, payment_id, checkout_session_id, rental_start, rental_end, amount_paid_cents)
        select p.user_id, p.movie_id, p.id, p.checkout_session_id, '2026-01-01T00:00:00Z', timestamptz '2026-01-01T00:00:00Z' + ${hours} * interval '1 hour', 499
        from payments p where p.checkout_session_id = ${sessionId}`);
    }

    await migrate(db, { migrationsFolder: migrationsDir });

    const rows = await db
      .select({ hours: schema.rentals.rentalDurationHours, end: schema.rentals.rentalEnd, startsBy: schema.rentals.startsBy })
      .from(schema.rentals)
      .orderBy(asc(schema.rentals.id));
    expect(rows).toEqual([
      { hours: 24, end: new Date('2026-01-02T00:00:00Z'), startsBy: null },
      { hours: 168, end: new Date('2026-01-08T00:00:00Z'), startsBy: null },
    ]);
    await expect(db.execute(sql`update rentals set rental_end = null`)).rejects.toThrow();
    await expect(db.execute(sql`update movies set start_window_days = 91`)).rejects.toThrow();
  });
});

describe('migration 0015: offers', () => {
  it('keeps existing payments and rentals, then takes one rental per film of a payment, and a film or a bundle, never both', async () => {
    const db = await databaseAt(BEFORE_OFFERS);
    await db.execute(sql`insert into users (email, password_hash, first_name, last_name) values ('renter@example.com', 'x', 'A', 'B')`);
    await db.execute(sql`insert into movies (title, price_cents, rental_duration_hours) values ('One', 499, 48), ('Two', 299, 24)`);
    await db.execute(sql`insert into payments (user_id, movie_id, amount_cents, rental_duration_hours, status, provider, checkout_session_id)
      select u.id, m.id, 499, 48, 'completed', 'sandbox', 'cs_old' from users u, movies m where m.title = 'One'`);
    await db.execute(sql`insert into rentals (user_id, movie_id, payment_id, checkout_session_id, rental_start, rental_end, rental_duration_hours, amount_paid_cents)
      select p.user_id, p.movie_id, p.id, p.checkout_session_id, '2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z', 48, 499 from payments p`);

    await migrate(db, { migrationsFolder: migrationsDir });

    const [payment] = await db.select().from(schema.payments);
    expect(payment).toMatchObject({ amountCents: 499, codeId: null, discountCents: 0, bundleId: null, status: 'completed' });
    expect(await db.$count(schema.rentals)).toBe(1);
    // A second film on the same payment (as a bundle's) is allowed now; the same film twice is not.
    const second = sql`insert into rentals (user_id, movie_id, payment_id, checkout_session_id, rental_start, rental_end, rental_duration_hours, amount_paid_cents)
      select p.user_id, m.id, p.id, p.checkout_session_id, now(), now() + interval '1 day', 24, 0 from payments p, movies m where m.title = 'Two'`;
    await db.execute(second);
    await expect(db.execute(second)).rejects.toThrow();
    await db.execute(sql`insert into bundles (title, price_cents) values ('Both', 599)`);
    await expect(db.execute(sql`update payments set bundle_id = (select id from bundles)`)).rejects.toThrow();
    await db.execute(sql`update payments set bundle_id = (select id from bundles), movie_id = null, rental_duration_hours = null`);
    await expect(db.execute(sql`insert into promo_codes (code, kind, percent_off) values ('SPRING0', 'percent', 20)`)).rejects.toThrow();
    await expect(db.execute(sql`insert into promo_codes (code, kind, percent_off) values ('SPRING', 'percent', 101)`)).rejects.toThrow();
    await db.execute(sql`insert into promo_codes (code, kind, amount_off_cents) values ('SPRING', 'amount', 250)`);
  });
});
