// The admin newsletter calls on the shared test database: other files write subscribers and e-mails too, so every
// list assertion is narrowed to this file's own rows by a tag in their addresses (searched), and every count of
// the whole table is compared with the database's own count. The rows this file queues are deleted at the end.
import { and, count, eq, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../../../common/messages/admin.ts';
import { validationMessages } from '../../../common/messages/validation.ts';
import { emailPreviewResponseSchema } from '../../../common/newsletter-admin.ts';
import { emailMessages } from '../../db/schema.ts';
import { csvLine, UTF8_BOM } from '../../http/csv.ts';
import { db } from '../../test/database.ts';
import { subscriberCsvRows } from './service.ts';
import { pagedListRefusals } from '../testing.ts';
import { itRefusesQueries } from '../../test/refusals.ts';
import { addSubscribers, DAY, emailsOf, newsletterAdminTestApp, tableCounts, tagOf } from './newsletter-admin-test-helpers.ts';

const { app, get, post, list } = newsletterAdminTestApp();

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

  itRefusesQueries((query) => get(`/api/admin/newsletter/subscribers?${query}`), [
    ['status=gone', adminMessages.subscriberStatusInvalid],
    ...pagedListRefusals('name'),
  ]);
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
