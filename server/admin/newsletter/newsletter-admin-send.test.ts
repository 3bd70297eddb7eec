// The admin newsletter calls on the shared test database: other files write subscribers and e-mails too, so every
// list assertion is narrowed to this file's own rows by a tag in their addresses (searched), and every count of
// the whole table is compared with the database's own count. The rows this file queues are deleted at the end.
import { and, asc, count, eq, inArray, like, lte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../../common/messages/admin.ts';
import { validationMessages } from '../../../common/messages/validation.ts';
import { MAX_SUBSCRIBER_IDS, sendEmailResponseSchema } from '../../../common/newsletter-admin.ts';
import { emailMessages, emailOutboxState, newsletterSubscribers } from '../../db/schema.ts';
import { outboxQueue, PRIORITY_BY_KIND } from '../../mail/outbox.ts';
import { db } from '../../test/database.ts';
import { addSubscribers, newsletterAdminTestApp, tableCounts, tagOf } from './newsletter-admin-test-helpers.ts';

const { app, RUN, post, list } = newsletterAdminTestApp();

describe('POST /api/admin/newsletter/send-email', () => {
  const send = (payload: unknown) => post('/api/admin/newsletter/send-email', payload);
  const content = (extra: Record<string, unknown>) => ({ subject: `  Hello ${RUN}  `, message: '  News from the studio \n', ...extra });

  async function queuedFor(subscriberIds: number[]) {
    return (await db())
      .select()
      .from(emailMessages).where(inArray(emailMessages.subscriberId, subscriberIds))
      .orderBy(asc(emailMessages.id));
  }

  it('queues one newsletter row per chosen active subscriber, and none for the unsubscribed', async () => {
    const tag = tagOf();
    const [ann, ben, gone] = await addSubscribers(tag, [{ local: 'ann' }, { local: 'ben' }, { local: 'gone', active: false }]);
    const res = await send(content({ isHtml: true, subscriberIds: [ann!.id, gone!.id, ben!.id] }));
    expect(res.statusCode).toBe(200);
    const body = sendEmailResponseSchema.strict().parse(res.json());
    expect(body.queued).toBe(2);
    const queued = await queuedFor([ann!.id, ben!.id, gone!.id]);
    expect(queued.map((row) => row.subscriberId)).toEqual([ann!.id, ben!.id]);
    for (const [row, subscriber] of [[queued[0]!, ann!], [queued[1]!, ben!]] as const) {
      expect(row).toMatchObject({
        kind: 'newsletter',
        priority: PRIORITY_BY_KIND.newsletter,
        recipientEmail: subscriber.email,
        subject: `Hello ${RUN}`,
        message: 'News from the studio',
        isHtml: true,
        status: 'pending',
        attempts: 0,
        errorMessage: null,
        claimedAt: null,
        rentalId: null,
        dedupeKey: null,
        sendBefore: null,
      });
    }
    // An id given twice is one recipient.
    const plain = await send(content({ subscriberIds: [ann!.id, ann!.id] }));
    expect(plain.json().queued).toBe(1);
    expect((await queuedFor([ann!.id])).map((row) => row.isHtml)).toEqual([true, false]);
  });

  it('refuses a choice of unsubscribed (or unknown) subscribers only, and writes nothing', async () => {
    const [gone] = await addSubscribers(tagOf(), [{ local: 'gone', active: false }]);
    for (const subscriberIds of [[gone!.id], [2_000_000_000]]) {
      const res = await send(content({ subscriberIds }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: validationMessages.newsletterSendRecipientsRequired });
    }
    expect(await queuedFor([gone!.id])).toEqual([]);
  });

  it('with `all`, queues every active subscriber matching the search, far beyond one page', async () => {
    const tag = tagOf();
    const added = await addSubscribers(tag, [
      ...Array.from({ length: 45 }, (_, i) => ({ local: `fan${i}` })),
      ...Array.from({ length: 5 }, (_, i) => ({ local: `left${i}`, active: false })),
    ]);
    const other = await addSubscribers(tagOf(), [{ local: 'outside' }]);
    const page = await list({ search: tag, status: 'active' });
    expect(page.subscribers).toHaveLength(20);
    const res = await send(content({ all: true, search: ` ${tag.toUpperCase()} ` }));
    expect(res.statusCode).toBe(200);
    expect(res.json().queued).toBe(45);
    const queued = await queuedFor([...added, ...other].map((s) => s.id));
    const active = added.filter((s) => s.isActive);
    // In the order they subscribed (id order), so they also leave in that order.
    expect(queued.map((row) => row.subscriberId)).toEqual(active.map((s) => s.id));
    expect(queued.map((row) => row.recipientEmail)).toEqual(active.map((s) => s.email));
    const ids = queued.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it('with `all` and a search matching only unsubscribed addresses, refuses', async () => {
    const tag = tagOf();
    await addSubscribers(tag, [{ local: 'gone', active: false }]);
    const res = await send(content({ all: true, search: tag }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.newsletterSendRecipientsRequired });
  });

  it('with `all` and no search, queues every active subscriber of the list', async () => {
    const { active } = await tableCounts();
    const res = await send(content({ all: true }));
    expect(res.json().queued).toBe(active);
    await (await db()).delete(emailMessages).where(like(emailMessages.subject, `%${RUN}%`));
  });

  it('answers when the last of the whole queue leaves, at the spacing after the last send', async () => {
    const database = await db();
    const interval = app.deps.config.emailMinIntervalMs;
    const [state] = await database.select().from(emailOutboxState);
    // A send just now: the next slot is one spacing later, whatever the clock says during the call.
    const lastSentAt = new Date(Date.now() - 1000);
    await database.update(emailOutboxState).set({ lastSentAt }).where(eq(emailOutboxState.id, 1));
    try {
      const [a, b, c] = await addSubscribers(tagOf(), [{ local: 'a' }, { local: 'b' }, { local: 'c' }]);
      const res = await send(content({ subscriberIds: [a!.id, b!.id, c!.id] }));
      const { queued, last_send_at: lastSendAt } = res.json();
      expect(queued).toBe(3);
      const [due] = await database
        .select({ n: count() })
        .from(emailMessages)
        .where(and(eq(emailMessages.status, 'pending'), lte(emailMessages.nextAttemptAt, new Date())));
      expect(due!.n).toBeGreaterThanOrEqual(3);
      expect(lastSendAt).toBe(new Date(lastSentAt.getTime() + interval * due!.n).toISOString());
      expect(lastSendAt).toBe((await outboxQueue(database, interval)).last_send_at);
      // The list shows the same queue.
      expect((await list({ limit: '1' })).queue).toMatchObject({ pending: due!.n, last_send_at: lastSendAt });
    } finally {
      await database.update(emailOutboxState).set({ lastSentAt: state?.lastSentAt ?? null }).where(eq(emailOutboxState.id, 1));
    }
  });

  it('queues ten thousand subscribers in one statement, quickly', async () => {
    const database = await db();
    const tag = tagOf();
    // 11 000 subscribers, every eleventh unsubscribed: 10 000 to queue.
    await database.execute(sql`
      insert into newsletter_subscribers (email, is_active, unsubscribe_token)
      select 'bulk' || g || '-' || ${tag} || '@example.com', g % 11 <> 0, ${tag} || '-' || g
      from generate_series(1, 11000) as g`);
    try {
      const started = performance.now();
      const res = await send(content({ all: true, search: tag }));
      const elapsed = performance.now() - started;
      expect(res.json().queued).toBe(10_000);
      expect(elapsed).toBeLessThan(2000);
      const [written] = await database
        .select({ n: count() })
        .from(emailMessages)
        .where(and(like(emailMessages.recipientEmail, `%-${tag}@example.com`), eq(emailMessages.kind, 'newsletter')));
      expect(written!.n).toBe(10_000);
    } finally {
      await database.delete(emailMessages).where(like(emailMessages.recipientEmail, `%-${tag}@example.com`));
      await database.delete(newsletterSubscribers).where(like(newsletterSubscribers.email, `%-${tag}@example.com`));
    }
  });

  it.each([
    ['no subject', { message: 'm', subscriberIds: [1] }, validationMessages.newsletterSendFieldsRequired],
    ['a blank message', { subject: 's', message: ' \n ', subscriberIds: [1] }, validationMessages.newsletterSendFieldsRequired],
    ['a subject of 201 characters', { subject: 'x'.repeat(201), message: 'm', subscriberIds: [1] }, adminMessages.emailSubjectTooLong],
    ['a message too long', { subject: 's', message: 'x'.repeat(100_001), subscriberIds: [1] }, adminMessages.emailMessageTooLong],
    ['an HTML flag that is text', { subject: 's', message: 'm', isHtml: 'yes', subscriberIds: [1] }, adminMessages.emailIsHtmlInvalid],
    ['no recipients', { subject: 's', message: 'm' }, validationMessages.newsletterSendRecipientsRequired],
    ['an empty choice', { subject: 's', message: 'm', subscriberIds: [] }, validationMessages.newsletterSendRecipientsRequired],
    ['all: false', { subject: 's', message: 'm', all: false }, validationMessages.newsletterSendRecipientsRequired],
    ['ids that are not ids', { subject: 's', message: 'm', subscriberIds: ['1'] }, validationMessages.newsletterSendRecipientsRequired],
    ['an id beyond the integer range', { subject: 's', message: 'm', subscriberIds: [2_147_483_648] }, validationMessages.newsletterSendRecipientsRequired],
    [
      'too many ids',
      { subject: 's', message: 'm', subscriberIds: Array.from({ length: MAX_SUBSCRIBER_IDS + 1 }, (_, i) => i + 1) },
      adminMessages.tooManyRecipients,
    ],
  ])('refuses %s with 400', async (_, payload, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});
