import type { PublicUser } from '../../../../common/auth.ts';
import { isAdmin } from '../../../auth/use-auth.ts';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path (Home would otherwise be active everywhere). */
  end?: boolean;
}

/** The menu of SPEC.md §2, with the labels the site shows. */
export const siteNavItems: readonly NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About' },
  { to: '/movies', label: 'Movies' },
  { to: '/movie-galleries', label: 'Movie Galleries' },
  { to: '/trailer', label: 'Trailers' },
  { to: '/casting', label: 'Casting' },
];

/** Hidden once logged in: those screens would only redirect. */
export const guestNavItems: readonly NavItem[] = [
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
  { to: '/admin-login', label: 'Admin Login' },
];

/** The viewer's own page: rentals, receipts, their data (end: not also active on /account/password). */
export const accountPageNavItem: NavItem = { to: '/account', label: 'My account', end: true };

export const changePasswordNavItem: NavItem = { to: '/account/password', label: 'Change password' };

/** A logged-in user's own screens, next to Logout. */
export const accountNavItems: readonly NavItem[] = [accountPageNavItem, changePasswordNavItem];

const adminNavItem: NavItem = { to: '/admin', label: 'Admin' };

export function siteNavItemsFor(user: PublicUser | null): readonly NavItem[] {
  return isAdmin(user) ? [...siteNavItems, adminNavItem] : siteNavItems;
}
