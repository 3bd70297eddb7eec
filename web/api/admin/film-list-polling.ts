// The admin movies list while films are being packaged: its Film column ('Processing 42%') is read again every
// 3 s as long as one of them is queued or processing, and no longer once none is.
import { useQuery } from '@tanstack/react-query';
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import { isFilmBusy } from './film-get.ts';
import { adminMoviesQuery, moviesOf } from './list-admin-movies.ts';

const FILM_LIST_POLL_MS = 3_000;

const hasFilmWork = (movies: readonly AdminMovie[] | undefined): boolean =>
  movies?.some((movie) => isFilmBusy(movie.film?.status)) ?? false;

/** useAdminMovies() that follows the packager (same key and cache). */
export function useAdminMoviesFollowingFilms() {
  return useQuery({
    ...adminMoviesQuery(),
    select: moviesOf,
    refetchInterval: (query) => (hasFilmWork(query.state.data?.movies) ? FILM_LIST_POLL_MS : false),
  });
}
