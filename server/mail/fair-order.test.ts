// The order e-mails leave in when they compete for the outbox's few slots (docs/decisions/0014 "Order: kinds and
// addresses take turns"). Steps are given their time, as in worker.test.ts, so slots are taken without waiting;
// under `npm run test:pg` the same tests run on PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { requestPasswordReset } from '../auth/password-reset.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { emailMessages } from '../db/schema.ts';
import { testDatabase } from '../test/database.ts';
import { clearOutbox, RecordingTransport } from '../test/outbox.ts';
import { createSubscriber, createUser, uniqueEmail } from '../test/factories.ts';
import { enqueueEmail, type NewEmail } from './outbox.ts';
import { sendNextEmail, type EmailStep } from './send.ts';
import type { MailTransport } from './transport.ts';

const INTERVAL = 450_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const config = loadConfig({ PUBLIC_URL: 'https://studio.example', TIMEZONE: 'UTC', LOG_LEVEL: 'silent' });

let db: Db;
let t0: number;
/** `ms` after the start of the test; the start is a moment after every row a test queues (they are due). */
const at = (ms: number) => new Date(t0 + ms);
/** The n-th slot of the test (0 first), at the spacing of the default configuration. */
const slot = (n: number) => at(n * INTERVAL);

beforeEach(async () => {
  db = (await testDatabase()).db;
  await clearOutbox(db);
  t0 = Date.now() + 1000;
});
afterAll(() => clearOutbox(db));

const step = (now: Date, transport: MailTransport): Promise<EmailStep> =>
  sendNextEmail({ db, config: { emailMinIntervalMs: INTERVAL, publicUrl: config.publicUrl } }, transport, now);

async function queue(email: Partial<NewEmail> & Pick<NewEmail, 'kind'>): Promise<number> {
  const id = await enqueueEmail(db, { recipientEmail: uniqueEmail('fan'), subject: `A ${email.kind}`, message: 'Hello.', ...email });
  if (id === undefined) throw new Error('not queued');
  return id;
}

let clients = 0;
/** A reset request as the route makes it, each from a client address of its own (that limit is not tested here). */
const askForReset = (email: string) => requestPasswordReset({ db, config }, `fair-order-${++clients}`, email);

/** A newsletter e-mail to an active subscriber, so that the re-check lets it leave. */
async function queueNewsletter(): Promise<number> {
  const subscriber = await createSubscriber(db);
  return queue({ kind: 'newsletter', subject: 'News', recipientEmail: subscriber.email, subscriberId: subscriber.id });
}

async function pendingResetsTo(email: string) {
  return db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.recipientEmail, email), eq(emailMessages.kind, 'password_reset'), eq(emailMessages.status, 'pending')));
}

async function theResetWaitingFor(email: string): Promise<number> {
  const [reset, ...more] = await pendingResetsTo(email);
  if (!reset || more.length > 0) throw new Error(`expected one reset e-mail waiting for ${email}`);
  return reset.id;
}

/** Takes `count` slots, one interval apart from `first`, each of which must send an e-mail. */
async function sendSlots(transport: RecordingTransport, first: number, count: number) {
  for (let n = first; n < first + count; n++) expect((await step(slot(n), transport)).outcome).toBe('sent');
}

describe('a flood of reset requests', () => {
  it('holds back neither a customer’s receipt nor their reset link: after 50 requests for 20 accounts, both leave within three slots', async () => {
    const flooded = [];
    for (let i = 0; i < 20; i++) flooded.push((await createUser(db)).user);
    for (let i = 0; i < 50; i++) await askForReset(flooded[i % 20]!.email);
    // One e-mail waits per account, however often it was asked for.
    for (const account of flooded) expect(await pendingResetsTo(account.email)).toHaveLength(1);

    const customer = (await createUser(db)).user;
    const receipt = await queue({ kind: 'receipt', recipientEmail: customer.email, subject: 'Your receipt' });
    await askForReset(customer.email);
    const reset = await theResetWaitingFor(customer.email);

    const transport = new RecordingTransport();
    await sendSlots(transport, 0, 3);
    expect(transport.ids).toEqual(expect.arrayContaining([receipt, reset]));
  });

  it('holds back neither when the 50 were queued as rows for 20 addresses, as before one e-mail per account was the rule', async () => {
    const flooded = Array.from({ length: 20 }, () => uniqueEmail('flooded'));
    for (let i = 0; i < 50; i++) {
      await queue({ kind: 'password_reset', recipientEmail: flooded[i % 20], message: 'https://studio.example/reset-password/x' });
    }
    const customer = uniqueEmail('customer');
    const receipt = await queue({ kind: 'receipt', recipientEmail: customer });
    const reset = await queue({ kind: 'password_reset', recipientEmail: customer, message: 'https://studio.example/reset-password/y' });

    const transport = new RecordingTransport();
    await sendSlots(transport, 0, 3);
    expect(transport.ids).toEqual(expect.arrayContaining([receipt, reset]));
  });

  it('fails the resets that could not leave within their hour, without taking slots, and the next e-mail leaves at once', async () => {
    const flooded = [];
    for (let i = 0; i < 6; i++) flooded.push((await createUser(db)).user);
    for (const account of flooded) await askForReset(account.email);
    const transport = new RecordingTransport();
    await sendSlots(transport, 0, 2);

    // Past the links' hour, the four left fail one after another, each giving its slot back: a receipt queued then
    // leaves at the same moment.
    const past = at(HOUR + MINUTE);
    const steps = [];
    for (let i = 0; i < 5; i++) steps.push(await step(past, transport));
    expect(steps.map((s) => s.outcome)).toEqual(['failed', 'failed', 'failed', 'failed', 'idle']);
    for (const failed of steps.slice(0, 4)) {
      expect(failed).toMatchObject({ reason: 'Not sent: it could not leave before the reset link expired', attempted: false });
    }
    const receipt = await queue({ kind: 'receipt' });
    expect(await step(past, transport)).toMatchObject({ outcome: 'sent', id: receipt });
    expect(transport.ids).toHaveLength(3);
    const failed = await db.select().from(emailMessages).where(eq(emailMessages.status, 'failed'));
    expect(failed).toHaveLength(4);
    // Failed, never sent late, and no usable link kept in the log.
    for (const row of failed) expect(row).toMatchObject({ sentAt: null, message: expect.stringContaining('/reset-password/…') });
  });
});

describe('addresses take turns within a kind', () => {
  it('lets one address’s flood of receipts hold another address’s receipt back one turn at most', async () => {
    const flooder = uniqueEmail('flooder');
    const flood = [];
    for (let i = 0; i < 10; i++) flood.push(await queue({ kind: 'receipt', recipientEmail: flooder }));
    const customer = await queue({ kind: 'receipt' });

    const transport = new RecordingTransport();
    await sendSlots(transport, 0, 3);
    expect(transport.ids).toEqual([flood[0], customer, flood[1]]);
  });

  it('sends the reset of an account asked for once before that of an account asked for again and again', async () => {
    const insistent = (await createUser(db)).user;
    for (let i = 0; i < 3; i++) await askForReset(insistent.email);
    const once = (await createUser(db)).user;
    await askForReset(once.email);
    const older = await theResetWaitingFor(insistent.email);
    const newer = await theResetWaitingFor(once.email);

    const transport = new RecordingTransport();
    await sendSlots(transport, 0, 2);
    expect(transport.ids).toEqual([newer, older]);
  });

  it('ranks resets queued several to an address (before one e-mail per account was the rule) behind a single one', async () => {
    const twice = uniqueEmail('twice');
    const older = [];
    for (let i = 0; i < 2; i++) {
      older.push(await queue({ kind: 'password_reset', recipientEmail: twice, message: 'https://studio.example/reset-password/x' }));
    }
    const single = await queue({ kind: 'password_reset', message: 'https://studio.example/reset-password/y' });

    const transport = new RecordingTransport();
    await sendSlots(transport, 0, 3);
    expect(transport.ids).toEqual([single, older[0], older[1]]);
  });
});

describe('kinds take turns', () => {
  it('shares the slots between a long newsletter and a stream of resets, and a receipt waits for neither', async () => {
    const news = [];
    for (let i = 0; i < 6; i++) news.push(await queueNewsletter());
    const resets = [];
    for (let i = 0; i < 6; i++) resets.push(await queue({ kind: 'password_reset', message: 'https://studio.example/reset-password/x' }));

    const transport = new RecordingTransport();
    await sendSlots(transport, 0, 2);
    const receipt = await queue({ kind: 'receipt' });
    await sendSlots(transport, 2, 4);
    // The kind whose last e-mail left longest ago goes next; one with none in the last hour first.
    expect(transport.ids).toEqual([resets[0], news[0], receipt, resets[1], news[1], resets[2]]);
  });
});
