import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailLog, EmailLogsResponse } from '../../../common/newsletter-admin.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';
import { listQueryString, type AdminListQuery } from './list-query.ts';

/** While a row on show is pending, the page is read again this often, so the admin sees it leave. */
export const EMAIL_LOG_REFRESH_MS = 10_000;

/** GET /api/admin/email-logs?page&limit&status: a page of the log, newest first. */
export async function fetchEmailLogs(query: AdminListQuery, signal?: AbortSignal): Promise<EmailLogsResponse> {
  const body = await apiRequest<EmailLogsResponse>(`/admin/email-logs${listQueryString(query)}`, {
    signal,
    fallbackMessage: adminMessages.emailLogsLoadFailed,
  });
  listIn<EmailLog>(body, 'logs');
  return body;
}

export const emailLogsQuery = (query: AdminListQuery) =>
  queryOptions({
    queryKey: adminKeys.emailLogsPage(query),
    queryFn: ({ signal }) => fetchEmailLogs(query, signal),
    placeholderData: keepPreviousData,
    // Pending → sent (or failed) happens in the outbox worker, not here: poll only while that can change.
    refetchInterval: (current) => (current.state.data?.logs.some((log) => log.status === 'pending') ? EMAIL_LOG_REFRESH_MS : false),
  });

export function useEmailLogs(query: AdminListQuery) {
  return useQuery(emailLogsQuery(query));
}
