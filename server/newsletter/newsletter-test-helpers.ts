// Shared setup of the newsletter sign-up tests: the app (built per test file by newsletterTestApp()), the sign-up
// call, and the subscriber rows and confirmation e-mails it leaves.
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { emailMessages, newsletterSubscribers } from '../db/schema.ts';
import { buildTestApp, nextIp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { uniqueEmail } from '../test/factories.ts';

export let app: FastifyInstance;

export const db = async () => (await testDatabase()).db;
export const subscribe = (payload: unknown, ip = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object, remoteAddress: ip });

export const PUBLIC_URL = 'http://localhost:3000';

/** What the unsubscribe link does to a row (server/unsubscribe/service.ts); the row as it is then. */
export async function unsubscribeRow(email: string) {
  return (await db())
    .update(newsletterSubscribers)
    .set({ isActive: false, unsubscribedAt: new Date() })
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))
    .returning();
}

export async function confirmationsTo(email: string) {
  return (await db())
    .select()
    .from(emailMessages)
    .where(and(eq(sql`lower(${emailMessages.recipientEmail})`, email.toLowerCase()), like(emailMessages.message, '%/subscribe/%')));
}

/** The confirmation link's path (/subscribe/TOKEN), from the one e-mail queued for `email`. */
export async function confirmationPath(email: string): Promise<string> {
  const [mail] = await confirmationsTo(email);
  const path = mail?.message.match(/\/subscribe\/[\w-]+/)?.[0];
  if (!path) throw new Error(`no confirmation link was queued for ${email}`);
  return path;
}

/**
 * The answers to a new, an active and an unsubscribed address sent by `send`, told apart by status, type and body:
 * one kind of answer for all three means the form tells nobody who is subscribed.
 */
export async function distinctAnswersToKnownAndNew(send: (email: string) => ReturnType<typeof subscribe>): Promise<Set<string>> {
  const active = uniqueEmail('fan');
  await subscribe({ email: active });
  const unsubscribed = uniqueEmail('fan');
  await subscribe({ email: unsubscribed });
  await unsubscribeRow(unsubscribed);
  const answers = await Promise.all([uniqueEmail('fan'), active, unsubscribed].map(send));
  return new Set(answers.map((res) => `${res.statusCode} ${res.headers['content-type']} ${res.body}`));
}

export async function rowsFor(email: string) {
  return (await db())
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
}

/** Builds the app before the first test of the calling file and closes it after its last. */
export function newsletterTestApp() {
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
}
