import { useQuery } from '@tanstack/react-query';
import type { SubscribersResponse } from '../../../common/newsletter-admin.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { adminKeys } from './keys.ts';
import { pagedAdminList, type AdminListQuery } from './list-query.ts';

/**
 * GET /api/admin/newsletter/subscribers?page&limit&search&status&sort&order: a page of subscribers, the totals
 * over the whole list and the outbox's queue.
 */
const subscribers = pagedAdminList<SubscribersResponse>(
  { path: '/admin/newsletter/subscribers', rows: 'subscribers', fallbackMessage: adminScreenMessages.subscribersLoadFailed },
  adminKeys.subscribersPage,
);

export const useSubscribers = subscribers.useList;

/**
 * How many active subscribers match `search`: the total of a one-row page of them. Asked only when `enabled`
 * (the page's own answer does not tell, see useActiveMatchCount in the newsletter screen).
 */
export function useActiveSubscriberCount(search: string, enabled: boolean) {
  const query: AdminListQuery = { page: 1, limit: 1, status: 'active', ...(search ? { search } : {}) };
  return useQuery({ ...subscribers.query(query), placeholderData: undefined, enabled, select: (page) => page.pagination.total });
}
