// Shared setup of the outbox worker tests: an in-memory transport, a clock given to every step, and the rows they
// queue. Each test starts on an empty outbox (resetOutboxEachTest) and the database connection it reads (db).
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach } from 'vitest';
import type { Db } from '../db/client.ts';
import { emailMessages, emailOutboxState } from '../db/schema.ts';
import { testDatabase } from '../test/database.ts';
import { clearOutbox } from '../test/outbox.ts';
import { createSubscriber, uniqueEmail } from '../test/factories.ts';
import { enqueueEmail, type NewEmail } from './outbox.ts';
import { sendNextEmail, type EmailStep } from './send.ts';
import { type MailTransport, type RenderedEmail } from './transport.ts';

export const INTERVAL = 450_000;
export const MINUTE = 60_000;
export const config = { emailMinIntervalMs: INTERVAL, publicUrl: 'https://studio.example' };
export const RESET_TOKEN = 'A'.repeat(43);

/** Takes what it is given; `failures` are thrown by the next sends, one each; `hold` keeps a send waiting. */
export class FakeTransport implements MailTransport {
  readonly kind = 'file' as const;
  readonly received: RenderedEmail[] = [];
  failures: unknown[] = [];
  hold: Promise<void> | undefined;
  async send(email: RenderedEmail) {
    this.received.push(email);
    if (this.hold) await this.hold;
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
  }
  async close() {}
  get ids() {
    return this.received.map((email) => email.id);
  }
}

export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export let db: Db;
let t0: number;
/** `ms` after the start of the test; the start is a moment after every row a test queues (they are due). */
export const at = (ms: number) => new Date(t0 + ms);

export const step = (now: Date, transport: MailTransport, options: { intervalMs?: number } = {}): Promise<EmailStep> =>
  sendNextEmail({ db, config: { ...config, emailMinIntervalMs: options.intervalMs ?? INTERVAL } }, transport, now);

export async function queue(email: Partial<NewEmail> & Pick<NewEmail, 'kind'>): Promise<number> {
  const id = await enqueueEmail(db, { recipientEmail: uniqueEmail('fan'), subject: `A ${email.kind}`, message: 'Hello.', ...email });
  if (id === undefined) throw new Error('not queued');
  return id;
}

async function activeSubscriber() {
  return createSubscriber(db);
}

export async function queueNewsletter(subject = 'News') {
  const subscriber = await activeSubscriber();
  const id = await queue({ kind: 'newsletter', subject, recipientEmail: subscriber.email, subscriberId: subscriber.id });
  return { id, subscriber };
}

export async function row(id: number) {
  const [found] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
  if (!found) throw new Error(`no row ${id}`);
  return found;
}

export async function lastSentAt() {
  const [state] = await db.select().from(emailOutboxState).where(eq(emailOutboxState.id, 1));
  return state?.lastSentAt ?? null;
}

/** Empties the outbox before each test of the calling file (a fresh `db` and start `at(0)`) and after its last. */
export function resetOutboxEachTest() {
  beforeEach(async () => {
    db = (await testDatabase()).db;
    await clearOutbox(db);
    t0 = Date.now() + 1000;
  });
  afterAll(() => clearOutbox(db));
}
