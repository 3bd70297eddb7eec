// The newsletter as admins run it (docs/decisions/0014-email-outbox.md): the subscribers, paged, filtered and searched
// in SQL with the whole list's stats and the outbox's queue; their CSV export; sending to them through the outbox; and
// the preview of what will leave. Sending writes one outbox row per active recipient in a single INSERT ... SELECT,
// so select-all over fifty thousand addresses never carries their ids through the server; its newsletter.send audit
// entry (docs/product.md#admin-audit) is written in the same transaction, with the subject and how many, never the body.
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type {
  EmailContent,
  EmailPreview,
  SendEmailResponse,
  Subscriber,
  SubscriberFilters,
  SubscriberSort,
  SubscriberStats,
  SubscribersResponse,
} from '../../../common/newsletter-admin.ts';
import { validationMessages } from '../../../common/messages/validation.ts';
import { paginationOf, type PageRequest } from '../../../common/paging.ts';
import { changedFields, recordAudit, type AuditActor } from '../../audit/record.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { countRows, inOrder, readQueryPage } from '../../db/paging.ts';
import { emailMessages, newsletterSubscribers } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { ValidationError } from '../../errors.ts';
import type { CsvValue } from '../../http/csv.ts';
import { outboxQueue, priorityOf } from '../../mail/outbox.ts';
import { renderEmail } from '../../mail/render.ts';
import { newestFirst } from '../csv-batches.ts';
import { escapeLike } from '../customer-search.ts';

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  isActive: newsletterSubscribers.isActive,
  subscribedAt: newsletterSubscribers.subscribedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

type SubscriberRow = Pick<typeof newsletterSubscribers.$inferSelect, keyof typeof subscriberColumns>;

function selectSubscribers(db: Db, where: SQL | undefined) {
  return db.select(subscriberColumns).from(newsletterSubscribers).where(where).$dynamic();
}

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    is_active: row.isActive,
    subscribed_at: row.subscribedAt.toISOString(),
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/**
 * Any part of the address, case-insensitive, `%`, `_` and `\` as themselves. The expression is the one of the
 * trigram index newsletter_subscribers_email_trgm_idx (schema.ts), which serves LIKE and ILIKE alike; ILIKE
 * folds the pattern's case with PostgreSQL's own rules, so it cannot disagree with lower().
 */
function searchMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return sql`lower(${newsletterSubscribers.email}) ilike ${`%${escapeLike(search)}%`}`;
}

function filtersOf({ status, search }: SubscriberFilters): SQL | undefined {
  const state =
    status === 'active'
      ? eq(newsletterSubscribers.isActive, true)
      : status === 'unsubscribed'
        ? eq(newsletterSubscribers.isActive, false)
        : undefined;
  return and(state, searchMatches(search));
}

/**
 * Each sort's keys, ending with a unique one so pages never overlap: subscribed_at (its own index) then the id;
 * lower(email) is unique by itself (newsletter_subscribers_email_lower_key), and an id after it would only stop
 * that index from serving the sort (page 2000 sorted by e-mail of 50 000 subscribers: the whole table sorted,
 * p50 149 ms, against 52 ms along the index; npm run bench:admin).
 */
const sortKeys: Record<SubscriberSort, SQLWrapper[]> = {
  subscribed_at: [newsletterSubscribers.subscribedAt, newsletterSubscribers.id],
  email: [sql`lower(${newsletterSubscribers.email})`],
};

export type SubscriberListQuery = SubscriberFilters & PageRequest & { sort: SubscriberSort; order: 'asc' | 'desc' };

/** Every subscriber and the active ones, whatever the list's filters, in one aggregate. */
async function subscriberStats(db: Db): Promise<SubscriberStats> {
  const [row] = await db
    .select({
      total: sql`count(*)::int`.mapWith(Number),
      active: sql`(count(*) filter (where ${newsletterSubscribers.isActive}))::int`.mapWith(Number),
    })
    .from(newsletterSubscribers);
  const total = row?.total ?? 0;
  const active = row?.active ?? 0;
  return { total, active, unsubscribed: total - active };
}

/** A page of subscribers under the filters, in the asked order (ties broken by id), the stats and the queue. */
export async function listSubscribers(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  query: SubscriberListQuery,
): Promise<SubscribersResponse> {
  const where = filtersOf(query);
  const [page, stats, queue] = await Promise.all([
    readQueryPage(query, selectSubscribers(db, where).orderBy(...inOrder(sortKeys[query.sort], query.order)), () =>
      countRows(db, newsletterSubscribers, where),
    ),
    subscriberStats(db),
    outboxQueue(db, config.emailMinIntervalMs),
  ]);
  return { subscribers: page.rows.map(toSubscriber), stats, pagination: paginationOf(page), queue };
}

export const SUBSCRIBER_CSV_HEADER = ['email', 'status', 'subscribed_at', 'unsubscribed_at'] as const;

/**
 * Every subscriber under the filters as CSV values, newest (highest id) first whatever the list's sort, read in
 * keyset batches of `batchSize`, each its own query.
 */
export async function* subscriberCsvRows(
  { db }: Pick<ServiceDeps, 'db'>,
  filters: SubscriberFilters,
  { batchSize }: { batchSize?: number } = {},
): AsyncGenerator<CsvValue[]> {
  const batches = newestFirst((where) => selectSubscribers(db, where), newsletterSubscribers.id, filtersOf(filters), batchSize);
  for await (const row of batches) {
    yield [row.email, row.isActive ? 'active' : 'unsubscribed', row.subscribedAt, row.unsubscribedAt];
  }
}

/** Who an admin's send goes to: the chosen subscribers, or every one matching the search (`all`). */
export type Recipients = { subscriberIds: readonly number[] } | { all: true; search?: string | undefined };

function recipientsWhere(recipients: Recipients): SQL {
  const chosen =
    'all' in recipients
      ? searchMatches(recipients.search)
      : // One array parameter, however many ids: the statement's text stays the same.
        sql`${newsletterSubscribers.id} = any(${sql.param(recipients.subscriberIds)}::int[])`;
  return and(eq(newsletterSubscribers.isActive, true), chosen) ?? sql`true`;
}

/**
 * Queues `content` for every active recipient, one newsletter row each, in one INSERT ... SELECT (in id order,
 * so they leave in the order they subscribed); none active: the recipients message. Answers how many were
 * queued and when the last of the whole queue should leave at the current spacing.
 */
export async function sendNewsletter(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  actor: AuditActor,
  content: EmailContent,
  recipients: Recipients,
): Promise<SendEmailResponse> {
  const queued = await db.transaction(async (tx) => {
    const count = await queueNewsletter(tx, content, recipients);
    if (count === 0) throw new ValidationError(validationMessages.newsletterSendRecipientsRequired);
    await recordAudit(tx, { actor, action: 'newsletter.send', subjectKind: 'newsletter', subjectId: null, changes: sendChanges(content, recipients, count) });
    return count;
  });
  const queue = await outboxQueue(db, config.emailMinIntervalMs);
  return { queued, last_send_at: queue.last_send_at };
}

/**
 * What a send's audit entry says (as changes from null): its subject, whether it was HTML, to whom (`all` under a
 * search, or `selected` subscribers) and how many were queued. Never the message: a body is no record of who did
 * what, and may be large.
 */
function sendChanges(content: EmailContent, recipients: Recipients, count: number) {
  const audience = 'all' in recipients ? { recipients: 'all', search: recipients.search } : { recipients: 'selected' };
  return changedFields(null, { subject: content.subject, is_html: content.isHtml, ...audience, recipient_count: count });
}

/** The INSERT ... SELECT of one newsletter row for every active recipient: answers how many it queued. */
async function queueNewsletter(db: Db, content: EmailContent, recipients: Recipients): Promise<number> {
  const s = newsletterSubscribers;
  const [row] = rowsOf<{ queued: number }>(
    await db.execute(sql`
      with queued as (
        insert into ${emailMessages} (kind, priority, recipient_email, subject, message, is_html, subscriber_id)
        select 'newsletter', ${priorityOf('newsletter')}, ${s.email}, ${content.subject}, ${content.message},
          ${content.isHtml}::boolean, ${s.id}
        from ${s}
        where ${recipientsWhere(recipients)}
        order by ${s.id}
        returning 1
      )
      select count(*)::int as queued from queued`),
  );
  return Number(row?.queued ?? 0);
}

/** The e-mail as a subscriber would get it, with a placeholder in place of their unsubscribe token. */
export function previewNewsletter({ config }: Pick<ServiceDeps, 'config'>, content: EmailContent): EmailPreview {
  const { subject, html, text } = renderEmail(
    { kind: 'newsletter', subject: content.subject, message: content.message, isHtml: content.isHtml },
    { publicUrl: config.publicUrl, unsubscribeToken: 'preview' },
  );
  return { subject, html, text };
}
