import { useId, useRef, type ReactNode, type RefObject } from 'react';
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ConfirmFrame title={title} message={message} isBusy={isBusy} onCancel={onCancel} initialFocusRef={cancelRef}>
      {error && <FormAlert>{error}</FormAlert>}
      <ConfirmActions cancelRef={cancelRef} isBusy={isBusy} onCancel={onCancel} onConfirm={onConfirm}>
        {isBusy && busyLabel ? busyLabel : confirmLabel}
      </ConfirmActions>
    </ConfirmFrame>
  );
}

interface ConfirmFrameProps {
  title: string;
  message: string;
  isBusy: boolean;
  onCancel: () => void;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False where the dialog holds typing that a stray click beside it must not throw away. */
  closeOnBackdropClick?: boolean;
  children: ReactNode;
}

/** The dialog around a confirmation: its title and message, then what confirms it (buttons, or a form). */
export function ConfirmFrame({ title, message, isBusy, onCancel, initialFocusRef, closeOnBackdropClick, children }: ConfirmFrameProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal
      onClose={() => {
        if (!isBusy) onCancel();
      }}
      labelledBy={titleId}
      describedBy={messageId}
      className="confirm-dialog"
      initialFocusRef={initialFocusRef}
      closeOnBackdropClick={closeOnBackdropClick}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <p id={messageId} className="muted">
        {message}
      </p>
      {children}
    </Modal>
  );
}

interface ConfirmActionsProps {
  isBusy: boolean;
  onCancel: () => void;
  /** Without it the confirming button submits the form it is in. */
  onConfirm?: () => void;
  cancelRef?: RefObject<HTMLButtonElement | null>;
  /** The confirming button's words. */
  children: ReactNode;
}

/** Cancel, then the dangerous choice. */
export function ConfirmActions({ isBusy, onCancel, onConfirm, cancelRef, children }: ConfirmActionsProps) {
  return (
    <div className="button-row confirm-dialog__actions">
      <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel} disabled={isBusy}>
        {confirmContent.cancel}
      </button>
      <button type={onConfirm ? 'button' : 'submit'} className="button button--danger" onClick={onConfirm} disabled={isBusy}>
        {children}
      </button>
    </div>
  );
}
