// GET /api/account/export: everything the studio holds about the viewer, as one JSON file they keep.
import { useMutation } from '@tanstack/react-query';
import { accountExportFileName, accountMessages } from '../../../common/account.ts';
import { downloadAttachment } from '../download-attachment.ts';

export function downloadAccountExport(): Promise<void> {
  return downloadAttachment({
    path: '/account/export',
    accept: 'application/json',
    fallbackName: accountExportFileName(new Date()),
    failedText: accountMessages.exportFailed,
  });
}

/** Nothing cached changes: the file goes to the viewer, not to the page. */
export function useDownloadExportMutation() {
  return useMutation({ mutationFn: downloadAccountExport });
}
