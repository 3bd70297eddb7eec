import { useId, useRef } from 'react';
import { FormAlert } from '../form/form-alert.tsx';
import { Modal } from '../modal/modal.tsx';
import { confirmContent } from '../../content/controls.ts';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  /** The confirming button's words ('Delete Review'); it is styled as the dangerous choice. */
  confirmLabel: string;
  /** While the action runs: the buttons are disabled and the confirming one says so. */
  busyLabel?: string;
  isBusy?: boolean;
  /** The action's failure, shown in the dialog so the user can try again or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" before an action that cannot be undone (deleting a review; the admin's deactivations and
 * deletions next). Focus starts on Cancel, so Enter alone never confirms.
 */
export function ConfirmDialog({ title, message, confirmLabel, busyLabel, isBusy = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      onClose={() => {
        if (!isBusy) onCancel();
      }}
      labelledBy={titleId}
      describedBy={messageId}
      className="confirm-dialog"
      initialFocusRef={cancelRef}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="confirm-dialog__message">
        {message}
      </p>
      {error && <FormAlert>{error}</FormAlert>}
      <div className="button-row confirm-dialog__actions">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel} disabled={isBusy}>
          {confirmContent.cancel}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={isBusy}>
          {isBusy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
