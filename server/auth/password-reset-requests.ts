// What the password-reset tests share: the app's public address (reset links start with it), the requests a
// visitor sends, and the reset e-mails as the outbox holds them.
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { emailMessages } from '../db/schema.ts';
import { jsonPoster, nextIp } from '../test/app.ts';
import { db } from '../test/database.ts';

export const PUBLIC_URL = 'https://studio.example';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function resetEmailsTo(email: string) {
  return (await db())
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.recipientEmail, email), eq(emailMessages.kind, 'password_reset')))
    .orderBy(desc(emailMessages.id));
}

/** The token of the newest reset link e-mailed to `email`, read from its queued message. */
export async function linkTokenFor(email: string): Promise<string> {
  const [latest] = await resetEmailsTo(email);
  const match = new RegExp(`${PUBLIC_URL}/reset-password/([\\w-]+)`).exec(latest?.message ?? '');
  if (!match?.[1]) throw new Error(`no reset link e-mailed to ${email}`);
  return match[1];
}

/** As the outbox worker would once it has sent them: the waiting reset e-mails of `email` have left. */
export async function markResetEmailsSent(email: string) {
  await (await db())
    .update(emailMessages)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(emailMessages.recipientEmail, email), eq(emailMessages.kind, 'password_reset'), eq(emailMessages.status, 'pending')));
}

/** The requests of the password-reset flow, sent to `app` (built with PUBLIC_URL). */
export function passwordResetRequests(app: FastifyInstance) {
  const post = jsonPoster(app);
  const forgot = (email: string, ip = nextIp()) => post('/api/auth/forgot-password', { email }, ip);
  return {
    forgot,
    reset: (token: string, password: string) => post('/api/auth/reset-password', { token, password }),
    login: (email: string, password: string) => post('/api/auth/login', { email, password }),
    verify: (token: string) => app.inject({ url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } }),
    async requestLink(email: string): Promise<string> {
      expect((await forgot(email)).statusCode).toBe(200);
      return linkTokenFor(email);
    },
  };
}
