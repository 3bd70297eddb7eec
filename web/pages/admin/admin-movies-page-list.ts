// The Movies screen's list, searched, filtered, sorted and paged in the browser (docs/product.md#admin-movies).
// GET /api/admin/movies answers the whole catalogue at once (a studio's catalogue holds dozens of films, and the
// list follows the film packager by reading it again), so the screen does here what the server does for the
// other lists, with the same controls and the same URL state (useListParams).
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import type { AdminPagination } from '../../../common/admin-business.ts';
import { DEFAULT_PAGE_SIZE } from '../../../common/paging.ts';
import type { SortOrder } from '../../components/admin/data-table/use-list-params.ts';

export const MOVIE_SORTS = ['created_at', 'title', 'price', 'status', 'rental_count'] as const;
export type MovieSort = (typeof MOVIE_SORTS)[number];
export const MOVIE_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

export interface MovieListParams {
  page: number;
  sort: MovieSort;
  order: SortOrder;
  search: string;
  status: (typeof MOVIE_STATUS_FILTERS)[number];
}

/** One page of the catalogue, shaped as the server-paged lists' answers are. */
export interface MoviesPage {
  movies: AdminMovie[];
  pagination: AdminPagination;
  /** Whether a search or filter narrows the list (an empty page then says 'No movies found'). */
  isFiltered: boolean;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

const COMPARE: Record<MovieSort, (a: AdminMovie, b: AdminMovie) => number> = {
  created_at: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  title: (a, b) => byText(a.title, b.title) || a.id - b.id,
  price: (a, b) => a.price - b.price || byText(a.title, b.title),
  // Inactive before active going up, as false sorts before true.
  status: (a, b) => Number(a.is_active) - Number(b.is_active) || byText(a.title, b.title),
  rental_count: (a, b) => a.rental_count - b.rental_count || byText(a.title, b.title),
};

export function movieListPage(movies: readonly AdminMovie[], params: MovieListParams): MoviesPage {
  const search = params.search.toLocaleLowerCase('en');
  const matching = movies.filter(
    (movie) =>
      (params.status === 'all' || movie.is_active === (params.status === 'active')) &&
      (search === '' || movie.title.toLocaleLowerCase('en').includes(search)),
  );
  const compare = COMPARE[params.sort];
  const sorted = matching.toSorted((a, b) => (params.order === 'asc' ? compare(a, b) : compare(b, a)));
  const total = sorted.length;
  const totalPages = Math.ceil(total / DEFAULT_PAGE_SIZE);
  const start = (params.page - 1) * DEFAULT_PAGE_SIZE;
  return {
    movies: sorted.slice(start, start + DEFAULT_PAGE_SIZE),
    pagination: { page: params.page, limit: DEFAULT_PAGE_SIZE, total, totalPages },
    isFiltered: search !== '' || params.status !== 'all',
  };
}
