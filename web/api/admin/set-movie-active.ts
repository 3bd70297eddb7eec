import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest } from '../api-client.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { adminKeys } from './keys.ts';

export interface SetMovieActiveInput {
  movieId: number;
  /** true: reactivate (back on sale); false: deactivate (off the public list, no new rentals). */
  active: boolean;
}

/** PATCH /api/admin/movies/{id}/deactivate or /reactivate. */
export async function setMovieActive({ movieId, active }: SetMovieActiveInput): Promise<AdminMovie> {
  const answer = await apiRequest<{ movie: AdminMovie }>(`/admin/movies/${movieId}/${active ? 'reactivate' : 'deactivate'}`, {
    method: 'PATCH',
    fallbackMessage: active ? adminMessages.movieReactivateFailed : adminMessages.movieDeactivateFailed,
  });
  return answer.movie;
}

/** Takes a movie off sale or puts it back: the admin list and the public movie answers change. */
export function useSetMovieActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMovieActive,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.movies }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.movies }),
      ]),
  });
}
