import type { PublicUser } from '../../../../common/auth.ts';
import { headerContent } from '../../../content/layout.ts';
import { NavLinkList, PersonIcon } from './nav-link-list.tsx';
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
  const { isOpen, close, containerRef, panelId, toggleProps } = useDisclosure();

  return (
    <div className="account-menu" ref={containerRef}>
      <button {...toggleProps} className="caps account-menu__button">
        <PersonIcon />
        <span className="account-menu__label">{headerContent.accountMenu}</span>
        <svg className="account-menu__chevron" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={panelId} className="popover account-menu__panel drop-in" hidden={!isOpen}>
        {user ? (
          <>
            <WelcomeLine user={user} className="account-menu__welcome" />
            <MenuLinks items={accountNavItems} onNavigate={close} />
            <button type="button" className="button button--secondary button--small button--block" onClick={onLogout}>
              {headerContent.logout}
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
  return <NavLinkList items={items} listClassName="account-menu__links" linkClassName="popover__item" onNavigate={onNavigate} />;
}
