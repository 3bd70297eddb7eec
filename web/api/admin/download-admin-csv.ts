// GET /api/admin/rentals.csv, payments.csv and newsletter/subscribers.csv with the list's filters (no paging):
// the server streams the whole filtered list as a CSV attachment. Sessions are bearer tokens, so a bare link
// would arrive without one: the file is fetched with the token into a Blob, then handed to the browser as a
// download.
import { useMutation } from '@tanstack/react-query';
import { adminMessages } from '../../../common/messages.ts';
import { API_BASE, ApiError, endStoredSession, readErrorText } from '../api-client.ts';
import { readStoredToken } from '../session-store.ts';
import { listQueryString, type AdminListQuery } from './list-query.ts';

/** The list's path under /api/admin (the file is `<path>.csv`). */
export type CsvList = 'rentals' | 'payments' | 'newsletter/subscribers';

export interface CsvDownload {
  list: CsvList;
  /** The list's filters, sort and search (page and limit are left out: the export is the whole list). */
  query: AdminListQuery;
}

export async function downloadAdminCsv({ list, query }: CsvDownload): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = query;
  const token = readStoredToken();
  const headers = new Headers({ Accept: 'text/csv' });
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}/admin/${list}.csv${listQueryString(filters)}`, { headers });
  } catch {
    throw new ApiError(0, adminMessages.exportFailed);
  }
  if (response.status === 401 && token) endStoredSession();
  if (!response.ok) throw new ApiError(response.status, (await readErrorText(response)) ?? adminMessages.exportFailed);

  const file = await response.blob();
  saveFile(file, fileNameOf(response) ?? `${list.replaceAll('/', '-')}-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** The name the server gave the attachment (Content-Disposition filename), if any. */
function fileNameOf(response: Response): string | null {
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

/**
 * A list screen's Export CSV: `exportList()` downloads the list with its filters; a failure is reported through
 * `onFailed` with 'Failed to export the list'.
 */
export function useListExport(list: CsvList, query: AdminListQuery, onFailed: (text: string) => void) {
  const download = useMutation({ mutationFn: downloadAdminCsv });
  return {
    exportList: () => download.mutate({ list, query }, { onError: () => onFailed(adminMessages.exportFailed) }),
    isExporting: download.isPending,
  };
}
