import { useEffect, useRef, useState, type RefObject } from 'react';
import { lightboxContent } from '../../content/controls.ts';
import { LineIcon, roundStroke } from '../line-icon/line-icon.tsx';
import { Modal } from '../modal/modal.tsx';
import { ModalCloseButton } from '../modal/modal-close-button.tsx';
import { photoBox } from '../responsive-image/photo-box.ts';
import { ResponsiveImage } from '../responsive-image/responsive-image.tsx';
import { protectedMediaProps } from './media-protection.ts';
import './lightbox.css';

export interface LightboxItem {
  src: string;
  alt: string;
  /** Intrinsic size when known: the box is reserved before the image arrives. */
  width?: number | null;
  height?: number | null;
  title?: string | null;
  description?: string | null;
}

/**
 * gallery: previous/next stop (disabled) at the ends, caption 'title (n of total)'.
 * backstage: previous/next wrap around and show only with more than one photo; title and description.
 */
export type LightboxMode = 'gallery' | 'backstage';

export interface LightboxProps {
  items: readonly LightboxItem[];
  /** The photo that was clicked. */
  startIndex: number;
  mode: LightboxMode;
  onClose: () => void;
  /** Backstage mode: a 'N of M' counter too. */
  showCounter?: boolean;
  /** The dialog's accessible name. */
  label?: string;
}

const SWIPE_MIN_PX = 48;

/** A full-screen photo viewer: close, previous/next by buttons, arrow keys or a swipe, Escape closes. */
export function Lightbox({
  items,
  startIndex,
  mode,
  onClose,
  showCounter = false,
  label = lightboxContent.label,
}: LightboxProps) {
  const total = items.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), Math.max(total - 1, 0)));
  const closeRef = useRef<HTMLButtonElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const swipeStartX = useRef<number | null>(null);

  const wraps = mode === 'backstage';
  const showsNavigation = wraps ? total > 1 : total > 0;
  const canGoPrevious = wraps ? total > 1 : index > 0;
  const canGoNext = wraps ? total > 1 : index < total - 1;

  const go = (step: 1 | -1) => {
    if (step === 1 ? !canGoNext : !canGoPrevious) return;
    setIndex((current) => (wraps ? (current + step + total) % total : current + step));
  };

  // A button that becomes disabled under the focus (the last photo reached) would drop focus out of the
  // dialog; hand it to the control that still works.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused === nextRef.current && !canGoNext) (canGoPrevious ? previousRef : closeRef).current?.focus();
    if (focused === previousRef.current && !canGoPrevious) (canGoNext ? nextRef : closeRef).current?.focus();
  }, [canGoNext, canGoPrevious]);

  const item = items[index];
  if (!item) return null;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  const position = `${index + 1} of ${total}`;

  return (
    <Modal
      label={label}
      onClose={onClose}
      onKeyDown={handleKeyDown}
      initialFocusRef={closeRef}
      className={`lightbox lightbox--${mode}`}
      backdropClassName="lightbox-backdrop"
    >
      <div className="lightbox__bar">
        {showCounter && wraps && (
          <p className="lightbox__counter" aria-live="polite">
            {position}
          </p>
        )}
        <ModalCloseButton ref={closeRef} className="lightbox__close" onClick={onClose} />
      </div>
      {showsNavigation && <NavButton which="previous" buttonRef={previousRef} disabled={!canGoPrevious} onGo={go} />}
      <figure
        className="lightbox__figure"
        onTouchStart={(event) => {
          swipeStartX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const startX = swipeStartX.current;
          const endX = event.changedTouches[0]?.clientX;
          swipeStartX.current = null;
          if (startX === null || endX === undefined || Math.abs(endX - startX) < SWIPE_MIN_PX) return;
          go(endX < startX ? 1 : -1);
        }}
      >
        <ResponsiveImage
          key={index}
          className="lightbox__image"
          src={item.src}
          alt={item.alt}
          {...photoBox(item)}
          sizes="100vw"
          priority
          {...protectedMediaProps}
        />
        <figcaption className="lightbox__caption" aria-live="polite" aria-atomic="true">
          {mode === 'gallery' ? (
            <p className="lightbox__title">{`${item.title ?? item.alt} (${position})`}</p>
          ) : (
            <>
              {item.title && <p className="lightbox__title">{item.title}</p>}
              {item.description && <p className="note">{item.description}</p>}
              {/* The counter above is visual; readers of the caption still learn where they are. */}
              {!(showCounter && wraps) && total > 1 && <p className="visually-hidden">{position}</p>}
            </>
          )}
        </figcaption>
      </figure>
      {showsNavigation && <NavButton which="next" buttonRef={nextRef} disabled={!canGoNext} onGo={go} />}
    </Modal>
  );
}

const NAVIGATION = {
  previous: { step: -1, label: lightboxContent.previous, direction: 'left' },
  next: { step: 1, label: lightboxContent.next, direction: 'right' },
} as const;

interface NavButtonProps {
  which: keyof typeof NAVIGATION;
  buttonRef: RefObject<HTMLButtonElement | null>;
  disabled: boolean;
  onGo: (step: 1 | -1) => void;
}

/** The round arrow beside the photo that steps to the previous or the next one. */
function NavButton({ which, buttonRef, disabled, onGo }: NavButtonProps) {
  const { step, label, direction } = NAVIGATION[which];
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`touch-box round-button lightbox__nav lightbox__nav--${which}`}
      aria-label={label}
      disabled={disabled}
      onClick={() => onGo(step)}
    >
      <Chevron direction={direction} />
    </button>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <LineIcon size={24}>
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} {...roundStroke(2)} />
    </LineIcon>
  );
}
