// DELETE /api/admin/movies/{id}/captions/{language} -> {film}: one language's captions and their file go.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFilm } from '../../../common/films.ts';
import { filmMessages } from '../../../common/film-messages.ts';
import { apiRequest } from '../api-client.ts';
import { filmIn } from './film-get.ts';
import { captionsPath } from './film-upload-captions.ts';
import { adminKeys } from './keys.ts';

export async function deleteCaptions(movieId: number, language: string): Promise<AdminFilm | null> {
  const answer = await apiRequest<unknown>(`${captionsPath(movieId)}/${encodeURIComponent(language)}`, {
    method: 'DELETE',
    fallbackMessage: filmMessages.captionDeleteFailed,
  });
  return filmIn(answer);
}

export function useDeleteCaptionsMutation(movieId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: string) => deleteCaptions(movieId, language),
    onSuccess: (film) => queryClient.setQueryData(adminKeys.film(movieId), film),
  });
}
