// The shell of every /admin screen (docs/product.md#admin): the nine screens' links with the current one
// marked, the admin's e-mail with Logout, and the way back to the public site. At 768 px or less the links
// fold into a toggle menu, which closes on navigation, on Escape and when focus or a press goes elsewhere.
import { Suspense } from 'react';
import { Link, matchPath, NavLink, Outlet, useLocation } from 'react-router';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { adminNavItems, adminShellContent as content } from '../../content/admin-shell.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { MOBILE_MEDIA_QUERY } from '../../hooks/media-queries.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { useDisclosure } from './header/use-disclosure.ts';
import '../../components/admin/admin-ui.css';
import './admin-layout.css';
import './admin-layout-narrow.css';

/** Admin navigation beside the admin page; loaded only when an admin opens the admin area. */
export function AdminLayout() {
  const { user, logout } = useAuth();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const { isOpen, close, containerRef, panelId, toggleProps } = useDisclosure();
  const current = adminNavItems.find((item) => matchPath({ path: item.to, end: item.end ?? false }, pathname));
  const isPanelHidden = isMobile && !isOpen;

  return (
    <div className="admin-layout container">
      <div className={`admin-sidebar${isOpen ? ' admin-sidebar--open' : ''}`} ref={containerRef}>
        <div className="admin-row admin-sidebar__head">
          <div className="admin-stack">
            <p className="eyebrow">{content.panelTitle}</p>
            <p className="admin-ellipsis admin-sidebar__subtitle">{isMobile ? content.currentScreen(current?.label) : content.studio}</p>
          </div>
          {isMobile && (
            <button {...toggleProps} className="admin-sidebar__toggle">
              <span className="admin-sidebar__toggle-label">{content.menuButton}</span>
              <span className="menu-bars admin-sidebar__bars" aria-hidden="true" />
            </button>
          )}
        </div>
        <div id={panelId} className={isMobile ? 'admin-sidebar__panel drop-in' : 'admin-sidebar__panel'} hidden={isPanelHidden}>
          <nav aria-label={content.navLabel}>
            <ul className="admin-nav">
              {adminNavItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end ?? false} className="admin-row admin-nav__link" onClick={close}>
                    <span className="admin-nav__marker" aria-hidden="true" />
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-sidebar__account">
            {user && (
              <p className="admin-stack">
                <span className="admin-sidebar__user-label">{content.signedInAs}</span>
                <span className="admin-ellipsis admin-sidebar__email" title={user.email}>
                  {user.email}
                </span>
              </p>
            )}
            <div className="admin-sidebar__actions">
              <Link to="/" className="button button--secondary button--small" title={content.viewSiteHint} onClick={close}>
                {content.viewSite}
              </Link>
              <button type="button" className="button button--secondary button--small" onClick={() => void logout()}>
                {content.logout}
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="admin-layout__content">
        <Suspense fallback={<PageStatus>{content.loading}</PageStatus>}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
