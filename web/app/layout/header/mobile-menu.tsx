import { NavLink } from 'react-router';
import { useAuth } from '../../../auth/use-auth.ts';
import { accountNavItems, guestNavItems, siteNavItemsFor } from './nav-items.ts';
import { useDisclosure } from './use-disclosure.ts';
import { WelcomeLine } from './welcome-line.tsx';
import './mobile-menu.css';

const PANEL_ID = 'mobile-menu-panel';

/** At or below 768 px: one toggle button opening every link, plus the welcome line, Change password and Logout. */
export function MobileMenu() {
  const { user, logout } = useAuth();
  const { isOpen, toggle, close, containerRef, buttonRef } = useDisclosure();
  const items = [...siteNavItemsFor(user), ...(user ? accountNavItems : guestNavItems)];

  return (
    <div className="mobile-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
        aria-label="Menu"
        onClick={toggle}
      >
        <span className="mobile-menu__bars" aria-hidden="true" />
      </button>
      <nav id={PANEL_ID} className="mobile-menu__panel" aria-label="Main" hidden={!isOpen}>
        {user && <WelcomeLine user={user} className="mobile-menu__welcome" />}
        <ul className="mobile-menu__links">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className="mobile-menu__link" onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {user && (
          <button type="button" className="button button--secondary button--block" onClick={() => void logout()}>
            Logout
          </button>
        )}
      </nav>
    </div>
  );
}
