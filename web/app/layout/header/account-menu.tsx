import { useId } from 'react';
import { NavLink } from 'react-router';
import type { PublicUser } from '../../../../common/auth.ts';
import { accountNavItems, guestNavItems, type NavItem } from './nav-items.ts';
import { useDisclosure } from './use-disclosure.ts';
import './account-menu.css';
import { WelcomeLine } from './welcome-line.tsx';

export interface AccountMenuProps {
  user: PublicUser | null;
  onLogout: () => void;
}

/**
 * The wide-screen Account dropdown: Login, Register and Admin Login for visitors; the welcome line, Change
 * password and Logout for a logged-in user when the header is too narrow to show them in the row.
 */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const { isOpen, toggle, close, containerRef, buttonRef } = useDisclosure();
  const panelId = useId();

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8.5" r="3.8" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M4.5 20a7.5 7.5 0 0 1 15 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="account-menu__label">Account</span>
        <svg className="account-menu__chevron" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!isOpen}>
        {user ? (
          <>
            <WelcomeLine user={user} className="account-menu__welcome" />
            <MenuLinks items={accountNavItems} onNavigate={close} />
            <button type="button" className="button button--secondary button--small button--block" onClick={onLogout}>
              Logout
            </button>
          </>
        ) : (
          <MenuLinks items={guestNavItems} onNavigate={close} />
        )}
      </div>
    </div>
  );
}

function MenuLinks({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  return (
    <ul className="account-menu__links">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className="account-menu__link" onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
