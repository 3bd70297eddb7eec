// A file the server sends as an attachment (the admin's CSV exports, the viewer's own data), saved by the browser.
// Sessions are bearer tokens, so a bare link would arrive without one: the file is fetched with the token into a
// Blob, then handed to the browser as a download.
import { API_BASE, ApiError, endStoredSession, readErrorText } from './api-client.ts';
import { readStoredToken } from './session-store.ts';

export interface Attachment {
  /** Under /api, with its query. */
  path: string;
  accept: string;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  /** The error's text when the server gives no reason (or cannot be reached). */
  failedText: string;
}

export async function downloadAttachment({ path, accept, fallbackName, failedText }: Attachment): Promise<void> {
  const token = readStoredToken();
  const headers = new Headers({ Accept: accept });
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers });
  } catch {
    throw new ApiError(0, failedText);
  }
  if (response.status === 401 && token) endStoredSession();
  if (!response.ok) throw new ApiError(response.status, (await readErrorText(response)) ?? failedText);
  saveFile(await response.blob(), attachmentNameOf(response) ?? fallbackName);
}

/** The name the server gave the attachment (Content-Disposition filename), if any. */
function attachmentNameOf(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1]?.trim() || null;
}

/** The browser's download of a Blob: an object URL behind a temporary <a download>, released afterwards. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Released once the click has been handled (some browsers read the URL after the event).
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
