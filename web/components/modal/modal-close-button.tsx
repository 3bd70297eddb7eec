import type { ButtonHTMLAttributes, Ref } from 'react';
import { modalContent } from '../../content/controls.ts';
import './modal.css';

export interface ModalCloseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  ref?: Ref<HTMLButtonElement>;
  /** Its accessible name ('Close'). */
  label?: string;
}

/** The round × button of a dialog's top corner. */
export function ModalCloseButton({ label = modalContent.close, className, ...buttonProps }: ModalCloseButtonProps) {
  return (
    <button
      {...buttonProps}
      type="button"
      className={['touch-box round-button modal-close-button', className].filter(Boolean).join(' ')}
      aria-label={label}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
