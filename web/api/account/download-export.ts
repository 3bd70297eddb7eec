// GET /api/account/export: everything the studio holds about the viewer, as one JSON file they keep.
import { useMutation } from '@tanstack/react-query';
import { accountExportFileName } from '../../../common/account.ts';
import { accountScreenMessages } from '../../content/account.ts';
import { downloadAttachment } from '../download-attachment.ts';

function downloadAccountExport(): Promise<void> {
  return downloadAttachment({
    path: '/account/export',
    accept: 'application/json',
    fallbackName: accountExportFileName(new Date()),
    failedText: accountScreenMessages.exportFailed,
  });
}

/** Nothing cached changes: the file goes to the viewer, not to the page. */
export function useDownloadExportMutation() {
  return useMutation({ mutationFn: downloadAccountExport });
}
