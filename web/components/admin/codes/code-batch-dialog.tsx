// A batch of codes just made (docs/product.md#offers): how many, the codes themselves, and Download CSV, the batch as
// the server exports it (GET /api/admin/codes.csv?batch={id}, through the admin's one CSV download).
import { useState } from 'react';
import type { AdminCode } from '../../../../common/admin-offers.ts';
import { useListExport } from '../../../api/admin/download-admin-csv.ts';
import { codeBatchContent as content } from '../../../content/admin-codes.ts';
import { FormAlert } from '../../form/form-alert.tsx';
import { AdminDialog } from '../admin-form-modal/admin-dialog.tsx';
import './codes.css';

export interface CodeBatchDialogProps {
  /** The batch's codes, as the server answered them. */
  codes: readonly AdminCode[];
  onClose: () => void;
}

export function CodeBatchDialog({ codes, onClose }: CodeBatchDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const batchId = codes[0]?.batch_id ?? null;
  const { exportList, isExporting } = useListExport('codes', { batch: batchId ?? undefined }, setFailure);

  return (
    <AdminDialog title={content.title(codes.length)} intro={content.intro} onClose={onClose} bodyClassName="code-batch__body">
      <ul className="code-batch__list" aria-label={content.listLabel}>
        {codes.map((code) => (
          <li key={code.id} className="offer-code">
            {code.code}
          </li>
        ))}
      </ul>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="admin-form-modal__buttons">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {content.done}
        </button>
        {batchId !== null && (
          <button
            type="button"
            className="button button--primary"
            disabled={isExporting}
            onClick={() => {
              setFailure(null);
              exportList();
            }}
          >
            {isExporting ? content.downloading : content.download}
          </button>
        )}
      </div>
    </AdminDialog>
  );
}
