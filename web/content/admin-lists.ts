// The words of the admin's paged lists (users, rentals, payments): search, sort, pager, export and the date
// formats they show. Each screen's own wording is in admin-users.ts, admin-rentals.ts, admin-payments.ts.
/** What a list holds, for one row and for several: 'payment', 'payments'. */
export type ListNoun = { one: string; other: string };

export const adminListContent = {
  searchButton: 'Search',
  clearSearch: 'Clear search',
  sortBy: 'Sort by',
  sortedAscending: 'sorted ascending',
  sortedDescending: 'sorted descending',
  /** 'Showing 21–40 of 134 rentals'. */
  range: (first: number, last: number, total: number, noun: ListNoun) =>
    total === 0
      ? `No ${noun.other}`
      : `Showing ${first}–${last} of ${total.toLocaleString('en-US')} ${total === 1 ? noun.one : noun.other}`,
  updating: 'Updating…',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  /** A table wider than the screen scrolls sideways; the region is named after its caption. */
  scrollHint: 'Scroll sideways to see every column',
  none: '—',
} as const;

/** '12:30 PM' (local time). */
export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString('en-US', { timeStyle: 'short' });
}

/** 'Mar 4, 2026' (a day, local time). */
export function formatDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}
