// The outbox in tests: test files share one database, so each test that counts e-mails starts from an empty outbox
// and no last send, and leaves it so for the files after it (their queue estimates read last_sent_at).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailMessages, emailOutboxState } from '../db/schema.ts';
import type { MailTransport, RenderedEmail } from '../mail/transport.ts';

export async function clearOutbox(db: Db): Promise<void> {
  await db.delete(emailMessages);
  await db.update(emailOutboxState).set({ lastSentAt: null }).where(eq(emailOutboxState.id, 1));
}

/** A transport that sends nothing and keeps the ids of what it was given, in order. */
export class RecordingTransport implements MailTransport {
  readonly kind = 'file' as const;
  readonly ids: number[] = [];
  async send(email: RenderedEmail) {
    this.ids.push(email.id);
  }
  async close() {}
}
