// The query of a paged admin list (users, rentals, payments) as the URL's query string. The same object is the
// list's query key (adminKeys.usersPage(query)…), so it holds only what the server is sent.

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
