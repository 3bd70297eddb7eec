// The admin e-mail log calls. The log is the whole email_messages table, so this file empties it first (files run
// one after another on the shared database) and then knows every row: orders and totals are exact.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../common/messages/admin.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { emailLogsResponseSchema, emailRetryResponseSchema, type EmailKind, type EmailStatus } from '../../../common/newsletter-admin.ts';
import { emailMessages } from '../../db/schema.ts';
import { PRIORITY_BY_KIND } from '../../mail/outbox.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { hideSecretLinks } from '../../mail/hide-secret-links.ts';
import { sharedAdmin } from '../testing.ts';
import { itRefusesQueries } from '../../test/refusals.ts';

const app = sharedTestApp();
const { headers: admin } = sharedAdmin();
const MINUTE = 60_000;
const base = Date.now() - 24 * 60 * MINUTE;

beforeAll(async () => {
  await (await db()).delete(emailMessages);
});

interface RowSpec {
  status?: EmailStatus;
  kind?: EmailKind;
  minute?: number;
  message?: string;
  errorMessage?: string;
}

/** Outbox rows written straight to the database, created `minute` minutes after the base time. */
async function addRows(specs: RowSpec[]) {
  return (await db())
    .insert(emailMessages)
    .values(
      specs.map((spec, i) => {
        const kind = spec.kind ?? 'newsletter';
        const status = spec.status ?? 'sent';
        const createdAt = new Date(base + (spec.minute ?? i) * MINUTE);
        return {
          kind,
          priority: PRIORITY_BY_KIND[kind],
          recipientEmail: `r${i}@example.com`,
          subject: `Subject ${i}`,
          message: spec.message ?? `Message ${i}`,
          status,
          attempts: status === 'pending' ? 0 : 1,
          errorMessage: spec.errorMessage ?? (status === 'failed' ? '550 Mailbox unavailable' : null),
          createdAt,
          nextAttemptAt: createdAt,
          sentAt: status === 'sent' ? new Date(createdAt.getTime() + MINUTE) : null,
        };
      }),
    )
    .returning();
}

const get = (query = '') => app.inject({ method: 'GET', url: `/api/admin/email-logs${query}`, headers: admin });
const retry = (id: number | string) => app.inject({ method: 'POST', url: `/api/admin/email-logs/${id}/retry`, headers: admin });

async function logs(query = '') {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return emailLogsResponseSchema.strict().parse(res.json());
}

describe('GET /api/admin/email-logs', () => {
  let rows: Awaited<ReturnType<typeof addRows>>;

  beforeAll(async () => {
    // 25 rows: minute i, except rows 23 and 24 created at the same minute as row 22 (the id breaks the tie).
    rows = await addRows(
      Array.from({ length: 25 }, (_, i) => ({
        minute: Math.min(i, 22),
        status: i % 5 === 0 ? 'failed' : i % 7 === 0 ? 'pending' : 'sent',
      })),
    );
  });

  const newestFirst = () => [...rows].reverse().map((row) => row.id);

  it('answers the newest 20 first, with every field and the documented envelope', async () => {
    const body = await logs();
    expect(body.logs.map((log) => log.id)).toEqual(newestFirst().slice(0, 20));
    expect(body.pagination).toEqual({ total: 25, hasMore: true, totalPages: 2 });
    const failed = rows[20]!;
    expect(body.logs.find((log) => log.id === failed.id)).toEqual({
      id: failed.id,
      status: 'failed',
      recipient_email: 'r20@example.com',
      subject: 'Subject 20',
      message: 'Message 20',
      created_at: failed.createdAt.toISOString(),
      sent_at: null,
      error_message: '550 Mailbox unavailable',
      kind: 'newsletter',
      is_html: false,
      attempts: 1,
      next_attempt_at: failed.nextAttemptAt.toISOString(),
    });
    const sent = body.logs.find((log) => log.id === rows[22]!.id)!;
    expect(sent.sent_at).toBe(rows[22]!.sentAt!.toISOString());
  });

  it('pages: the last page says there is no more; past the end is empty with the true total', async () => {
    const second = await logs('?page=2');
    expect(second.logs.map((log) => log.id)).toEqual(newestFirst().slice(20));
    expect(second.pagination).toEqual({ total: 25, hasMore: false, totalPages: 2 });
    const small = await logs('?page=3&limit=4');
    expect(small.logs.map((log) => log.id)).toEqual(newestFirst().slice(8, 12));
    expect(small.pagination).toEqual({ total: 25, hasMore: true, totalPages: 7 });
    expect(await logs('?page=9')).toEqual({ logs: [], pagination: { total: 25, hasMore: false, totalPages: 2 } });
    // A limit above 100 is clamped, not refused.
    expect((await logs('?limit=1000')).logs).toHaveLength(25);
  });

  it.each(['failed', 'pending', 'sent'] as const)('filters by status %s, newest first', async (status) => {
    const body = await logs(`?status=${status}`);
    const expected = [...rows].reverse().filter((row) => row.status === status);
    expect(body.logs.map((log) => log.id)).toEqual(expected.map((row) => row.id));
    expect(body.logs.every((log) => log.status === status)).toBe(true);
    expect(body.pagination).toEqual({ total: expected.length, hasMore: false, totalPages: 1 });
  });

  it("hides the token of a newsletter confirmation's link", async () => {
    const token = 'B'.repeat(60);
    const [confirmation] = await addRows([{ kind: 'newsletter_confirmation', minute: 102, message: `Confirm: http://localhost:3000/subscribe/${token}` }]);
    const res = await get();
    expect(res.body).not.toContain(token);
    const shown = emailLogsResponseSchema.parse(res.json()).logs.find((log) => log.id === confirmation!.id)!;
    expect(shown.message).toBe('Confirm: http://localhost:3000/subscribe/…');
    await (await db()).delete(emailMessages).where(eq(emailMessages.id, confirmation!.id));
  });

  it("hides the token of a password reset's link, and only there", async () => {
    const token = 'A'.repeat(40) + '_-9';
    const link = `http://localhost:3000/reset-password/${token}`;
    const [reset, newsletter] = await addRows([
      { kind: 'password_reset', minute: 100, message: `Choose a new password: ${link}\nValid until 14:00. (${link}).` },
      { kind: 'newsletter', minute: 101, message: 'See /reset-password/ if you forgot yours' },
    ]);
    const res = await get();
    expect(res.body).not.toContain(token);
    const body = emailLogsResponseSchema.parse(res.json());
    const shown = body.logs.find((log) => log.id === reset!.id)!;
    expect(shown.message).toBe(
      'Choose a new password: http://localhost:3000/reset-password/…\nValid until 14:00. (http://localhost:3000/reset-password/…).',
    );
    expect(body.logs.find((log) => log.id === newsletter!.id)!.message).toBe('See /reset-password/ if you forgot yours');
    await (await db()).delete(emailMessages).where(eq(emailMessages.id, reset!.id));
    await (await db()).delete(emailMessages).where(eq(emailMessages.id, newsletter!.id));
  });

  itRefusesQueries(get, [
    ['?status=bounced', adminMessages.emailStatusInvalid],
    ['?status=sent&status=failed', adminMessages.emailStatusInvalid],
    ['?page=0', serverMessages.invalidPage],
    ['?limit=-1', serverMessages.invalidLimit],
  ]);
});

describe('hideSecretLinks', () => {
  it.each([
    ['https://studio.example/reset-password/abc_DEF-123', 'https://studio.example/reset-password/…'],
    ['<a href="https://s.example/reset-password/tok">link</a>', '<a href="https://s.example/reset-password/…">link</a>'],
    ['no link here', 'no link here'],
  ])('%s', (message, shown) => expect(hideSecretLinks('password_reset', message)).toBe(shown));

  it("hides a newsletter confirmation's link, never an unsubscribe link, and nothing in other kinds", () => {
    const message = 'Confirm: https://s.example/subscribe/Zm9v_LQ-1 or leave: https://s.example/unsubscribe/b2Zm';
    expect(hideSecretLinks('newsletter_confirmation', message)).toBe(
      'Confirm: https://s.example/subscribe/… or leave: https://s.example/unsubscribe/b2Zm',
    );
    expect(hideSecretLinks('newsletter', message)).toBe(message);
    expect(hideSecretLinks('receipt', 'https://s.example/reset-password/tok')).toBe('https://s.example/reset-password/tok');
  });
});

describe('POST /api/admin/email-logs/{id}/retry', () => {
  async function rowOf(id: number) {
    const [row] = await (await db()).select().from(emailMessages).where(eq(emailMessages.id, id));
    return row!;
  }

  it('queues a failed e-mail again: pending, due now, attempts, error and claim cleared, its deadline kept', async () => {
    const [failed] = await addRows([{ status: 'failed', kind: 'reminder', errorMessage: '421 Try later' }]);
    const sendBefore = new Date(Date.now() + 60 * MINUTE);
    await (await db())
      .update(emailMessages)
      .set({ attempts: 5, claimedAt: new Date(), claimId: 'dead-worker', sendBefore })
      .where(eq(emailMessages.id, failed!.id));
    const before = Date.now();
    const res = await retry(failed!.id);
    expect(res.statusCode).toBe(200);
    const { log } = emailRetryResponseSchema.strict().parse(res.json());
    expect(log).toMatchObject({ id: failed!.id, status: 'pending', error_message: null, attempts: 0, kind: 'reminder' });
    expect(Date.parse(log.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(log.next_attempt_at)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await rowOf(failed!.id)).toMatchObject({ status: 'pending', claimedAt: null, claimId: null, attempts: 0, sendBefore });
    // It is no longer failed: a second retry is refused.
    const again = await retry(failed!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: adminMessages.emailNotRetryable });
  });

  it('never sends a password reset again: its link was hidden when it failed, and the viewer asks anew', async () => {
    const [reset] = await addRows([{ status: 'failed', kind: 'password_reset', message: 'Go to https://s.example/reset-password/… now' }]);
    const res = await retry(reset!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: adminMessages.resetEmailNotRetryable });
    expect(await rowOf(reset!.id)).toMatchObject({ status: 'failed' });
  });

  it.each(['sent', 'pending'] as const)('refuses a %s e-mail with 409 and changes nothing', async (status) => {
    const [row] = await addRows([{ status }]);
    const res = await retry(row!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: adminMessages.emailNotRetryable });
    expect(await rowOf(row!.id)).toEqual(row);
  });

  it.each(['2000000000', 'abc', '0', '99999999999'])('answers 404 for e-mail %s', async (id) => {
    const res = await retry(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: adminMessages.emailNotFound });
  });

  it('queues it once when two admins retry at the same moment', async () => {
    const [failed] = await addRows([{ status: 'failed' }]);
    const answers = await Promise.all([retry(failed!.id), retry(failed!.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await rowOf(failed!.id)).status).toBe('pending');
  });
});
