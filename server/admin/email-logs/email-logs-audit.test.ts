// The audit entry of an e-mail retried by an admin (docs/product.md#admin-audit): email.retry with the state it left
// and its kind; none for a refused retry.
import { describe, expect, it } from 'vitest';
import { actorOf, expectAuditDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { emailMessages } from '../../db/schema.ts';
import { PRIORITY_BY_KIND } from '../../mail/outbox.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { sharedAdmin } from '../testing.ts';

const app = sharedTestApp();
const admin = sharedAdmin();
const retry = (id: number | string) => app.inject({ method: 'POST', url: `/api/admin/email-logs/${id}/retry`, headers: admin.headers });

async function addEmail(status: 'failed' | 'sent', kind: 'reminder' | 'password_reset' = 'reminder') {
  const [row] = await (await db())
    .insert(emailMessages)
    .values({
      kind,
      priority: PRIORITY_BY_KIND[kind],
      recipientEmail: 'viewer@example.com',
      subject: 'Your rental ends soon',
      message: 'Body',
      status,
      attempts: 3,
      errorMessage: status === 'failed' ? '550 Mailbox unavailable' : null,
    })
    .returning();
  return row!;
}

describe('email retry audit entries', () => {
  it('records email.retry: the state it left, and the kind of e-mail', async () => {
    const failed = await addEmail('failed');
    await expectAuditDuring(async () => expect((await retry(failed.id)).statusCode).toBe(200), [
      {
        actor: actorOf(admin),
        action: 'email.retry',
        subjectKind: 'email',
        subjectId: failed.id,
        changes: {
          status: { before: 'failed', after: 'pending' },
          attempts: { before: 3, after: 0 },
          error_message: { before: '550 Mailbox unavailable', after: null },
          kind: { before: null, after: 'reminder' },
        },
      },
    ]);
  });

  it('records nothing for a retry refused: not failed, a password reset, no such e-mail', async () => {
    const [sent, reset] = [await addEmail('sent'), await addEmail('failed', 'password_reset')];
    await expectNoAuditDuring(async () => {
      expect((await retry(sent.id)).statusCode).toBe(409);
      expect((await retry(reset.id)).statusCode).toBe(409);
      expect((await retry(2_000_000_000)).statusCode).toBe(404);
    });
  });
});
