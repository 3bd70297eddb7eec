import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscriber, SubscribersResponse } from '../../../common/newsletter-admin.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';
import { listQueryString, type AdminListQuery } from './list-query.ts';

/**
 * GET /api/admin/newsletter/subscribers?page&limit&search&status&sort&order: a page of subscribers, the totals
 * over the whole list and the outbox's queue.
 */
export async function fetchSubscribers(query: AdminListQuery, signal?: AbortSignal): Promise<SubscribersResponse> {
  const body = await apiRequest<SubscribersResponse>(`/admin/newsletter/subscribers${listQueryString(query)}`, {
    signal,
    fallbackMessage: adminMessages.subscribersLoadFailed,
  });
  listIn<Subscriber>(body, 'subscribers');
  return body;
}

export const subscribersQuery = (query: AdminListQuery) =>
  queryOptions({
    queryKey: adminKeys.subscribersPage(query),
    queryFn: ({ signal }) => fetchSubscribers(query, signal),
    // The page on show stays while the next page, filter or search loads.
    placeholderData: keepPreviousData,
  });

export function useSubscribers(query: AdminListQuery) {
  return useQuery(subscribersQuery(query));
}

/**
 * How many active subscribers match `search`: the total of a one-row page of them. Asked only when `enabled`
 * (the page's own answer does not tell, see useActiveMatchCount in the newsletter screen).
 */
export function useActiveSubscriberCount(search: string, enabled: boolean) {
  const query: AdminListQuery = { page: 1, limit: 1, status: 'active', ...(search ? { search } : {}) };
  return useQuery({ ...subscribersQuery(query), placeholderData: undefined, enabled, select: (page) => page.pagination.total });
}
