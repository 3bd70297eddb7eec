// The admin screens' addresses under /admin (docs/product.md#screens-and-routes), '' being the dashboard. The public
// route table knows only these words, so that an address naming no screen leads home before any admin code loads;
// the screens themselves are in the admin's own route table (admin-routes.tsx), loaded with the admin shell.
const ADMIN_SCREEN_PATHS = [
  '',
  'movies',
  'backstage',
  'movie-galleries',
  'users',
  'rentals',
  'payments',
  'codes',
  'bundles',
  'newsletter',
  'email-logs',
  'audit',
  'insights',
] as const;
export type AdminScreenPath = (typeof ADMIN_SCREEN_PATHS)[number];

/** The screens of one item, by the item's row id: a film's insight (docs/product.md#filmmaker-insight). */
const ADMIN_ITEM_SCREENS = [/^movies\/[1-9]\d{0,8}\/insights$/] as const;

/** Whether the address is an admin screen's ('/admin', '/admin/codes/'), matched as the router does, without case. */
export function isAdminScreenPath(pathname: string): boolean {
  const screen = pathname.toLowerCase().replace(/^\/admin(\/|$)/, '').replace(/\/$/, '');
  return (ADMIN_SCREEN_PATHS as readonly string[]).includes(screen) || ADMIN_ITEM_SCREENS.some((pattern) => pattern.test(screen));
}
