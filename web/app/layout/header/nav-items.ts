import type { PublicUser } from '../../../../common/auth.ts';
import { isAdmin } from '../../../auth/use-auth.ts';
import { navLabels } from '../../../content/layout.ts';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path (Home would otherwise be active everywhere). */
  end?: boolean;
}

/** The menu of docs/product.md#navigation-and-layout; its labels are in web/content/layout.ts. */
const siteNavItems: readonly NavItem[] = [
  { to: '/', label: navLabels.home, end: true },
  { to: '/about', label: navLabels.about },
  { to: '/movies', label: navLabels.movies },
  { to: '/movie-galleries', label: navLabels.movieGalleries },
  { to: '/trailer', label: navLabels.trailers },
  { to: '/casting', label: navLabels.casting },
];

/** Hidden once logged in: those screens would only redirect. */
export const guestNavItems: readonly NavItem[] = [
  { to: '/login', label: navLabels.login },
  { to: '/register', label: navLabels.register },
  { to: '/admin-login', label: navLabels.adminLogin },
];

/** The viewer's own page: rentals, receipts, their data (end: not also active on /account/password). */
export const accountPageNavItem: NavItem = { to: '/account', label: navLabels.account, end: true };

export const changePasswordNavItem: NavItem = { to: '/account/password', label: navLabels.changePassword };

/** A logged-in user's own screens, next to Logout. */
export const accountNavItems: readonly NavItem[] = [accountPageNavItem, changePasswordNavItem];

const adminNavItem: NavItem = { to: '/admin', label: navLabels.admin };

export function siteNavItemsFor(user: PublicUser | null): readonly NavItem[] {
  return isAdmin(user) ? [...siteNavItems, adminNavItem] : siteNavItems;
}
