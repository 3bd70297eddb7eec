// The admin area's own shell (docs/product.md#admin), in place of the public site's header and footer: a sidebar
// with the screens' links and the signed-in admin (admin-shell/admin-sidebar.tsx), foldable into an icon rail;
// a top bar over the screen with the search; at 768 px or less, one menu button in that bar that opens the
// sidebar as a drawer. The skip link, the <main> and its fallbacks are the public layout's (page-main.tsx).
// The layout route of the admin's own route table (admin-routes.tsx), loaded only when an admin opens the admin area.
import { AdminSearch } from '../../components/admin/admin-search/admin-search.tsx';
import { adminShellContent as content } from '../../content/admin-shell.ts';
import { MOBILE_MEDIA_QUERY } from '../../hooks/media-queries.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { AdminIcon } from './admin-shell/admin-icons.tsx';
import { AdminMenu } from './admin-shell/admin-menu.tsx';
import { AdminBrand, AdminSidebarContent } from './admin-shell/admin-sidebar.tsx';
import { useSidebarCollapsed } from './admin-shell/use-sidebar-collapsed.ts';
import { PageMain, SkipLink } from './page-main.tsx';
import '../../components/admin/admin-ui.css';
import './admin-layout.css';
import './admin-layout-narrow.css';

const SIDEBAR_ID = 'admin-sidebar';

export function AdminLayout() {
  // The admin area is rendered by the client alone (server/ssr renders public pages only): the width is known
  // from the first render, so the shell is drawn once, in its final form.
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const { isCollapsed, toggleCollapsed } = useSidebarCollapsed();
  const isRail = !isMobile && isCollapsed;

  return (
    <div className={isRail ? 'admin-shell admin-shell--rail' : 'admin-shell'}>
      <SkipLink />
      {!isMobile && (
        <aside id={SIDEBAR_ID} className="admin-sidebar" aria-label={content.sidebarLabel}>
          <AdminBrand />
          <AdminSidebarContent isRail={isRail} />
          <button
            type="button"
            className="admin-item admin-sidebar__collapse"
            aria-expanded={!isCollapsed}
            aria-controls={SIDEBAR_ID}
            title={isRail ? content.expandSidebar : undefined}
            onClick={toggleCollapsed}
          >
            <AdminIcon name={isCollapsed ? 'expand' : 'collapse'} />
            <span className="admin-item__label">{isCollapsed ? content.expandSidebar : content.collapseSidebar}</span>
          </button>
        </aside>
      )}
      <div className="admin-shell__body">
        <header className="admin-topbar">
          {isMobile && (
            <>
              <AdminMenu />
              <AdminBrand />
            </>
          )}
          <div className="admin-topbar__search">
            <AdminSearch />
          </div>
        </header>
        <PageMain className="admin-main" />
      </div>
    </div>
  );
}
