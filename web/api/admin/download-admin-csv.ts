// GET /api/admin/rentals.csv, payments.csv, codes.csv (a batch of codes: ?batch={id}) and newsletter/subscribers.csv
// with the list's filters (no paging): the server streams the whole filtered list as a CSV attachment, saved as a
// download.
import { useMutation } from '@tanstack/react-query';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { downloadAttachment } from '../download-attachment.ts';
import { listQueryString, type AdminListQuery } from './list-query.ts';

/** The list's path under /api/admin (the file is `<path>.csv`). */
export type CsvList = 'rentals' | 'payments' | 'codes' | 'newsletter/subscribers';

interface CsvDownload {
  list: CsvList;
  /** The list's filters, sort and search (page and limit are left out: the export is the whole list). */
  query: AdminListQuery;
}

async function downloadAdminCsv({ list, query }: CsvDownload): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = query;
  await downloadAttachment({
    path: `/admin/${list}.csv${listQueryString(filters)}`,
    accept: 'text/csv',
    fallbackName: `${list.replaceAll('/', '-')}-${new Date().toISOString().slice(0, 10)}.csv`,
    failedText: adminScreenMessages.exportFailed,
  });
}

/**
 * A list screen's Export CSV: `exportList()` downloads the list with its filters; a failure is reported through
 * `onFailed` with 'Failed to export the list'.
 */
export function useListExport(list: CsvList, query: AdminListQuery, onFailed: (text: string) => void) {
  const download = useMutation({ mutationFn: downloadAdminCsv });
  return {
    exportList: () => download.mutate({ list, query }, { onError: () => onFailed(adminScreenMessages.exportFailed) }),
    isExporting: download.isPending,
  };
}
