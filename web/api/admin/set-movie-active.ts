import type { AdminMovie, AdminMovieResponse } from '../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest } from '../api-client.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { adminKeys } from './keys.ts';

interface SetMovieActiveInput {
  movieId: number;
  /** true: reactivate (back on sale); false: deactivate (off the public list, no new rentals). */
  active: boolean;
}

/** PATCH /api/admin/movies/{id}/deactivate or /reactivate. */
async function setMovieActive({ movieId, active }: SetMovieActiveInput): Promise<AdminMovie> {
  const answer = await apiRequest<AdminMovieResponse>(`/admin/movies/${movieId}/${active ? 'reactivate' : 'deactivate'}`, {
    method: 'PATCH',
    fallbackMessage: active ? adminScreenMessages.movieReactivateFailed : adminScreenMessages.movieDeactivateFailed,
  });
  return answer.movie;
}

/** Takes a movie off sale or puts it back: the admin list and the public movie answers change. */
export function useSetMovieActiveMutation() {
  return useRefreshingMutation(setMovieActive, [adminKeys.movies, catalogueKeys.movies]);
}
