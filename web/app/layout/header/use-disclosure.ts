import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state of a header menu. It closes on navigation (it remembers the location it was opened at),
 * on Escape (focus back on its button), on a pointer press outside it and when focus leaves it. `toggleProps` go on
 * the button that opens and closes the panel whose id is `panelId` (the one given, or a generated one).
 */
export function useDisclosure(givenPanelId?: string) {
  const generatedId = useId();
  const panelId = givenPanelId ?? generatedId;
  const location = useLocation();
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const isOpen = openAtKey === location.key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenAtKey(null), []);
  const toggle = useCallback(
    () => setOpenAtKey((openKey) => (openKey === location.key ? null : location.key)),
    [location.key],
  );

  useEffect(() => {
    if (!isOpen) return;
    const container = containerRef.current;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const handlePointerDown = (event: PointerEvent) => {
      if (container && event.target instanceof Node && !container.contains(event.target)) close();
    };
    const handleFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (container && next instanceof Node && !container.contains(next)) close();
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    container?.addEventListener('focusout', handleFocusOut);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
      container?.removeEventListener('focusout', handleFocusOut);
    };
  }, [isOpen, close]);

  const toggleProps = {
    ref: buttonRef,
    type: 'button',
    'aria-expanded': isOpen,
    'aria-controls': panelId,
    onClick: toggle,
  } as const;
  return { isOpen, close, containerRef, panelId, toggleProps };
}
