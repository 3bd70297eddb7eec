// /admin/email-logs (docs/product.md#admin-newsletter-and-email-logs): every e-mail of the outbox, newest first, in
// a server-paged table filtered by status, with its previews (subject 30, message 40, error 30
// characters); each row's menu has View (the full e-mail in a dialog) and, on a failed one, Retry. While a row on
// show is pending the page is read again every 10 s, so the admin watches it leave. The list's state lives in the
// URL.
import { useState } from 'react';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { EMAIL_LOG_PAGE_SIZE, EMAIL_LOG_PREVIEW, EMAIL_LOG_STATUS_FILTERS, type EmailLog } from '../../../common/newsletter-admin.ts';
import { errorMessageOf } from '../../api/api-client.ts';
import type { AdminListQuery } from '../../api/admin/list-query.ts';
import { useEmailLogs } from '../../api/admin/list-email-logs.ts';
import { useRetryEmailMutation } from '../../api/admin/retry-email.ts';
import { AdminListPage } from '../../components/admin/admin-list-page/admin-list-page.tsx';
import type { DataColumn } from '../../components/admin/data-table/data-table.tsx';
import { DateTimeCell } from '../../components/admin/data-table/list-controls.tsx';
import { oneOf, useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { EmailLogDetailModal } from '../../components/admin/email-logs/email-log-detail-modal.tsx';
import { adminEmailLogsContent as content } from '../../content/admin-email-logs.ts';
import { EmailStatusBadge } from '../../components/admin/email-logs/email-status-badge.tsx';
import { nextAttemptText } from '../../components/admin/email-logs/next-attempt.ts';
import { cutPreview, messagePreview } from '../../components/admin/email-logs/previews.ts';
import type { RowAction } from '../../components/admin/row-actions/row-action.ts';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';

// The log has one order (newest first): no sort to choose.
const listSpec = {
  sorts: ['created_at'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: { status: oneOf(EMAIL_LOG_STATUS_FILTERS) },
} as const;

const statusOptions = EMAIL_LOG_STATUS_FILTERS.map((value) => ({ value, label: content.statusOptions[value] }));

const subjectPreview = (log: EmailLog) => cutPreview(log.subject, EMAIL_LOG_PREVIEW.subject);

/** The page's actions on a row. */
interface LogActions {
  view: (log: EmailLog) => void;
  retry: (log: EmailLog) => void;
  /** The row a retry is under way for; every Retry waits meanwhile. */
  retrying: number | null;
}

/** View, and Retry on a failed e-mail. A reset link is never sent again (its link was hidden when it failed): the viewer asks for a new one. */
function logActions(log: EmailLog, { view, retry, retrying }: LogActions): RowAction[] {
  const subject = subjectPreview(log);
  const actions: RowAction[] = [{ label: content.view, ariaLabel: content.viewLabel(log.recipient_email, subject), primary: true, onSelect: () => view(log) }];
  if (log.status === 'failed' && log.kind !== 'password_reset') {
    const isRetrying = retrying === log.id;
    actions.push({
      label: isRetrying ? content.retrying : content.retry,
      ariaLabel: isRetrying ? undefined : content.retryLabel(log.recipient_email, subject),
      disabled: retrying !== null,
      onSelect: () => retry(log),
    });
  }
  return actions;
}

const logName = (log: EmailLog) => content.rowName(log.recipient_email, subjectPreview(log));

/** Under the badge: why a failed e-mail failed (cut at 30), or when a pending one is tried next. */
function StatusCell({ log }: { log: EmailLog }) {
  const nextTry = nextAttemptText(log);
  const note =
    log.status === 'failed' && log.error_message ? (
      <span className="email-log__preview email-log__error">{cutPreview(log.error_message, EMAIL_LOG_PREVIEW.error)}</span>
    ) : nextTry === null ? null : (
      <span className="admin-hint admin-hint--small">{content.nextTry(nextTry)}</span>
    );
  if (note === null) return <EmailStatusBadge status={log.status} />;
  return (
    <span className="data-table__stack">
      <EmailStatusBadge status={log.status} />
      {note}
    </span>
  );
}

// The columns fit a laptop's width without scrolling: the error sits under its status badge, and the
// message's preview is the admin's to show. The log has one order: no column sorts.
const columns: DataColumn<EmailLog, never>[] = [
  { id: 'recipient', header: content.columns.recipient, rowHeader: true, cell: (log) => log.recipient_email },
  { id: 'status', header: content.columns.status, cell: (log) => <StatusCell log={log} /> },
  {
    id: 'subject',
    header: content.columns.subject,
    hideable: true,
    cell: (log) => <span className="email-log__preview">{subjectPreview(log)}</span>,
  },
  {
    id: 'message',
    header: content.columns.message,
    hideable: true,
    cell: (log) => <span className="email-log__preview">{messagePreview(log.message, log.is_html, EMAIL_LOG_PREVIEW.message)}</span>,
  },
  { id: 'created', header: content.columns.created, hideable: true, cell: (log) => <DateTimeCell value={log.created_at} /> },
  { id: 'sent', header: content.columns.sent, hideable: true, cell: (log) => <DateTimeCell value={log.sent_at} /> },
];

const card = { title: 'recipient', status: 'status', meta: ['subject', 'created', 'sent'] } as const;

export function AdminEmailLogsPage() {
  const list = useListParams(listSpec);
  const status = list.filters.status;
  // Only what the log's API reads: page, limit and a status other than all.
  const query: AdminListQuery = { page: list.page, limit: EMAIL_LOG_PAGE_SIZE, ...(status !== 'all' ? { status } : {}) };
  const logs = useEmailLogs(query);
  const retry = useRetryEmailMutation();
  const { flash, show } = useFlashMessage();
  const [opened, setOpened] = useState<EmailLog | null>(null);
  // The dialog follows the row as the list refreshes (pending → sent); off the page, it keeps what it had.
  const openedLog = opened && (logs.data?.logs.find((log) => log.id === opened.id) ?? opened);

  const actions: LogActions = {
    view: setOpened,
    retry: (log) =>
      retry.mutate(log.id, {
        onSuccess: () => show('success', adminScreenMessages.emailRetried),
        onError: (error) => show('error', errorMessageOf(error, adminScreenMessages.emailRetryFailed)),
      }),
    retrying: retry.isPending ? (retry.variables ?? null) : null,
  };

  return (
    <AdminListPage
      texts={{
        ...content,
        emptyTitle: status === 'all' ? adminScreenMessages.noEmailLogs : content.noMatchTitle,
        emptyHint: status === 'all' ? content.emptyHint : content.noMatchHint,
      }}
      errorText={adminScreenMessages.emailLogsLoadFailed}
      list={list}
      query={logs}
      rowsOf={(page) => page.logs}
      // The log's answer says whether more follow; the page and its size are the screen's.
      paginationOf={(page) => ({ ...page.pagination, page: list.page, limit: EMAIL_LOG_PAGE_SIZE })}
      filters={[{ filter: 'status', label: content.statusLabel, options: statusOptions }]}
      table={{
        columns,
        rowKey: (log) => log.id,
        card,
        columnsKey: 'email-logs',
        actions: { of: (log) => logActions(log, actions), name: logName },
      }}
      flash={flash}
    >
      {openedLog && <EmailLogDetailModal log={openedLog} onClose={() => setOpened(null)} />}
    </AdminListPage>
  );
}
