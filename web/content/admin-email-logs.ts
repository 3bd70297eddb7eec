// The /admin/email-logs screen's own wording. The texts of docs/product.md#errors ('Failed to load email logs') and the
// retry's notices are in web/content/admin-messages.ts.
import type { EMAIL_LOG_STATUS_FILTERS, EmailKind, EmailStatus } from '../../common/newsletter-admin.ts';

export const adminEmailLogsContent = {
  title: 'Email Logs',
  intro: 'Every e-mail the studio sends, newest first: pending until it leaves, then sent or failed with the reason.',
  caption: 'E-mail log',
  noun: { one: 'e-mail', other: 'e-mails' },
  loading: 'Loading email logs...',
  emptyHint: 'Newsletters, receipts, reminders and password resets appear here as they are queued.',
  noMatchTitle: 'No e-mails found',
  noMatchHint: 'No e-mail has this status.',
  statusLabel: 'Status',
  statusOptions: {
    all: 'All statuses',
    pending: 'Pending',
    sent: 'Sent',
    failed: 'Failed',
  } satisfies Record<(typeof EMAIL_LOG_STATUS_FILTERS)[number], string>,
  pagesLabel: 'E-mail log pages',
  columns: {
    status: 'Status',
    recipient: 'Recipient',
    subject: 'Subject',
    message: 'Message',
    created: 'Created',
    sent: 'Sent',
  },
  statusLabels: {
    pending: 'Pending',
    sent: 'Sent',
    failed: 'Failed',
  } satisfies Record<EmailStatus, string>,
  /** Under a pending row's badge: 'Next try at 3:45 PM'. */
  nextTry: (when: string) => `Next try at ${when}`,
  view: 'View',
  viewLabel: (recipient: string, subject: string) => `View the e-mail to ${recipient}: ${subject}`,
  retry: 'Retry',
  retrying: 'Retrying...',
  retryLabel: (recipient: string, subject: string) => `Retry the e-mail to ${recipient}: ${subject}`,
  /** The row's name for its '⋯' button ('Actions for ada@example.com: Your receipt'). */
  rowName: (recipient: string, subject: string) => `${recipient}: ${subject}`,
} as const;

/** The dialog with one e-mail in full. */
export const emailLogDetailContent = {
  noSubject: '(no subject)',
  status: 'Status',
  kind: 'Kind',
  recipient: 'Recipient',
  format: 'Format',
  html: 'HTML',
  plainText: 'Plain text',
  attempts: 'Attempts',
  created: 'Created',
  sent: 'Sent',
  nextAttempt: 'Next attempt',
  message: 'Message',
  /** An HTML e-mail's message is shown as its source, never drawn. */
  htmlSource: 'Message (HTML source)',
  error: 'Error',
  kinds: {
    newsletter: 'Newsletter',
    receipt: 'Receipt',
    reminder: 'Rental reminder',
    password_reset: 'Password reset',
    newsletter_confirmation: 'Newsletter confirmation',
    // Premieres and windows (docs/product.md#premieres-and-windows).
    now_showing: 'Now showing',
    start_reminder: 'Start reminder',
    rental_extended: 'Rental extended',
    // Offers (docs/product.md#offers): a gift's link, to its recipient.
    gift: 'Gift',
  } satisfies Record<EmailKind, string>,
} as const;
