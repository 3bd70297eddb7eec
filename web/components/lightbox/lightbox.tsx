import { useEffect, useRef, useState } from 'react';
import { Modal } from '../modal/modal.tsx';
import { ModalCloseButton } from '../modal/modal-close-button.tsx';
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

// Unknown sizes get a 3:2 box (the studio's stills) until the image itself says otherwise.
const DEFAULT_SIZE = { width: 1200, height: 800 };
const SWIPE_MIN_PX = 48;

/** A full-screen photo viewer: close, previous/next by buttons, arrow keys or a swipe, Escape closes. */
export function Lightbox({
  items,
  startIndex,
  mode,
  onClose,
  showCounter = false,
  label = 'Photo viewer',
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
      {showsNavigation && (
        <button
          ref={previousRef}
          type="button"
          className="lightbox__nav lightbox__nav--previous"
          aria-label="Previous photo"
          disabled={!canGoPrevious}
          onClick={() => go(-1)}
        >
          <Chevron direction="left" />
        </button>
      )}
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
          width={item.width ?? DEFAULT_SIZE.width}
          height={item.height ?? DEFAULT_SIZE.height}
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
              {item.description && <p className="lightbox__description">{item.description}</p>}
              {/* The counter above is visual; readers of the caption still learn where they are. */}
              {!(showCounter && wraps) && total > 1 && <p className="visually-hidden">{position}</p>}
            </>
          )}
        </figcaption>
      </figure>
      {showsNavigation && (
        <button
          ref={nextRef}
          type="button"
          className="lightbox__nav lightbox__nav--next"
          aria-label="Next photo"
          disabled={!canGoNext}
          onClick={() => go(1)}
        >
          <Chevron direction="right" />
        </button>
      )}
    </Modal>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
