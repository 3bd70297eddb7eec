// The /admin/newsletter screen's own wording. The texts of docs/product.md#errors ('Failed to load subscribers', 'Email
// sent successfully!', 'Failed to send email' and the send form's checks) are in web/content/admin-messages.ts and
// common/messages/.
import type { SubscriberStatusFilter } from '../../common/newsletter-admin.ts';

const count = (value: number) => value.toLocaleString('en-US');
const emails = (value: number) => `${count(value)} ${value === 1 ? 'e-mail' : 'e-mails'}`;
const subscribers = (value: number) => `${count(value)} ${value === 1 ? 'subscriber' : 'subscribers'}`;
const activeSubscribers = (value: number) => `${count(value)} active ${value === 1 ? 'subscriber' : 'subscribers'}`;

export const adminNewsletterContent = {
  title: 'Newsletter',
  intro: 'Everyone who signed up for news of the studio. Choose active subscribers and write to them; the e-mails leave one at a time.',
  caption: 'Subscribers',
  noun: { one: 'subscriber', other: 'subscribers' },
  loading: 'Loading subscribers...',
  emptyHint: 'People who sign up on the home page appear here.',
  noMatchTitle: 'No subscribers found',
  noMatchHint: 'No subscriber matches this search and status.',
  searchLabel: 'Search subscribers',
  searchPlaceholder: 'E-mail address',
  statusLabel: 'Status',
  statusOptions: {
    all: 'All subscribers',
    active: 'Active',
    unsubscribed: 'Unsubscribed',
  } satisfies Record<SubscriberStatusFilter, string>,
  pagesLabel: 'Subscribers pages',
  columns: {
    email: 'E-mail',
    status: 'Status',
    subscribed: 'Subscribed on',
  },
  active: 'Active',
  unsubscribed: 'Unsubscribed',
  unsubscribedOn: (day: string) => `since ${day}`,
  stats: {
    label: 'Subscriber totals',
    total: 'Total',
    active: 'Active',
    unsubscribed: 'Unsubscribed',
    totalHint: 'Everyone who ever signed up',
    activeHint: 'Receive the newsletter',
    unsubscribedHint: 'Left the list',
  },
  queue: {
    label: 'Outbox',
    empty: 'No e-mails waiting',
    /** '3 e-mails waiting; the last leaves in about 22 min'. */
    waiting: (pending: number, leavesIn: string | null) =>
      leavesIn === null
        ? `${emails(pending)} waiting`
        : `${emails(pending)} waiting; ${pending === 1 ? 'it leaves' : 'the last leaves'} in ${leavesIn}`,
    spacing: (spacing: string) => `One e-mail every ${spacing}`,
  },
  /** After a send: '42 e-mails queued; the last leaves in about 5 h 15 min'. */
  queued: (queued: number, leavesIn: string | null) =>
    leavesIn === null
      ? `${emails(queued)} queued`
      : `${emails(queued)} queued; ${queued === 1 ? 'it leaves' : 'the last leaves'} in ${leavesIn}`,
  selection: {
    none: 'No subscriber selected. Tick the active ones to write to.',
    rowLabel: (email: string) => `Select ${email}`,
    pageLabel: 'Select every active subscriber on this page',
    inactiveReason: 'Unsubscribed: no e-mail can be sent to this address',
    selected: (selected: number) => `${subscribers(selected)} selected.`,
    /** 'All 20 on this page are selected.' */
    pageSelected: (onPage: number) => (onPage === 1 ? 'The one on this page is selected.' : `All ${count(onPage)} on this page are selected.`),
    /** 'Select all 1,234 active subscribers matching this search' (the count unknown: without it). */
    selectAll: (matching: number | null, hasSearch: boolean) =>
      `Select all ${matching === null ? 'active subscribers' : activeSubscribers(matching)}${hasSearch ? ' matching this search' : ''}`,
    allSelected: (matching: number | null, hasSearch: boolean) =>
      `All ${matching === null ? 'active subscribers' : activeSubscribers(matching)}${hasSearch ? ' matching this search' : ''} are selected.`,
    clear: 'Clear selection',
  },
  send: 'Send e-mail',
  /** An active row's menu: an e-mail to that subscriber alone. */
  sendTo: (email: string) => `Send e-mail to ${email}`,
} as const;

/** The send dialog. */
export const sendEmailContent = {
  title: 'Send e-mail',
  /** Who gets it: 'To 3 subscribers', 'To all 1,234 active subscribers matching “ada”'. */
  recipients: (selected: number) => `To ${subscribers(selected)}`,
  /** From a row's menu: 'To ada@example.com'. */
  recipientsOne: (email: string) => `To ${email}`,
  recipientsAll: (matching: number | null, search: string) =>
    `To all ${matching === null ? 'active subscribers' : activeSubscribers(matching)}${search ? ` matching “${search}”` : ''}`,
  recipientsNote: 'Only active subscribers are sent the e-mail; each gets an unsubscribe link.',
  viewLegend: 'View',
  views: { write: 'Write', preview: 'Preview' },
  subject: 'Subject',
  message: 'Message',
  messageHint: 'Plain text keeps its line breaks. With HTML on, write the body as HTML.',
  isHtml: 'Send as HTML',
  isHtmlHint: 'Scripts, event handlers and javascript: links are removed before sending.',
  previewLoading: 'Rendering the preview...',
  previewFrame: 'Preview of the e-mail',
  previewSubject: 'Subject',
  recipientsLabel: 'Recipients',
  cancel: 'Cancel',
  submit: 'Send',
  sending: 'Sending...',
} as const;
