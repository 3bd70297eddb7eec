// POST /api/admin/movies/{id}/captions (multipart: language, label, then the .vtt or .srt file) -> {film}.
// SRT is converted to WebVTT by the server; a language sent again replaces its captions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFilm, CaptionFields } from '../../../common/films.ts';
import { filmMessages } from '../../../common/film-messages.ts';
import { apiRequest } from '../api-client.ts';
import { filmIn } from './film-get.ts';
import { adminKeys } from './keys.ts';

export type CaptionUpload = CaptionFields & { file: File };

export const captionsPath = (movieId: number) => `/admin/movies/${movieId}/captions`;

export async function uploadCaptions(movieId: number, { language, label, file }: CaptionUpload): Promise<AdminFilm | null> {
  // Text parts first: the server reads them before the file.
  const body = new FormData();
  body.append('language', language);
  body.append('label', label);
  body.append('file', file, file.name);
  const answer = await apiRequest<unknown>(captionsPath(movieId), {
    method: 'POST',
    body,
    fallbackMessage: filmMessages.captionUploadFailed,
  });
  return filmIn(answer);
}

/** Captions live only in the film's answer, which the server sends back whole. */
export function useUploadCaptionsMutation(movieId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: CaptionUpload) => uploadCaptions(movieId, upload),
    onSuccess: (film) => queryClient.setQueryData(adminKeys.film(movieId), film),
  });
}
