// The admin newsletter calls on the shared test database: other files write subscribers and e-mails too, so every
// list assertion is narrowed to this file's own rows by a tag in their addresses (searched), and every count of
// the whole table is compared with the database's own count. The rows this file queues are deleted at the end.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, like, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, serverMessages, validationMessages } from '../../../common/messages.ts';
import {
  emailPreviewResponseSchema,
  MAX_SUBSCRIBER_IDS,
  sendEmailResponseSchema,
  subscribersResponseSchema,
  type Subscriber,
} from '../../../common/newsletter-admin.ts';
import { emailMessages, emailOutboxState, newsletterSubscribers } from '../../db/schema.ts';
import { csvLine, UTF8_BOM } from '../../http/csv.ts';
import { outboxQueue, PRIORITY_BY_KIND } from '../../mail/outbox.ts';
import { newUnsubscribeToken } from '../../newsletter/service.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { createLoggedInUser } from '../../test/factories.ts';
import { subscriberCsvRows } from './service.ts';

let app: FastifyInstance;
let admin: { authorization: string };
const db = async () => (await testDatabase()).db;
const DAY = 24 * 3_600_000;
// Every subject this file sends carries it: the rows are found, and deleted, by it.
const RUN = `nl-admin-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await createLoggedInUser(await db(), { isAdmin: true })).headers;
});
afterAll(async () => {
  await (await db()).delete(emailMessages).where(like(emailMessages.subject, `%${RUN}%`));
  await app.close();
});

const tagOf = () => randomUUID().slice(0, 8);

interface SubscriberSpec {
  local: string;
  active?: boolean;
  at?: Date;
}

/** Subscribers `<local>-<tag>@example.com`, written straight to the database, in the order given. */
async function addSubscribers(tag: string, specs: SubscriberSpec[]) {
  return (await db())
    .insert(newsletterSubscribers)
    .values(
      specs.map((spec) => ({
        email: `${spec.local}-${tag}@example.com`,
        isActive: spec.active ?? true,
        unsubscribeToken: newUnsubscribeToken(),
        subscribedAt: spec.at ?? new Date(),
        unsubscribedAt: spec.active === false ? new Date() : null,
      })),
    )
    .returning();
}

const get = (url: string) => app.inject({ method: 'GET', url, headers: admin });
const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, headers: admin, payload: payload as object });

async function list(query: Record<string, string>) {
  const res = await get(`/api/admin/newsletter/subscribers?${new URLSearchParams(query)}`);
  expect(res.statusCode).toBe(200);
  return subscribersResponseSchema.strict().parse(res.json());
}

const emailsOf = (subscribers: Subscriber[]) => subscribers.map((s) => s.email.split('-')[0]);

async function tableCounts() {
  const [row] = await (await db())
    .select({ total: count(), active: sql`(count(*) filter (where ${newsletterSubscribers.isActive}))::int`.mapWith(Number) })
    .from(newsletterSubscribers);
  return { total: row!.total, active: row!.active, unsubscribed: row!.total - row!.active };
}

describe('GET /api/admin/newsletter/subscribers', () => {
  const tag = tagOf();
  const base = Date.now() - 30 * DAY;
  let rows: Awaited<ReturnType<typeof addSubscribers>>;

  beforeAll(async () => {
    rows = await addSubscribers(tag, [
      { local: 'carol', at: new Date(base + 3 * DAY) },
      { local: 'Alice', at: new Date(base + 1 * DAY) },
      { local: 'dave', active: false, at: new Date(base + 4 * DAY) },
      { local: 'bob', at: new Date(base + 2 * DAY) },
      // Same moment as bob: the id breaks the tie.
      { local: 'Eve', active: false, at: new Date(base + 2 * DAY) },
    ]);
  });

  it('answers a page of the matching subscribers, newest first, with every field', async () => {
    const body = await list({ search: tag });
    expect(emailsOf(body.subscribers)).toEqual(['dave', 'carol', 'Eve', 'bob', 'Alice']);
    const dave = rows.find((row) => row.email.startsWith('dave'))!;
    expect(body.subscribers[0]).toEqual({
      id: dave.id,
      email: dave.email,
      is_active: false,
      subscribed_at: dave.subscribedAt.toISOString(),
      unsubscribed_at: dave.unsubscribedAt!.toISOString(),
    });
    expect(body.subscribers[1]!.unsubscribed_at).toBeNull();
    expect(body.pagination).toEqual({ total: 5, page: 1, limit: 20, totalPages: 1 });
  });

  it('sorts by subscription time or by address (case-insensitive), either way, ties by id', async () => {
    const asc = await list({ search: tag, sort: 'subscribed_at', order: 'asc' });
    expect(emailsOf(asc.subscribers)).toEqual(['Alice', 'bob', 'Eve', 'carol', 'dave']);
    const byEmail = await list({ search: tag, sort: 'email', order: 'asc' });
    expect(emailsOf(byEmail.subscribers)).toEqual(['Alice', 'bob', 'carol', 'dave', 'Eve']);
    const byEmailDesc = await list({ search: tag, sort: 'email' });
    expect(emailsOf(byEmailDesc.subscribers)).toEqual(['Eve', 'dave', 'carol', 'bob', 'Alice']);
  });

  it('filters by status', async () => {
    expect(emailsOf((await list({ search: tag, status: 'active' })).subscribers)).toEqual(['carol', 'bob', 'Alice']);
    const unsubscribed = await list({ search: tag, status: 'unsubscribed' });
    expect(emailsOf(unsubscribed.subscribers)).toEqual(['dave', 'Eve']);
    expect(unsubscribed.pagination.total).toBe(2);
  });

  it('pages: the true total on every page, an empty page past the end', async () => {
    const second = await list({ search: tag, limit: '2', page: '2' });
    expect(emailsOf(second.subscribers)).toEqual(['Eve', 'bob']);
    expect(second.pagination).toEqual({ total: 5, page: 2, limit: 2, totalPages: 3 });
    const past = await list({ search: tag, limit: '2', page: '9' });
    expect(past.subscribers).toEqual([]);
    expect(past.pagination.total).toBe(5);
    expect((await list({ search: tag, limit: '5000' })).pagination.limit).toBe(100);
  });

  it('searches any part of the address, ignoring case, with % and _ taken literally', async () => {
    expect(emailsOf((await list({ search: `ALICE-${tag.toUpperCase()}` })).subscribers)).toEqual(['Alice']);
    const odd = tagOf();
    await addSubscribers(odd, [{ local: 'a_b' }, { local: 'axb' }, { local: 'c%d' }, { local: 'cxd' }]);
    expect(emailsOf((await list({ search: `_b-${odd}` })).subscribers)).toEqual(['a_b']);
    expect(emailsOf((await list({ search: `%d-${odd}` })).subscribers)).toEqual(['c%d']);
    expect((await list({ search: `zz-${odd}` })).pagination.total).toBe(0);
  });

  it('counts the whole list in its stats, whatever the filters', async () => {
    const filtered = await list({ search: tag, status: 'active' });
    expect(filtered.stats).toEqual(await tableCounts());
    const before = filtered.stats;
    await addSubscribers(tagOf(), [{ local: 'gone', active: false }]);
    const after = (await list({ search: tag })).stats;
    expect(after).toEqual({ total: before.total + 1, active: before.active, unsubscribed: before.unsubscribed + 1 });
  });

  it("shows the outbox's queue at the configured spacing", async () => {
    const { queue } = await list({ search: tag });
    const [due] = await (await db())
      .select({ n: count() })
      .from(emailMessages)
      .where(and(eq(emailMessages.status, 'pending'), lte(emailMessages.nextAttemptAt, new Date())));
    expect(queue.pending).toBe(due!.n);
    expect(queue.interval_ms).toBe(app.deps.config.emailMinIntervalMs);
  });

  it.each([
    ['status=gone', adminMessages.subscriberStatusInvalid],
    ['sort=name', serverMessages.invalidSort],
    ['order=up', serverMessages.invalidOrder],
    ['page=0', serverMessages.invalidPage],
    ['limit=x', serverMessages.invalidLimit],
    [`search=${'y'.repeat(201)}`, serverMessages.searchTooLong],
  ])('refuses %s with 400', async (query, message) => {
    const res = await get(`/api/admin/newsletter/subscribers?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});

describe('GET /api/admin/newsletter/subscribers.csv', () => {
  const tag = tagOf();
  let rows: Awaited<ReturnType<typeof addSubscribers>>;
  const csv = (query: string) => get(`/api/admin/newsletter/subscribers.csv?${query}`);

  beforeAll(async () => {
    rows = await addSubscribers(tag, [{ local: 'first' }, { local: '=formula', active: false }, { local: 'third' }]);
  });

  it('downloads the matching subscribers, newest first, as a quoted, neutralised CSV attachment', async () => {
    const res = await csv(`search=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [first, formula, third] = rows;
    const iso = (date: Date | null) => date?.toISOString() ?? '';
    expect(res.body).toBe(
      [
        `${UTF8_BOM}email,status,subscribed_at,unsubscribed_at`,
        `${third!.email},active,${iso(third!.subscribedAt)},`,
        `'${formula!.email},unsubscribed,${iso(formula!.subscribedAt)},${iso(formula!.unsubscribedAt)}`,
        `${first!.email},active,${iso(first!.subscribedAt)},`,
        '',
      ].join('\r\n'),
    );
  });

  it('honours the status filter and refuses a bad one', async () => {
    const active = await csv(`search=${tag}&status=active`);
    expect(active.body.split('\r\n').slice(1, -1).map((line) => line.split('-')[0])).toEqual(['third', 'first']);
    const bad = await csv('status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: adminMessages.subscriberStatusInvalid });
  });

  it('reads the list in keyset batches: batches of 2 give the same rows as the route', async () => {
    const batched = [];
    for await (const row of subscriberCsvRows(app.deps, { status: 'all', search: tag }, { batchSize: 2 })) batched.push(csvLine(row));
    expect(batched).toHaveLength(3);
    expect(`${UTF8_BOM}email,status,subscribed_at,unsubscribed_at\r\n${batched.join('')}`).toBe((await csv(`search=${tag}`)).body);
  });
});

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

describe('POST /api/admin/newsletter/preview', () => {
  const preview = (payload: unknown) => post('/api/admin/newsletter/preview', payload);

  it('writes a subject with line breaks on one line, so no header can be slipped in and the log shows what arrives', async () => {
    const res = await preview({ subject: 'Hi\r\nBcc:\tvictim@evil.example', message: 'm', isHtml: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().subject).toBe('Hi Bcc: victim@evil.example');
  });

  it('renders the e-mail as a subscriber gets it, with a placeholder unsubscribe link', async () => {
    const res = await preview({ subject: ' Spring news ', message: 'Tickets & <b>popcorn</b>', isHtml: false });
    expect(res.statusCode).toBe(200);
    const body = emailPreviewResponseSchema.strict().parse(res.json());
    expect(body.subject).toBe('Spring news');
    expect(body.html).toContain('Tickets &amp; &lt;b&gt;popcorn&lt;/b&gt;');
    expect(body.text).toContain('Tickets & <b>popcorn</b>');
    expect(body.html).toContain(`${app.deps.config.publicUrl}/unsubscribe/preview`);
  });

  it('sanitises HTML as sending does', async () => {
    const res = await preview({ subject: 's', message: '<p onclick="x()">Hi</p><script>alert(1)</script>', isHtml: true });
    expect(res.statusCode).toBe(200);
    const { html } = res.json();
    expect(html).toContain('Hi</p>');
    expect(html).not.toMatch(/<script|onclick/);
  });

  it('refuses a missing subject or message', async () => {
    const res = await preview({ subject: 's', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: validationMessages.newsletterSendFieldsRequired });
  });
});
