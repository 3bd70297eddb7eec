// DELETE /api/admin/movies/{id}/film -> 204: the film, its package, source and captions are deleted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFilmMessages } from '../../content/admin-films.ts';
import { apiRequest } from '../api-client.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { filmPath } from './film-get.ts';
import { adminKeys } from './keys.ts';

async function removeFilm(movieId: number): Promise<void> {
  await apiRequest<void>(filmPath(movieId), { method: 'DELETE', fallbackMessage: adminFilmMessages.filmRemoveFailed });
}

/**
 * The movie has no film now; the list's Film column changes, and so do the public answers (the movie's
 * `video_url` and whether it can be rented).
 */
export function useRemoveFilmMutation(movieId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeFilm(movieId),
    onSuccess: () => {
      queryClient.setQueryData(adminKeys.film(movieId), null);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.movies, exact: true }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.movies }),
      ]);
    },
  });
}
