import { useId } from 'react';
import { comingSoonDialogContent } from '../../content/player.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { Modal } from '../modal/modal.tsx';
import { ModalCloseButton } from '../modal/modal-close-button.tsx';
import './watch.css';

/** Shown instead of the player when a rented movie has no streamable link yet (docs/product.md#watching-films). */
export function ComingSoonDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const headingId = useId();
  const textId = useId();
  return (
    <Modal onClose={onClose} labelledBy={headingId} describedBy={textId} className="coming-soon-dialog">
      <ModalCloseButton className="coming-soon-dialog__close" onClick={onClose} />
      <p className="eyebrow">{publicScreenMessages.comingSoon}</p>
      <h2 id={headingId} className="coming-soon-dialog__title">
        {title}
      </h2>
      <p id={textId} className="coming-soon-dialog__text">
        {comingSoonDialogContent.text}
      </p>
      <button type="button" className="button button--primary" onClick={onClose}>
        {comingSoonDialogContent.close}
      </button>
    </Modal>
  );
}
