// A panel opened from its button (a row's actions menu, the column chooser), drawn with the native popover
// attribute: in the browser's top layer it is never clipped by the table's sideways-scrolling box or a card's
// frame. It is placed under its button's end (above it when there is no room below) and follows it while the
// page or the table scrolls. A press outside or the focus leaving closes it, as the film player's menus do.
// Without popover support (older browsers, the tests' jsdom) the panel sits under its button in the page.
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';

const GAP_PX = 4;
const EDGE_PX = 8;

/** Whether the browser draws `[popover]` panels in the top layer. */
const supportsPopover = (panel: HTMLElement) => typeof panel.showPopover === 'function';

/**
 * The panel's popover attribute: 'manual' (the hook opens and closes it) where the browser can show it, none
 * elsewhere, where a `[popover]` would stay hidden (jsdom hides it and cannot show it).
 */
export const PANEL_POPOVER: 'manual' | undefined =
  typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function' ? 'manual' : undefined;

function place(button: HTMLElement, panel: HTMLElement) {
  const anchor = button.getBoundingClientRect();
  const { width, height } = panel.getBoundingClientRect();
  const below = anchor.bottom + GAP_PX;
  const top = below + height > window.innerHeight - EDGE_PX && anchor.top - GAP_PX - height >= EDGE_PX ? anchor.top - GAP_PX - height : below;
  const left = Math.min(Math.max(anchor.right - width, EDGE_PX), Math.max(window.innerWidth - width - EDGE_PX, EDGE_PX));
  panel.style.top = `${Math.round(top)}px`;
  panel.style.left = `${Math.round(left)}px`;
}

/**
 * The refs of the container (button and panel), the button and the panel. While `isOpen`, the panel is shown in
 * the top layer and placed; `onDismiss` hears a press outside the container or the focus leaving it.
 */
export function useAnchoredPopover<Button extends HTMLElement, Panel extends HTMLElement>(isOpen: boolean, onDismiss: () => void) {
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<Button>(null);
  const panelRef = useRef<Panel>(null);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    const button = buttonRef.current;
    if (!isOpen || !panel || !button || !supportsPopover(panel)) return;
    if (!panel.matches(':popover-open')) panel.showPopover();
    const follow = () => place(button, panel);
    follow();
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [isOpen]);

  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return;
    const isOutside = (target: EventTarget | null) => !(target instanceof Node && container.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) dismiss();
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus moving to nothing (a click on the panel's padding) is not leaving.
      if (event.relatedTarget !== null && isOutside(event.relatedTarget)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen]);

  return { containerRef, buttonRef, panelRef };
}
