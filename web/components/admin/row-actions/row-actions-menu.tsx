// A row's '⋯' button and the menu of its actions (docs/product.md#admin): a menu button, like the film player's
// menus. Enter, Space or ↓ open it on the first item (↑ on the last); ↑ ↓ Home End move; Enter or Space choose;
// Esc closes it and gives the focus back to the button; Tab leaves. Destructive actions come last, after a
// separator, in the danger colour; the screen confirms them before anything happens.
import { useId, useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { adminListContent as content } from '../../../content/admin-lists.ts';
import { splitActions, type RowAction } from './row-action.ts';
import { PANEL_POPOVER, useAnchoredPopover } from './use-anchored-popover.ts';
import { moveMenuFocus } from '../../../hooks/menu-focus.ts';
import './row-actions.css';

/** The items that can be chosen, in order. */
const itemsIn = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);

export interface RowActionsMenuProps {
  /** The row's name: the button is 'Actions for {name}'. */
  name: string;
  actions: readonly RowAction[];
}

export function RowActionsMenu({ name, actions }: RowActionsMenuProps) {
  const menuId = useId();
  // Open, with the item the focus goes to once it is drawn (null: closed).
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const isOpen = openAt !== null;
  const close = () => setOpenAt(null);
  const { containerRef, buttonRef, panelRef } = useAnchoredPopover<HTMLButtonElement, HTMLDivElement>(isOpen, close);
  const items = () => itemsIn(panelRef.current);
  // The items exist once the menu is drawn. In the same commit, before the browser paints (after the popover is shown,
  // by the hook's own layout effect): a key pressed as soon as the menu shows must find the focus on its item already,
  // or ↓ would reach the button instead of moving down the menu.
  useLayoutEffect(() => {
    if (openAt === null) return;
    const list = itemsIn(panelRef.current);
    list[openAt === 'first' ? 0 : list.length - 1]?.focus();
  }, [openAt, panelRef]);
  if (actions.length === 0) return null;

  /** Opens the menu on its first item (or its last). */
  const open = (at: 'first' | 'last') => setOpenAt(at);
  const closeToButton = () => {
    close();
    buttonRef.current?.focus();
  };
  const choose = (action: RowAction) => {
    closeToButton();
    // After the focus is back on the button: a dialog the action opens gives it back there when it closes.
    action.onSelect?.();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      // The menu's Escape, not the page's (an open dialog behind, the shell's shortcuts).
      event.stopPropagation();
      closeToButton();
      return;
    }
    if (event.key === 'Tab') {
      close();
      return;
    }
    moveMenuFocus(event, items(), -1);
  };

  const { safe, destructive } = splitActions(actions);
  return (
    <div className="row-actions" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="row-actions__button"
        aria-label={content.rowActions(name)}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close() : open('first'))}
        onKeyDown={onButtonKey}
      >
        <DotsIcon />
      </button>
      {isOpen && (
        <div
          ref={panelRef}
          id={menuId}
          // Manual: the hook closes it (a press outside, the focus leaving) and the keys above do the rest.
          popover={PANEL_POPOVER}
          className="popover row-actions__menu"
          role="menu"
          aria-label={content.rowActions(name)}
          onKeyDown={onMenuKey}
        >
          {safe.map((action) => (
            <MenuItem key={action.label} action={action} onChoose={choose} />
          ))}
          {safe.length > 0 && destructive.length > 0 && <div role="separator" className="row-actions__separator" />}
          {destructive.map((action) => (
            <MenuItem key={action.label} action={action} onChoose={choose} />
          ))}
        </div>
      )}
    </div>
  );
}

function MenuItem({ action, onChoose }: { action: RowAction; onChoose: (action: RowAction) => void }) {
  const className = `popover__item row-actions__item${action.destructive ? ' row-actions__item--danger' : ''}`;
  if (action.href !== undefined && !action.disabled) {
    return (
      <Link to={action.href} role="menuitem" tabIndex={-1} className={className} aria-label={action.ariaLabel} onClick={() => onChoose(action)}>
        {action.label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={className}
      aria-label={action.ariaLabel}
      // A disabled item stays in the menu, saying what is not possible now; it cannot be chosen.
      aria-disabled={action.disabled || undefined}
      onClick={() => {
        if (!action.disabled) onChoose(action);
      }}
    >
      {action.label}
    </button>
  );
}

/** Three dots in a row. */
function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="1.8" fill="currentColor" />
      <circle cx="12" cy="12" r="1.8" fill="currentColor" />
      <circle cx="19" cy="12" r="1.8" fill="currentColor" />
    </svg>
  );
}
