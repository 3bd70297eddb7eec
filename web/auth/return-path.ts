// Where to send a user after logging in: the page a guard (or a visitor's Rent, through `next`) sent them from.

export interface ReturnState {
  from: string | { pathname: string; search?: string; hash?: string };
}

const ACCOUNT_PATHS = new Set(['/login', '/register', '/admin-login']);

// A stand-in origin to resolve a path against, the way the browser will resolve it when navigating there.
const THIS_SITE = 'https://this-site.invalid';

/**
 * A path of this site: exactly one leading '/'. '//evil.example' is another host to a browser, and so is
 * '/\evil.example' (a '\' counts as '/') or '/<tab>/evil.example' (URL parsing drops tabs and line breaks).
 * Resolving it catches any such spelling that leaves the site.
 */
function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  try {
    return new URL(path, THIS_SITE).origin === THIS_SITE;
  } catch {
    return false;
  }
}

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
  if (!path || !isSameSitePath(path)) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return ACCOUNT_PATHS.has(pathname) ? null : path;
}
