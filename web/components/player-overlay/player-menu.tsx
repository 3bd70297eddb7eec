import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { playerContent as content } from '../../content/player.ts';
import type { EngineMenu } from './player-engine.ts';
import { PlayerIcon } from './player-icons.tsx';
import { moveMenuFocus } from '../../hooks/menu-focus.ts';
import './player-menu.css';

export interface PlayerMenuProps {
  menu: EngineMenu;
  isOpen: boolean;
  /** The shell keeps which menu is open: one at a time, and the controls stay up meanwhile. */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * One of the engine's menus (Quality, Captions) as a button that opens the site's own popover of choices above it
 * (a menu button: docs/product.md#watching-films). It works by touch (a tap opens, a tap chooses, a tap elsewhere
 * closes) and by keyboard (Enter, Space or ↓ open it on the chosen item; ↑ ↓ Home End move; Enter or Space choose;
 * Esc closes; Tab leaves). Keys it answers are marked handled, so the player's own shortcuts and the dialog's
 * Escape leave them alone.
 */
export function PlayerMenu({ menu, isOpen, onOpenChange }: PlayerMenuProps) {
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const chosenIndex = Math.max(0, menu.options.findIndex((option) => option.value === menu.value));
  const chosenLabel = menu.options[chosenIndex]?.label ?? '';

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
  const closeToButton = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  // Opening puts the focus on the chosen item, in the same commit as the menu is drawn (a key pressed as soon as it
  // shows must find the focus there, not on the button); a press or the focus going elsewhere closes the menu.
  const focusChosen = useEffectEvent(() => items()[chosenIndex]?.focus());
  useLayoutEffect(() => {
    if (isOpen) focusChosen();
  }, [isOpen]);
  const closeFromOutside = useEffectEvent(() => onOpenChange(false));
  useEffect(() => {
    if (!isOpen) return;
    const container = containerRef.current;
    const isOutside = (target: EventTarget | null) => target instanceof Node && !container?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) closeFromOutside();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (isOutside(event.relatedTarget)) closeFromOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    container?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      container?.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen]);

  const handleButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    onOpenChange(true);
  };
  const handleListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeToButton();
      return;
    }
    moveMenuFocus(event, items(), chosenIndex);
  };
  const choose = (value: string) => {
    menu.select(value);
    closeToButton();
  };

  return (
    <div className="player-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="player-overlay__button player-menu__button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-label={content.menuButton(menu.label, chosenLabel)}
        onClick={() => onOpenChange(!isOpen)}
        onKeyDown={handleButtonKey}
      >
        <PlayerIcon name={menu.icon} />
        <span className="player-menu__value" aria-hidden="true">
          {chosenLabel}
        </span>
      </button>
      {isOpen && (
        <div
          ref={listRef}
          id={listId}
          className="popover player-menu__list drop-in"
          role="menu"
          aria-label={menu.label}
          onKeyDown={handleListKey}
        >
          <p className="player-menu__heading" aria-hidden="true">
            {menu.label}
          </p>
          {menu.options.map((option) => (
            <button
              key={option.value}
              type="button"
              className="popover__item player-menu__item"
              role="menuitemradio"
              aria-checked={option.value === menu.value}
              tabIndex={-1}
              onClick={() => choose(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
