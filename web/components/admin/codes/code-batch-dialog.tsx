// A batch of codes just made (docs/product.md#offers): how many, the codes themselves, and Download CSV, the batch as
// the server exports it (GET /api/admin/codes.csv?batch={id}, through the admin's one CSV download).
import { useId, useState } from 'react';
import type { AdminCode } from '../../../../common/admin-offers.ts';
import { useListExport } from '../../../api/admin/download-admin-csv.ts';
import { codeBatchContent as content } from '../../../content/admin-codes.ts';
import { adminFormContent } from '../../../content/admin-shell.ts';
import { FormAlert } from '../../form/form-alert.tsx';
import { ModalCloseButton } from '../../modal/modal-close-button.tsx';
import { Modal } from '../../modal/modal.tsx';
import '../admin-form-modal/admin-form-modal.css';
import './codes.css';

export interface CodeBatchDialogProps {
  /** The batch's codes, as the server answered them. */
  codes: readonly AdminCode[];
  onClose: () => void;
}

export function CodeBatchDialog({ codes, onClose }: CodeBatchDialogProps) {
  const titleId = useId();
  const introId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const batchId = codes[0]?.batch_id ?? null;
  const { exportList, isExporting } = useListExport('codes', { batch: batchId ?? undefined }, setFailure);

  return (
    <Modal onClose={onClose} labelledBy={titleId} describedBy={introId} className="admin-form-modal">
      <header className="admin-form-modal__header">
        <div className="admin-head">
          <h2 id={titleId} className="admin-form-modal__title">
            {content.title(codes.length)}
          </h2>
          <p id={introId} className="admin-hint">
            {content.intro}
          </p>
        </div>
        <ModalCloseButton label={adminFormContent.close} onClick={onClose} />
      </header>
      <div className="admin-form-modal__body code-batch__body">
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
      </div>
    </Modal>
  );
}
