// The phone's one menu control (docs/product.md#admin, at MOBILE_MEDIA_QUERY): a button in the top bar that opens
// the sidebar as a drawer over the screen. It closes on navigation, on Escape (focus back on the button), on a
// press outside it and when focus leaves it (useDisclosure, as the public header's menus). The drawer follows
// the button, so Tab goes from one into the other.
import { adminShellContent as content } from '../../../content/admin-shell.ts';
import { useDisclosure } from '../header/use-disclosure.ts';
import { AdminSidebarContent } from './admin-sidebar.tsx';

export function AdminMenu() {
  const { isOpen, close, containerRef, panelId, toggleProps } = useDisclosure();

  return (
    <>
      <div className="admin-menu" ref={containerRef}>
        <button {...toggleProps} className="touch-box admin-menu__toggle" aria-label={content.menuButton}>
          <span className="menu-bars" aria-hidden="true" />
        </button>
        <div id={panelId} className="admin-drawer" hidden={!isOpen}>
          <AdminSidebarContent isRail={false} onNavigate={close} />
        </div>
      </div>
      {/* Dims the screen, and takes the press that closes the drawer so it activates nothing beneath. */}
      {isOpen && <div className="admin-drawer-backdrop" aria-hidden="true" />}
    </>
  );
}
