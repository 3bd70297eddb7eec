import { useId } from 'react';
import { Modal } from '../modal/modal.tsx';
import { ModalCloseButton } from '../modal/modal-close-button.tsx';
import './watch.css';

/** Shown instead of the player when a rented movie has no streamable link yet (SPEC.md §2 Watching). */
export function ComingSoonDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const headingId = useId();
  const textId = useId();
  return (
    <Modal onClose={onClose} labelledBy={headingId} describedBy={textId} className="coming-soon-dialog">
      <ModalCloseButton className="coming-soon-dialog__close" onClick={onClose} />
      <p className="eyebrow">Coming soon</p>
      <h2 id={headingId} className="coming-soon-dialog__title">
        {title}
      </h2>
      <p id={textId} className="coming-soon-dialog__text">
        This film isn’t ready to stream yet. Your rental is safe: come back soon and press Watch Now again.
      </p>
      <button type="button" className="button button--primary" onClick={onClose}>
        Got it
      </button>
    </Modal>
  );
}
