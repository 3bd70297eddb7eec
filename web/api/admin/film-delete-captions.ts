// DELETE /api/admin/movies/{id}/captions/{language} -> {film}: one language's captions and their file go.
import { adminFilmMessages } from '../../content/admin-films.ts';
import { useFilmWriteMutation } from './film-get.ts';
import { captionsPath } from './film-upload-captions.ts';

export function useDeleteCaptionsMutation(movieId: number) {
  return useFilmWriteMutation(movieId, (language: string) => ({
    path: `${captionsPath(movieId)}/${encodeURIComponent(language)}`,
    method: 'DELETE',
    fallbackMessage: adminFilmMessages.captionDeleteFailed,
  }));
}
