import { useAuth } from '../../../auth/use-auth.ts';
import { headerContent } from '../../../content/layout.ts';
import { NavLinkList } from './nav-link-list.tsx';
import { accountNavItems, guestNavItems, siteNavItemsFor } from './nav-items.ts';
import { useDisclosure } from './use-disclosure.ts';
import { WelcomeLine } from './welcome-line.tsx';
import './mobile-menu.css';

const PANEL_ID = 'mobile-menu-panel';

/** At or below 768 px: one toggle button opening every link, plus the welcome line, Change password and Logout. */
export function MobileMenu() {
  const { user, logout } = useAuth();
  const { isOpen, close, containerRef, toggleProps } = useDisclosure(PANEL_ID);
  const items = [...siteNavItemsFor(user), ...(user ? accountNavItems : guestNavItems)];

  return (
    <div className="mobile-menu" ref={containerRef}>
      <button {...toggleProps} className="touch-box mobile-menu__toggle" aria-label={headerContent.menuToggleLabel}>
        <span className="menu-bars" aria-hidden="true" />
      </button>
      <nav id={PANEL_ID} className="mobile-menu__panel drop-in" aria-label={headerContent.mainNavLabel} hidden={!isOpen}>
        {user && <WelcomeLine user={user} className="mobile-menu__welcome" />}
        <NavLinkList items={items} listClassName="mobile-menu__links" linkClassName="mobile-menu__link" onNavigate={close} />
        {user && (
          <button type="button" className="button button--secondary button--block" onClick={() => void logout()}>
            {headerContent.logout}
          </button>
        )}
      </nav>
    </div>
  );
}
