// POST /api/admin/movies/{id}/film/retry -> {film}: packages a failed film again (409 unless it failed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFilm } from '../../../common/films.ts';
import { filmMessages } from '../../../common/film-messages.ts';
import { apiRequest } from '../api-client.ts';
import { filmIn, filmPath } from './film-get.ts';
import { adminKeys } from './keys.ts';

export async function retryFilm(movieId: number): Promise<AdminFilm | null> {
  const body = await apiRequest<unknown>(`${filmPath(movieId)}/retry`, { method: 'POST', fallbackMessage: filmMessages.filmRetryFailed });
  return filmIn(body);
}

/** The film's answer replaces the cached one (it is queued again, so it polls); the list's Film column changes. */
export function useRetryFilmMutation(movieId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryFilm(movieId),
    onSuccess: (film) => {
      queryClient.setQueryData(adminKeys.film(movieId), film);
      return queryClient.invalidateQueries({ queryKey: adminKeys.movies, exact: true });
    },
  });
}
