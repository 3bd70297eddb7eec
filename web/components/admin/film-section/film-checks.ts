// What the browser judges of files for a film before sending them. Films are checked only for an obviously wrong
// type (a photo, a PDF): their size limit and real type are the server's (it reads the bytes), and a browser
// often declares no type, or an odd one, for MKV or MOV. Caption files are small, so size counts too.
import { z } from 'zod';
import { CAPTION_MAX_BYTES, FILM_UPLOAD_ACCEPT, FILM_UPLOAD_TYPES, captionFieldsSchema } from '../../../../common/films.ts';
import { filmMessages } from '../../../../common/messages/films.ts';
import { adminFilmContent } from '../../../content/admin-films.ts';
import type { CaptionUpload } from '../../../api/admin/film-upload-captions.ts';
import type { FileRule } from '../upload/file-checks.ts';

/** The drop zone's rule: its `accept` for the picker; no size limit here (the server's is in the gigabytes). */
export const filmRule: FileRule = {
  types: FILM_UPLOAD_TYPES,
  accept: FILM_UPLOAD_ACCEPT,
  maxBytes: Number.POSITIVE_INFINITY,
  wrongType: filmMessages.filmTypeInvalid,
  tooLarge: '',
};

const filmExtensions = FILM_UPLOAD_ACCEPT.split(',').filter((part) => part.startsWith('.'));

/** A file that declares itself something other than a video and is not named like one. */
export function isObviouslyNotAFilm(file: File): boolean {
  const declared = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (filmExtensions.some((extension) => name.endsWith(extension))) return false;
  return declared !== '' && declared !== 'application/octet-stream' && !declared.startsWith('video/');
}

const CAPTION_NAME = /\.(vtt|srt)$/i;

function captionFileProblem(file: File | null): string | null {
  if (!file) return adminFilmContent.captions.fileRequired;
  if (!CAPTION_NAME.test(file.name)) return filmMessages.captionTypeInvalid;
  if (file.size > CAPTION_MAX_BYTES) return filmMessages.captionTooLarge;
  return null;
}

/** The captions form: the server's field rules (common/films.ts) and the file, checked by name and size. */
export const captionFormSchema = captionFieldsSchema
  .extend({
    file: z.custom<File | null>((value) => value === null || value instanceof File).superRefine((file, context) => {
      const problem = captionFileProblem(file);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  })
  .transform(({ file, ...fields }): CaptionUpload => ({ ...fields, file: file as File }));
