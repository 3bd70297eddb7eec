// One query shape for every paged list (ARCHITECTURE.md "HTTP", docs/decisions/0011): page >= 1, a limit
// clamped to the list's maximum, a sort column from the list's whitelist with an order, an optional search.
// Each route maps the result to its spec envelope (reviews, e-mail logs and admin lists differ).
import { z } from 'zod';
import { serverMessages } from './messages.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_LENGTH = 200;

// Deeper than any list will reach; beyond it an offset stops being exact in JavaScript numbers.
export const MAX_PAGE = 1_000_000;

/** A whole number written in digits only; any other spelling (an array from a repeated parameter too) is `message`. */
const wholeNumber = (message: string) =>
  z
    .string(message)
    .regex(/^\d{1,15}$/, message)
    .transform(Number);

export interface PagingOptions {
  defaultLimit?: number;
  /** A larger limit is clamped to this (not refused): a client asking for more simply gets the most. */
  maxLimit?: number;
}

/** The query-string schema of a paged list: `page`, `limit` and `search`. */
export function pagingQuerySchema({ defaultLimit = DEFAULT_PAGE_SIZE, maxLimit = MAX_PAGE_SIZE }: PagingOptions = {}) {
  return z.object({
    page: wholeNumber(serverMessages.invalidPage)
      .pipe(z.number().min(1, serverMessages.invalidPage).max(MAX_PAGE, serverMessages.pageTooDeep))
      .default(1),
    limit: wholeNumber(serverMessages.invalidLimit)
      .pipe(z.number().min(1, serverMessages.invalidLimit))
      .transform((limit) => Math.min(limit, maxLimit))
      .default(Math.min(defaultLimit, maxLimit)),
    search: z
      .string(serverMessages.invalidSearch)
      .max(SEARCH_MAX_LENGTH, serverMessages.searchTooLong)
      .transform((search) => search.trim())
      .optional(),
  });
}

/** `sort` (one of the list's columns, the first by default) and `order`, to extend a sortable list's paging. */
export function sortingQuerySchema<Column extends string>(columns: readonly [Column, ...Column[]], defaultOrder: 'asc' | 'desc' = 'desc') {
  return z.object({
    sort: z.enum(columns, serverMessages.invalidSort).default(columns[0]),
    order: z.enum(['asc', 'desc'], serverMessages.invalidOrder).default(defaultOrder),
  });
}

export type PageRequest = { page: number; limit: number };

export function totalPagesOf(total: number, limit: number): number {
  return Math.ceil(total / limit);
}
