// How the admin screens read their lists: the whole lists (movies, covers, activity, backstage media) and the
// paged ones (users, rentals, payments, subscribers, e-mail logs), whose query is sent as the URL's query
// string. The same query object is the paged list's query key (adminKeys.usersPage(query)…), so it holds only
// what the server is sent.
import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiRequest, listIn } from '../api-client.ts';

/** page, limit, sort, order, search and the list's filters; absent values are not sent. */
export type AdminListQuery = Readonly<Record<string, string | number | undefined>>;

/** '?page=2&limit=20&sort=created_at&order=desc', or '' when there is nothing to send. */
export function listQueryString(query: AdminListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where a list is read and how its answer is checked. */
export interface AdminListSource {
  /** Under /api ('/admin/payments'). */
  path: string;
  /** The key the rows sit under in the answer ('payments'): without a list there, the answer cannot be read. */
  rows: string;
  /** Shown when the server gives no `error` text. */
  fallbackMessage: string;
}

/** GET a whole list: the rows of the answer. */
async function fetchAdminList<Row>({ path, rows, fallbackMessage }: AdminListSource, signal?: AbortSignal): Promise<Row[]> {
  const body = await apiRequest<unknown>(path, { signal, fallbackMessage });
  return listIn<Row>(body, rows);
}

/** GET one page of a paged list: the whole answer (rows, pagination and the list's totals). */
async function fetchAdminPage<Page>(source: AdminListSource, query: AdminListQuery, signal?: AbortSignal): Promise<Page> {
  const body = await apiRequest<Page>(`${source.path}${listQueryString(query)}`, { signal, fallbackMessage: source.fallbackMessage });
  listIn(body, source.rows);
  return body;
}

/** A whole list (movies, covers…): its query, and the hook a screen reads it with. */
export function adminList<Row>(source: AdminListSource, queryKey: QueryKey) {
  const query = () => queryOptions({ queryKey, queryFn: ({ signal }) => fetchAdminList<Row>(source, signal) });
  return { query, useList: () => useQuery(query()) };
}

/** A paged list (users, payments…): the query of one page under its key (adminKeys.paymentsPage(query)…), and its hook. */
export function pagedAdminList<Page>(source: AdminListSource, queryKeyOf: (query: AdminListQuery) => QueryKey) {
  const query = (listQuery: AdminListQuery) =>
    queryOptions({
      queryKey: queryKeyOf(listQuery),
      queryFn: ({ signal }) => fetchAdminPage<Page>(source, listQuery, signal),
      // The page on show stays while the next page, sort, filter or search loads.
      placeholderData: keepPreviousData,
    });
  return { query, useList: (listQuery: AdminListQuery) => useQuery(query(listQuery)) };
}
