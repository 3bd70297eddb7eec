// What the admin sidebar holds under its brand (docs/product.md#admin): the links of the admin screens with the
// one on show marked, then the signed-in admin's e-mail, View site and Logout. The same content stands beside the
// page on wide screens and opens as the phone's drawer (admin-menu.tsx). In the collapsed rail only the icons
// show: each label stays the control's accessible name, and its tooltip.
import { Link, NavLink } from 'react-router';
import logoMarkUrl from '../../../assets/media/logo-mark.svg';
import { useAuth } from '../../../auth/use-auth.ts';
import { adminNavItems, adminShellContent as content } from '../../../content/admin-shell.ts';
import { AdminIcon } from './admin-icons.tsx';

export interface AdminSidebarContentProps {
  /** Folded into the icon rail: labels hidden from sight, offered as tooltips. */
  isRail: boolean;
  /** Called when a link is followed (the phone's drawer closes). */
  onNavigate?: () => void;
}

export function AdminSidebarContent({ isRail, onNavigate }: AdminSidebarContentProps) {
  const tooltip = (label: string) => (isRail ? label : undefined);
  return (
    <>
      <nav className="admin-nav" aria-label={content.navLabel}>
        <ul className="admin-nav__list">
          {adminNavItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end ?? false} className="admin-item" title={tooltip(item.label)} onClick={onNavigate}>
                <AdminIcon name={item.icon} />
                <span className="admin-item__label">{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-account">
        <SignedInAdmin />
        <Link to="/" className="admin-item" title={tooltip(content.viewSite) ?? content.viewSiteHint} onClick={onNavigate}>
          <AdminIcon name="viewSite" />
          <span className="admin-item__label">{content.viewSite}</span>
        </Link>
        <LogoutButton title={tooltip(content.logout)} />
      </div>
    </>
  );
}

/** The studio's flame and the word 'Admin', atop the sidebar (in the phone's top bar): the rail keeps the flame. */
export function AdminBrand() {
  return (
    <p className="admin-brand">
      <img className="admin-brand__mark" src={logoMarkUrl} alt="" width={28} height={28} />
      <span className="admin-brand__name">{content.brand}</span>
    </p>
  );
}

/** The admin's e-mail, the one place it is shown: cut with an ellipsis, in full in its tooltip. */
function SignedInAdmin() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <p className="admin-account__user" title={user.email}>
      <span className="admin-account__initial" aria-hidden="true">
        {user.email.charAt(0).toUpperCase()}
      </span>
      <span className="visually-hidden">{content.signedInAs}</span>
      <span className="admin-ellipsis admin-account__email">{user.email}</span>
    </p>
  );
}

function LogoutButton({ title }: { title: string | undefined }) {
  const { logout } = useAuth();
  return (
    <button type="button" className="admin-item" title={title} onClick={() => void logout()}>
      <AdminIcon name="logout" />
      <span className="admin-item__label">{content.logout}</span>
    </button>
  );
}
