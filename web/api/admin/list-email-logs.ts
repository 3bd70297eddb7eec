import { useQuery } from '@tanstack/react-query';
import type { EmailLogsResponse } from '../../../common/newsletter-admin.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { adminKeys } from './keys.ts';
import { pagedAdminList, type AdminListQuery } from './list-query.ts';

/** While a row on show is pending, the page is read again this often, so the admin sees it leave. */
const EMAIL_LOG_REFRESH_MS = 10_000;

/** GET /api/admin/email-logs?page&limit&status: a page of the log, newest first. */
const emailLogs = pagedAdminList<EmailLogsResponse>(
  { path: '/admin/email-logs', rows: 'logs', fallbackMessage: adminScreenMessages.emailLogsLoadFailed },
  adminKeys.emailLogsPage,
);

export function useEmailLogs(query: AdminListQuery) {
  return useQuery({
    ...emailLogs.query(query),
    // Pending → sent (or failed) happens in the outbox worker, not here: poll only while that can change.
    refetchInterval: (current) => (current.state.data?.logs.some((log) => log.status === 'pending') ? EMAIL_LOG_REFRESH_MS : false),
  });
}
