import { NavLink } from 'react-router';
import { useAuth } from '../../../auth/use-auth.ts';
import { COMPACT_HEADER_QUERY } from '../../../hooks/media-queries.ts';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { AccountMenu } from './account-menu.tsx';
import { siteNavItemsFor } from './nav-items.ts';
import { WelcomeLine } from './welcome-line.tsx';

/** Wide screens: the site links in a row, then the account area (a dropdown for visitors). */
export function DesktopNav() {
  const { user, logout } = useAuth();
  const isCompact = useMediaQuery(COMPACT_HEADER_QUERY);
  const handleLogout = () => void logout();

  return (
    <div className="desktop-nav">
      <nav aria-label="Main">
        <ul className="desktop-nav__links">
          {siteNavItemsFor(user).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className="nav-link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="desktop-nav__account">
        {user && !isCompact ? (
          <>
            <WelcomeLine user={user} />
            <button type="button" className="button button--secondary button--small" onClick={handleLogout}>
              Logout
            </button>
          </>
        ) : (
          <AccountMenu user={user} onLogout={handleLogout} />
        )}
      </div>
    </div>
  );
}
