// POST /api/admin/movies/{id}/captions (multipart: language, label, then the .vtt or .srt file) -> {film}.
// SRT is converted to WebVTT by the server; a language sent again replaces its captions.
import type { CaptionFields } from '../../../common/films.ts';
import { adminFilmMessages } from '../../content/admin-films.ts';
import { useFilmWriteMutation } from './film-get.ts';

export type CaptionUpload = CaptionFields & { file: File };

export const captionsPath = (movieId: number) => `/admin/movies/${movieId}/captions`;

function captionsForm({ language, label, file }: CaptionUpload): FormData {
  // Text parts first: the server reads them before the file.
  const body = new FormData();
  body.append('language', language);
  body.append('label', label);
  body.append('file', file, file.name);
  return body;
}

/** Captions live only in the film's answer, which the server sends back whole. */
export function useUploadCaptionsMutation(movieId: number) {
  return useFilmWriteMutation(movieId, (upload: CaptionUpload) => ({
    path: captionsPath(movieId),
    method: 'POST',
    body: captionsForm(upload),
    fallbackMessage: adminFilmMessages.captionUploadFailed,
  }));
}
