// Where to send a user after logging in: the page a guard (or a 'Login to Rent' link) sent them from.

export interface ReturnState {
  from: string | { pathname: string; search?: string; hash?: string };
}

const ACCOUNT_PATHS = new Set(['/login', '/register', '/admin-login']);

/** Location state that remembers the current page, for links and redirects to /login. */
export function returnStateFor(location: { pathname: string; search?: string; hash?: string }): ReturnState {
  return { from: { pathname: location.pathname, search: location.search ?? '', hash: location.hash ?? '' } };
}

/**
 * The in-app path stored in location state `from` (a string or a location), or null. Anything that is not a
 * same-site path, or would loop back to an account screen, is ignored.
 */
export function readReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  let path: string | null = null;
  if (typeof from === 'string') {
    path = from;
  } else if (typeof from === 'object' && from !== null && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    path = `${from.pathname}${search}${hash}`;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return ACCOUNT_PATHS.has(pathname) ? null : path;
}
