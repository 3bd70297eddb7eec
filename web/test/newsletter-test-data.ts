// Test data of the newsletter and e-mail log screens: rows and envelopes as the admin API sends them.
import type { EmailLog, OutboxQueue, Subscriber, SubscriberStats, SubscribersResponse } from '../../common/newsletter-admin.ts';
import { paginationOf } from './admin-business-test-data.ts';

export function createSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id: 11,
    email: 'fan@example.com',
    is_active: true,
    subscribed_at: '2031-07-01T09:00:00.000Z',
    unsubscribed_at: null,
    ...overrides,
  };
}

export function createOutboxQueue(overrides: Partial<OutboxQueue> = {}): OutboxQueue {
  return { pending: 0, next_send_at: null, last_send_at: null, interval_ms: 450_000, ...overrides };
}

/** A page of subscribers; the totals are the page's own unless given. */
export function subscribersPage(
  subscribers: Subscriber[],
  {
    stats,
    pagination = paginationOf(subscribers.length),
    queue = createOutboxQueue(),
  }: { stats?: SubscriberStats; pagination?: SubscribersResponse['pagination']; queue?: OutboxQueue } = {},
): SubscribersResponse {
  const active = subscribers.filter((row) => row.is_active).length;
  return {
    subscribers,
    stats: stats ?? { total: subscribers.length, active, unsubscribed: subscribers.length - active },
    pagination,
    queue,
  };
}

export function createEmailLog(overrides: Partial<EmailLog> = {}): EmailLog {
  return {
    id: 31,
    status: 'sent',
    recipient_email: 'fan@example.com',
    subject: 'News from the studio',
    message: 'Hello from the set.',
    created_at: '2031-07-04T12:00:00.000Z',
    sent_at: '2031-07-04T12:07:30.000Z',
    error_message: null,
    kind: 'newsletter',
    is_html: false,
    attempts: 1,
    next_attempt_at: '2031-07-04T12:00:00.000Z',
    ...overrides,
  };
}

/** The log's envelope: {logs, pagination {total, hasMore, totalPages}} (20 a page). */
export function emailLogsPage(logs: EmailLog[], total = logs.length, page = 1) {
  const totalPages = Math.ceil(total / 20);
  return { logs, pagination: { total, hasMore: page < totalPages, totalPages } };
}
