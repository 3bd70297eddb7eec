// The newsletter and e-mail side of the admin panel (docs/product.md#admin-newsletter-and-email-logs,
// docs/decisions/0014-email-outbox.md): subscribers, sending to them through the outbox, the outbox's queue and the
// e-mail log. The server serialises with these schemas and parses its queries with them; the web app imports the types,
// and the query and form schemas only in lazy admin chunks.
import { z } from 'zod';
import { adminMessages } from './messages/admin.ts';
import { validationMessages } from './messages/validation.ts';
import { filteredListSchemas, pagedAnswerSchema, pagingQuerySchema, searchQuerySchema } from './paging.ts';
import { MAX_ROW_ID } from './constants.ts';

const id = z.number().int().positive();
const isoDateTime = z.string();

// ---- Subscribers: GET /api/admin/newsletter/subscribers (and .csv) ----

export const SUBSCRIBER_STATUS_FILTERS = ['all', 'active', 'unsubscribed'] as const;
export type SubscriberStatusFilter = (typeof SUBSCRIBER_STATUS_FILTERS)[number];
export const SUBSCRIBER_SORTS = ['subscribed_at', 'email'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

/** `search`: any part of the address; `%`, `_` and `\` match literally. */
export const { filters: subscriberFiltersSchema, query: subscribersQuerySchema } = filteredListSchemas(
  { status: z.enum(SUBSCRIBER_STATUS_FILTERS, adminMessages.subscriberStatusInvalid).default('all') },
  SUBSCRIBER_SORTS,
);
export type SubscriberFilters = z.output<typeof subscriberFiltersSchema>;

const subscriberSchema = z.object({
  id,
  email: z.string(),
  is_active: z.boolean(),
  subscribed_at: isoDateTime,
  unsubscribed_at: isoDateTime.nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** Over the whole list, whatever the filters. */
const subscriberStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  unsubscribed: z.number().int(),
});
export type SubscriberStats = z.infer<typeof subscriberStatsSchema>;

/**
 * The outbox as it stands: e-mails due now and not yet sent (every kind), and when the last of them should leave
 * at the current spacing (null when none is waiting). The spacing is EMAIL_MIN_INTERVAL_MS.
 */
const outboxQueueSchema = z.object({
  pending: z.number().int(),
  next_send_at: isoDateTime.nullable(),
  last_send_at: isoDateTime.nullable(),
  interval_ms: z.number().int(),
});
export type OutboxQueue = z.infer<typeof outboxQueueSchema>;

export const subscribersResponseSchema = pagedAnswerSchema({ subscribers: z.array(subscriberSchema), stats: subscriberStatsSchema }).extend({
  queue: outboxQueueSchema,
});
export type SubscribersResponse = z.infer<typeof subscribersResponseSchema>;

// ---- Sending: POST /api/admin/newsletter/send-email, POST /api/admin/newsletter/preview ----

export const EMAIL_SUBJECT_MAX_LENGTH = 200;
const EMAIL_MESSAGE_MAX_LENGTH = 100_000;
/** More ids than any page shows; beyond a page, the admin sends to every match (`all: true`). */
export const MAX_SUBSCRIBER_IDS = 1000;

const requiredText = (max: number, tooLong: string) =>
  z.string(validationMessages.newsletterSendFieldsRequired).trim().min(1, validationMessages.newsletterSendFieldsRequired).max(max, tooLong);

export const emailContentSchema = z.object({
  // One line: a line break or another control character in a subject is written as a space, as mail programs
  // would show it anyway, so the log and the preview show what arrives.
  subject: requiredText(EMAIL_SUBJECT_MAX_LENGTH, adminMessages.emailSubjectTooLong).transform((subject) =>
    subject.replace(/[\p{Cc}\s]+/gu, ' '),
  ),
  message: requiredText(EMAIL_MESSAGE_MAX_LENGTH, adminMessages.emailMessageTooLong),
  isHtml: z.boolean(adminMessages.emailIsHtmlInvalid).default(false),
});
export type EmailContent = z.output<typeof emailContentSchema>;

/**
 * Either the chosen subscribers (`subscriberIds`), or every active subscriber matching `search` (`all: true`):
 * select-all reaches beyond the visible page. Only active subscribers are queued; none: the recipients message.
 */
// An id within PostgreSQL's integer range: anything else names no subscriber.
const recipientId = z
  .number(validationMessages.newsletterSendRecipientsRequired)
  .int(validationMessages.newsletterSendRecipientsRequired)
  .min(1, validationMessages.newsletterSendRecipientsRequired)
  .max(MAX_ROW_ID, validationMessages.newsletterSendRecipientsRequired);

export const sendEmailSchema = emailContentSchema
  .extend({
    subscriberIds: z
      .array(recipientId, validationMessages.newsletterSendRecipientsRequired)
      .max(MAX_SUBSCRIBER_IDS, adminMessages.tooManyRecipients)
      .optional(),
    all: z.literal(true, validationMessages.newsletterSendRecipientsRequired).optional(),
    search: searchQuerySchema,
  })
  .refine((body) => body.all === true || (body.subscriberIds?.length ?? 0) > 0, {
    message: validationMessages.newsletterSendRecipientsRequired,
    path: ['subscriberIds'],
  });
export type SendEmailPayload = z.input<typeof sendEmailSchema>;

export const sendEmailResponseSchema = z.object({
  /** Rows written to the outbox: one per active recipient. */
  queued: z.number().int(),
  /** When the last of the whole queue (these included) should leave at the current spacing. */
  last_send_at: isoDateTime.nullable(),
});
export type SendEmailResponse = z.infer<typeof sendEmailResponseSchema>;

/** The e-mail as a recipient would get it: the same rendering as sending (layout, sanitising, plain text). */
export const emailPreviewResponseSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewResponseSchema>;

// ---- E-mail log: GET /api/admin/email-logs, POST /api/admin/email-logs/{id}/retry ----

export const EMAIL_LOG_PAGE_SIZE = 20;
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const EMAIL_LOG_STATUS_FILTERS = ['all', ...EMAIL_STATUSES] as const;
export const EMAIL_KINDS = [
  'newsletter',
  'receipt',
  'reminder',
  'password_reset',
  'newsletter_confirmation',
  // Premieres and windows (docs/product.md#premieres-and-windows).
  'now_showing',
  'start_reminder',
  'rental_extended',
  // Offers (docs/product.md#offers): a gift's link, to its recipient.
  'gift',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
/** The e-mail log table's previews (docs/product.md#admin-newsletter-and-email-logs). */
export const EMAIL_LOG_PREVIEW = { subject: 30, message: 40, error: 30 } as const;

export const emailLogsQuerySchema = pagingQuerySchema({ defaultLimit: EMAIL_LOG_PAGE_SIZE }).extend({
  status: z.enum(EMAIL_LOG_STATUS_FILTERS, adminMessages.emailStatusInvalid).default('all'),
});

const emailLogSchema = z.object({
  id,
  status: z.enum(EMAIL_STATUSES),
  recipient_email: z.string(),
  subject: z.string(),
  /** As stored; a password reset's link is hidden (the admin must not be able to take over the account). */
  message: z.string(),
  created_at: isoDateTime,
  sent_at: isoDateTime.nullable(),
  error_message: z.string().nullable(),
  // Beyond the listed fields (docs/product.md#data): what the admin needs to understand a row.
  kind: z.enum(EMAIL_KINDS),
  is_html: z.boolean(),
  attempts: z.number().int(),
  /** A pending row's next try (a reminder's moment, or the backoff after a temporary failure). */
  next_attempt_at: isoDateTime,
});
export type EmailLog = z.infer<typeof emailLogSchema>;

export const emailLogsResponseSchema = z.object({
  logs: z.array(emailLogSchema),
  pagination: z.object({ total: z.number().int(), hasMore: z.boolean(), totalPages: z.number().int() }),
});
export type EmailLogsResponse = z.infer<typeof emailLogsResponseSchema>;

export const emailRetryResponseSchema = z.object({ log: emailLogSchema });
export type EmailRetryResponse = z.infer<typeof emailRetryResponseSchema>;
