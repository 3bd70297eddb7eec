// The admin forms' multipart bodies (they carry files), and how an upload's progress reaches the screen.
import { uploadRequest, type UploadOptions } from '../upload-request.ts';

/** What an upload reports to the screen: its progress, and the signal that cancels it. */
export type UploadTracking = Pick<UploadOptions, 'signal' | 'onProgress'>;

/** Hands out a fresh tracking for each attempt (an aborted signal cannot be used again). */
export type StartUpload = () => UploadTracking;

/**
 * Text parts of a multipart body, in order. `omitEmpty` (a create) leaves out '' (the server's default
 * applies); otherwise '' is sent, and clears the stored value. Absent (undefined) parts are never sent.
 * Files are appended after these by the caller: text parts first (the server reads them before the file).
 */
function textParts(parts: [string, string | undefined][], { omitEmpty }: { omitEmpty: boolean }): FormData {
  const body = new FormData();
  for (const [name, value] of parts) {
    if (value === undefined || (omitEmpty && value === '')) continue;
    body.append(name, value);
  }
  return body;
}

/** A parsed value as a text part: absent stays absent, null (cleared) is '', anything else its text. */
export const partText = (value: string | number | boolean | null | undefined): string | undefined =>
  value === undefined ? undefined : value === null ? '' : String(value);

/** A file part: its name and the file picked, if any (none: the part is left out). */
type FilePart = [name: string, file: File | null | undefined];

const isOnePart = (file: FilePart | readonly FilePart[]): file is FilePart => typeof file[0] === 'string';

/** A create or an edit of a catalogue item, sent as multipart. */
export interface FormSave {
  /** The collection ('/admin/movies'): a create is POSTed to it, an edit PUT to `{path}/{id}`. */
  path: string;
  /** null: a create. */
  id: number | null;
  parts: [string, string | undefined][];
  /**
   * The file part, or several (a movie's poster, backdrop and trailer clip, in that order); they go after the text
   * parts.
   */
  file: FilePart | readonly FilePart[];
  fallbackMessage: string;
}

/** Sends the form: a create leaves out '' parts (the server's defaults apply), an edit sends them (clearing). */
export function saveForm<Answer>({ path, id, parts, file, fallbackMessage }: FormSave, upload: UploadTracking): Promise<Answer> {
  const isCreate = id === null;
  const body = textParts(parts, { omitEmpty: isCreate });
  for (const [fileName, picked] of isOnePart(file) ? [file] : file) {
    if (picked) body.append(fileName, picked);
  }
  return uploadRequest<Answer>(isCreate ? path : `${path}/${id}`, body, { ...upload, method: isCreate ? 'POST' : 'PUT', fallbackMessage });
}
