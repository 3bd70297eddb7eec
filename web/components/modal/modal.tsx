import { useEffect, useEffectEvent, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { isTopDialog, lockScroll, makeOthersInert, pushDialog, tabbableElements } from './modal-stack.ts';
import './modal.css';

export interface ModalProps {
  /** Called on Escape, on a click on the backdrop, and by whatever close control the content has. */
  onClose: () => void;
  /** The dialog's accessible name, when no visible heading names it (see `labelledBy`). */
  label?: string;
  /** Id of the element that names the dialog (its visible title). */
  labelledBy?: string;
  /** Id of the element that describes the dialog. */
  describedBy?: string;
  /** Class of the dialog box itself (size, look); the backdrop around it is the shell's. */
  className?: string;
  /** Extra class of the full-screen backdrop (a darker shade for media, say). */
  backdropClassName?: string;
  /** What gets focus on opening; by default the first control inside, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnEscape?: boolean;
  closeOnBackdropClick?: boolean;
  /** Other keys pressed while this is the top-most dialog (a lightbox's arrows, a player's shortcuts). */
  onKeyDown?: (event: KeyboardEvent) => void;
  children: ReactNode;
}

/**
 * The one dialog shell of the site: rendered means open. It sits in a portal above the page, makes the page
 * behind inert, locks its scroll, keeps Tab inside, closes on Escape and on a click on the backdrop, and on
 * closing gives the scroll and the focus back to where they were.
 */
export function Modal({
  onClose,
  label,
  labelledBy,
  describedBy,
  className,
  backdropClassName,
  initialFocusRef,
  closeOnEscape = true,
  closeOnBackdropClick = true,
  onKeyDown,
  children,
}: ModalProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const isPressOnBackdrop = useRef(false);

  const handleKeyDown = useEffectEvent((event: KeyboardEvent, dialog: HTMLElement, identity: object) => {
    if (!isTopDialog(identity) || event.defaultPrevented) return;
    if (event.key === 'Escape' && closeOnEscape) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      keepTabInside(event, dialog);
      return;
    }
    onKeyDown?.(event);
  });
  const focusInitially = useEffectEvent((dialog: HTMLElement) => {
    const target = initialFocusRef?.current ?? tabbableElements(dialog)[0] ?? dialog;
    target.focus({ preventScroll: true });
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    const backdrop = backdropRef.current;
    if (!dialog || !backdrop) return;
    const identity = {};
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const popDialog = pushDialog(identity);
    const restoreInert = makeOthersInert(backdrop);
    const unlockScroll = lockScroll();
    const listener = (event: KeyboardEvent) => handleKeyDown(event, dialog, identity);
    document.addEventListener('keydown', listener);
    focusInitially(dialog);
    return () => {
      document.removeEventListener('keydown', listener);
      popDialog();
      restoreInert();
      unlockScroll();
      if (opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
    };
  }, []);

  // Focus that leaves by a way the keydown handler cannot see (out of an embedded player's frame) lands on
  // one of these guards and is sent back round to the other end of the dialog.
  const wrapFocus = (to: 'first' | 'last') => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const items = tabbableElements(dialog);
    const target = to === 'first' ? items[0] : items.at(-1);
    (target ?? dialog).focus();
  };

  return createPortal(
    <div
      ref={backdropRef}
      className={['modal-backdrop', backdropClassName].filter(Boolean).join(' ')}
      onMouseDown={(event) => {
        isPressOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that began and ended on the backdrop: a drag out of a text field must not close it.
        if (closeOnBackdropClick && isPressOnBackdrop.current && event.target === event.currentTarget) onClose();
        isPressOnBackdrop.current = false;
      }}
    >
      <span className="modal-focus-guard" tabIndex={0} aria-hidden="true" onFocus={() => wrapFocus('last')} />
      <div
        ref={dialogRef}
        className={['modal-dialog', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
      <span className="modal-focus-guard" tabIndex={0} aria-hidden="true" onFocus={() => wrapFocus('first')} />
    </div>,
    document.body,
  );
}

function keepTabInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const items = tabbableElements(dialog);
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const isOutside = !(active instanceof Node) || !dialog.contains(active) || active === dialog;
  if (event.shiftKey && (active === first || isOutside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || isOutside)) {
    event.preventDefault();
    first.focus();
  }
}
