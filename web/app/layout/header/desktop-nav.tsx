import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '../../../auth/use-auth.ts';
import { headerContent } from '../../../content/layout.ts';
import { COMPACT_HEADER_QUERY } from '../../../hooks/media-queries.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { AccountMenu } from './account-menu.tsx';
import { NavLinkList, PersonIcon } from './nav-link-list.tsx';
import { accountPageNavItem, changePasswordNavItem, siteNavItemsFor, type NavItem } from './nav-items.ts';
import { WelcomeLine } from './welcome-line.tsx';

/** Wide screens: the site links in a row, then the account area (a dropdown for visitors). */
export function DesktopNav() {
  const { user, logout } = useAuth();
  const isCompact = useMediaQuery(COMPACT_HEADER_QUERY);
  const handleLogout = () => void logout();

  return (
    <div className="desktop-nav">
      <nav aria-label={headerContent.mainNavLabel}>
        <NavLinkList items={siteNavItemsFor(user)} listClassName="desktop-nav__links" linkClassName="caps nav-link" />
      </nav>
      <div className="desktop-nav__account">
        {user && !isCompact ? (
          <>
            <WelcomeLine user={user} />
            <AccountPageLink />
            <ChangePasswordLink />
            <button type="button" className="button button--secondary button--small" onClick={handleLogout}>
              {headerContent.logout}
            </button>
          </>
        ) : (
          <AccountMenu user={user} onLogout={handleLogout} />
        )}
      </div>
    </div>
  );
}

/**
 * The account's own screens as icons in the row, which has no room for their names beside the welcome line and
 * Logout (the name stays for assistive technology and shows as a tooltip). The Account dropdown and the toggle
 * menu name them.
 */
function IconLink({ item, children }: { item: NavItem; children: ReactNode }) {
  return (
    <NavLink to={item.to} end={item.end} className="desktop-nav__icon-link" title={item.label}>
      {children}
      <span className="visually-hidden">{item.label}</span>
    </NavLink>
  );
}

function AccountPageLink() {
  return (
    <IconLink item={accountPageNavItem}>
      <PersonIcon />
    </IconLink>
  );
}

function ChangePasswordLink() {
  return (
    <IconLink item={changePasswordNavItem}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="8" cy="15" r="4.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="m11 12 8.5-8.5M16.5 6.5l2.5 2.5M14 9l2 2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </IconLink>
  );
}
