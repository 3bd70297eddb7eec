// The state of a paged admin list (page, sort, order, search, filters) kept in the URL's query string, so a
// reload, a shared link and the Back button show the same list. Values that are not the list's own (a sort
// off the whitelist, a page of letters) read as the defaults, and defaults are left out of the URL.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, MAX_PAGE } from '../../../../common/paging.ts';
import type { AdminListQuery } from '../../../api/admin/list-query.ts';

export type SortOrder = 'asc' | 'desc';

/** One filter of a list: its value when the URL has none, and which values it accepts. */
export interface FilterSpec {
  defaultValue: string;
  isValid: (value: string) => boolean;
}

/** A filter whose values are a fixed list; the first is the default ('all'). */
export function oneOf(values: readonly [string, ...string[]]): FilterSpec {
  return { defaultValue: values[0], isValid: (value) => values.includes(value) };
}

/** A filter naming a row by its id (movie_id); none by default. */
export const rowIdFilter: FilterSpec = { defaultValue: '', isValid: (value) => /^[1-9]\d{0,8}$/.test(value) };

export interface ListParamsSpec<Sort extends string, Filter extends string> {
  /** The list's sort whitelist (common/admin-business.ts). */
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultOrder: SortOrder;
  /** Keyed by the API's parameter names ('status', 'movie_id', 'date_range'). */
  filters?: Readonly<Record<Filter, FilterSpec>>;
}

export interface ListParams<Sort extends string, Filter extends string> {
  page: number;
  sort: Sort;
  order: SortOrder;
  /** The search applied (the URL's), trimmed; '' for none. */
  search: string;
  filters: Readonly<Record<Filter, string>>;
  /** What the server is sent, and the list's query key: page, limit, sort, order, search and filters set. */
  query: AdminListQuery;
  setPage: (page: number) => void;
  setSort: (sort: Sort, order: SortOrder) => void;
  setSearch: (search: string) => void;
  setFilter: (filter: Filter, value: string) => void;
}

const PAGE = 'page';
const SORT = 'sort';
const ORDER = 'order';
const SEARCH = 'search';

function readPage(value: string | null): number {
  if (value === null || !/^\d{1,7}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE);
}

/**
 * The list's state from the URL, and setters that write it back. A new sort, search or filter starts again on
 * page 1. Paging, sorting and filtering add a history entry (Back returns to the list before); a search
 * replaces the current one, so Back does not step through what was typed.
 */
export function useListParams<Sort extends string, Filter extends string = never>(
  spec: ListParamsSpec<Sort, Filter>,
): ListParams<Sort, Filter> {
  const [searchParams, setSearchParams] = useSearchParams();
  // The URL as last written. React Router's updater starts from the params of the last render, so two changes
  // before the list renders again (a status, then at once a date range, while the page's data loads) would lose
  // the first; each change starts from the one before it instead.
  const latestParams = useRef(searchParams);
  useEffect(() => {
    latestParams.current = searchParams;
  }, [searchParams]);
  const { sorts, defaultSort, defaultOrder } = spec;
  const filterSpecs = (spec.filters ?? {}) as Readonly<Record<Filter, FilterSpec>>;
  const filterNames = Object.keys(filterSpecs) as Filter[];

  const rawSort = searchParams.get(SORT);
  const sort = rawSort !== null && (sorts as readonly string[]).includes(rawSort) ? (rawSort as Sort) : defaultSort;
  const rawOrder = searchParams.get(ORDER);
  const order: SortOrder = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : defaultOrder;
  const page = readPage(searchParams.get(PAGE));
  const search = (searchParams.get(SEARCH) ?? '').trim();
  const filters = {} as Record<Filter, string>;
  for (const name of filterNames) {
    const value = searchParams.get(name);
    const filter = filterSpecs[name];
    filters[name] = value !== null && filter.isValid(value) ? value : filter.defaultValue;
  }
  // TanStack Query hashes the key, so a new object per render is the same query.
  const query: AdminListQuery = {
    page,
    limit: DEFAULT_PAGE_SIZE,
    sort,
    order,
    ...(search ? { search } : {}),
    ...Object.fromEntries(filterNames.filter((name) => filters[name] !== filterSpecs[name].defaultValue).map((name) => [name, filters[name]])),
  };

  /** Writes `changes` (null removes), resetting the page unless it is the change. */
  const update = (changes: Record<string, string | null>, { replace = false } = {}) => {
    const next = new URLSearchParams(latestParams.current);
    if (!(PAGE in changes)) next.delete(PAGE);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    latestParams.current = next;
    setSearchParams(next, { replace });
  };

  return {
    page,
    sort,
    order,
    search,
    filters,
    query,
    setPage: (next) => update({ [PAGE]: next <= 1 ? null : String(next) }),
    setSort: (nextSort, nextOrder) =>
      update({
        [SORT]: nextSort === defaultSort && nextOrder === defaultOrder ? null : nextSort,
        [ORDER]: nextSort === defaultSort && nextOrder === defaultOrder ? null : nextOrder,
      }),
    setSearch: (next) => {
      const trimmed = next.trim();
      if (trimmed === search) return;
      update({ [SEARCH]: trimmed || null }, { replace: true });
    },
    setFilter: (name, value) => update({ [name]: value === filterSpecs[name].defaultValue ? null : value }),
  };
}
