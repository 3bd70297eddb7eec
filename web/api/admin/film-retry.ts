// POST /api/admin/movies/{id}/film/retry -> {film}: packages a failed film again (409 unless it failed).
import { adminFilmMessages } from '../../content/admin-films.ts';
import { filmPath, useFilmWriteMutation } from './film-get.ts';
import { adminKeys } from './keys.ts';

/** The film's answer replaces the cached one (it is queued again, so it polls); the list's Film column changes. */
export function useRetryFilmMutation(movieId: number) {
  return useFilmWriteMutation<void>(
    movieId,
    () => ({ path: `${filmPath(movieId)}/retry`, method: 'POST', fallbackMessage: adminFilmMessages.filmRetryFailed }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.movies, exact: true }),
  );
}
