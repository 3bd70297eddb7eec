// One query shape for every paged list (docs/architecture.md#request-path, docs/decisions/0011-reviews-and-paging.md):
// page >= 1, a limit clamped to the list's maximum, a sort column from the list's whitelist with an order, an optional
// search. Each route maps the result to its envelope of docs/product.md#api (reviews, e-mail logs and admin lists
// differ).
import { z } from 'zod';
import { serverMessages } from './messages/server.ts';

export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_LENGTH = 200;

// Deeper than any list will reach; beyond it an offset stops being exact in JavaScript numbers.
export const MAX_PAGE = 1_000_000;

/** A whole number written in digits only; any other spelling (an array from a repeated parameter too) is `message`. */
const wholeNumber = (message: string) =>
  z
    .string(message)
    .regex(/^\d{1,15}$/, message)
    .transform(Number);

/** A list's optional `search`, trimmed; also for a filters schema of its own (an export's, a send-to-all's). */
export const searchQuerySchema = z
  .string(serverMessages.invalidSearch)
  .max(SEARCH_MAX_LENGTH, serverMessages.searchTooLong)
  .transform((search) => search.trim())
  .optional();

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
    search: searchQuerySchema,
  });
}

/** `sort` (one of the list's columns, the first by default) and `order`, to extend a sortable list's paging. */
export function sortingQuerySchema<Column extends string>(columns: readonly [Column, ...Column[]], defaultOrder: 'asc' | 'desc' = 'desc') {
  return z.object({
    sort: z.enum(columns, serverMessages.invalidSort).default(columns[0]),
    order: z.enum(['asc', 'desc'], serverMessages.invalidOrder).default(defaultOrder),
  });
}

/**
 * The two query schemas of a filtered, sortable list: `filters`, the list's own with `search` (its CSV export takes
 * these too), and `query`, the page's: paging, those filters, and sorting on `columns`.
 */
export function filteredListSchemas<Filters extends z.ZodRawShape, Column extends string>(
  filters: Filters,
  columns: readonly [Column, ...Column[]],
) {
  const filtersSchema = z.object({ ...filters, search: searchQuerySchema });
  return { filters: filtersSchema, query: pagingQuerySchema().extend(filtersSchema.shape).extend(sortingQuerySchema(columns).shape) };
}

/** Where a page of a list stands: the list's true total, this page, its size, and how many pages there are. */
const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A page's answer: its `parts` (the rows under the list's name, then any totals), followed by `pagination`. */
export function pagedAnswerSchema<Parts extends z.ZodRawShape>(parts: Parts) {
  return z.object({ ...parts, pagination: paginationSchema });
}

export type PageRequest = { page: number; limit: number };

export function totalPagesOf(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** The `pagination` of a page read on the server, in the answer's order of fields. */
export function paginationOf({ total, page, limit, totalPages }: Pagination): Pagination {
  return { total, page, limit, totalPages };
}
