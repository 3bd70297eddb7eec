// The words of the admin's paged lists (users, rentals, payments): search, sort, pager, export and the date
// formats they show. Each screen's own wording is in admin-users.ts, admin-rentals.ts, admin-payments.ts.
import { formatDate } from '../../common/format.ts';

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
  /** The header of the row actions' column (read by assistive technology; the '⋯' buttons say the rest). */
  actions: 'Actions',
  /** The '⋯' button at a row's end, named after the row ('Actions for Ada Lovelace'). */
  rowActions: (name: string) => `Actions for ${name}`,
  /** The column chooser: a button opening a panel of checkboxes, one per column that can be hidden. */
  columns: 'Columns',
  columnsLegend: 'Show columns',
  /** On a phone the rows are cards: the sort is a select ('Amount, highest first'). */
  sortChoice: (header: string, order: 'asc' | 'desc') => `${header}, ${order === 'asc' ? 'ascending' : 'descending'}`,
  /** A rental's end while its clock has not started (docs/product.md#premieres-and-windows). */
  notStarted: 'Not started',
} as const;

/**
 * The moment a stored date names, or null when it is empty or unreadable: such a value is shown as formatDate
 * shows it, 'N/A' or 'Invalid Date' (docs/product.md#validation), never as its raw text.
 */
export function readableDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * '12:30 PM' (local time); in a named zone (the studio's), with the zone: '12:30 PM PST'. '' when there is no
 * readable date (the day says why).
 */
export function formatTime(value: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = timeZone ? { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' } : { timeStyle: 'short' };
  return readableDate(value)?.toLocaleTimeString('en-US', options) ?? '';
}

/** 'Mar 4, 2026' (a day, local time or in `timeZone`); 'N/A' when empty, 'Invalid Date' when unreadable. */
export function formatDay(value: string | null | undefined, timeZone?: string): string {
  return readableDate(value)?.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone }) ?? formatDate(value);
}
