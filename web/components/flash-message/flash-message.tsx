import { useCallback, useEffect, useRef, useState } from 'react';
import { FLASH_MESSAGE_MS } from '../../../common/constants.ts';
import './flash-message.css';

export type FlashTone = 'success' | 'error';
export interface Flash {
  tone: FlashTone;
  text: string;
}

/**
 * A short-lived message after an action ('Movie deactivated successfully'): shown for the 3 s of
 * docs/product.md#limits, then gone. A new message replaces the one on screen and restarts the clock.
 */
export function useFlashMessage(durationMs: number = FLASH_MESSAGE_MS) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (tone: FlashTone, text: string) => {
      clearTimeout(timer.current);
      setFlash({ tone, text });
      timer.current = setTimeout(() => setFlash(null), durationMs);
    },
    [durationMs],
  );
  return { flash, show, clear: useCallback(() => setFlash(null), []) };
}

/** Where the flash appears: a polite live region that is always present, so the message is announced. */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <div className="flash-region" role="status" aria-live="polite">
      {flash && <p className={`flash flash--${flash.tone}`}>{flash.text}</p>}
    </div>
  );
}
