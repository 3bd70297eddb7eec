// Find anything (docs/product.md#admin-find-anything): GET /api/admin/search?q, read as the admin types (the dialog
// debounces). A search the server would refuse (shorter than SEARCH_MIN_LENGTH, unless a payment's number) is never sent.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH, type AdminSearchResults } from '../../../common/admin-search.ts';
import { adminSearchContent } from '../../content/admin-search.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/** Under adminKeys.all, so every admin write refreshes what the search found. */
const searchKey = (search: string) => [...adminKeys.all, 'search', search] as const;

/** Long enough to send: two characters, or a payment's number of one digit. */
export function isSearchable(search: string): boolean {
  return search.length >= SEARCH_MIN_LENGTH || /^\d+$/.test(search);
}

async function fetchAdminSearch(search: string, signal?: AbortSignal): Promise<AdminSearchResults> {
  const body = await apiRequest<AdminSearchResults>(`/admin/search?${new URLSearchParams({ q: search })}`, {
    signal,
    fallbackMessage: adminSearchContent.failed,
  });
  listIn(body, 'customers');
  listIn(body, 'payments');
  listIn(body, 'movies');
  return body;
}

/** What `search` (trimmed) finds; idle while it is too short. The last answer stays on show while the next loads. */
export function useAdminSearch(search: string) {
  return useQuery({
    queryKey: searchKey(search),
    queryFn: ({ signal }) => fetchAdminSearch(search, signal),
    enabled: isSearchable(search),
    placeholderData: keepPreviousData,
  });
}
