// The frame of every admin dialog: a form's (admin-form-modal.tsx) and a page of details' (a user, an e-mail, a
// code's redemptions, a film's rental insight, a batch of codes).
import { useId, type ReactNode } from 'react';
import { adminFormContent as content } from '../../../content/admin-shell.ts';
import { ModalCloseButton } from '../../modal/modal-close-button.tsx';
import { Modal } from '../../modal/modal.tsx';
import './admin-form-modal.css';

export interface AdminDialogProps {
  title: string;
  /** A line under the title, read as the dialog's description. */
  intro?: string;
  /** Above the title (a badge). */
  before?: ReactNode;
  onClose: () => void;
  /** The close button's name (default 'Close'). */
  closeLabel?: string;
  /** The close button does nothing (while a form saves). */
  closeDisabled?: boolean;
  closeOnBackdropClick?: boolean;
  /** Added to the dialog's, its title's and its body's own classes. */
  className?: string;
  titleClassName?: string;
  bodyClassName?: string;
  children: ReactNode;
}

/**
 * Every admin dialog's frame (a form's, a list of details'): the title (with what stands above and below it), the
 * close button, and the content in a scrolling body.
 */
export function AdminDialog({
  title,
  intro,
  before,
  onClose,
  closeLabel = content.close,
  closeDisabled,
  closeOnBackdropClick,
  className,
  titleClassName,
  bodyClassName,
  children,
}: AdminDialogProps) {
  const titleId = useId();
  const introId = useId();
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
  const heading = (
    <h2 id={titleId} className={classes('admin-form-modal__title', titleClassName)}>
      {title}
    </h2>
  );
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      describedBy={intro ? introId : undefined}
      className={classes('admin-form-modal', className)}
      closeOnBackdropClick={closeOnBackdropClick}
    >
      <header className="admin-form-modal__header">
        {intro || before ? (
          <div className="admin-head">
            {before}
            {heading}
            {intro && (
              <p id={introId} className="admin-hint">
                {intro}
              </p>
            )}
          </div>
        ) : (
          heading
        )}
        <ModalCloseButton label={closeLabel} onClick={onClose} disabled={closeDisabled} />
      </header>
      <div className={classes('admin-form-modal__body', bodyClassName)}>{children}</div>
    </Modal>
  );
}
