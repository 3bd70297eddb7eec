// The session kept in localStorage between visits (docs/product.md#data): the bearer token and the user as JSON.
import type { PublicUser } from '../../common/auth.ts';

export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';

export interface StoredSession {
  token: string;
  user: PublicUser;
}

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    // Storage can be disabled (privacy settings); the visitor is then simply logged out.
    return null;
  }
}

/** The stored session, or null unless both the token and a well-formed user are there. */
export function readStoredSession(): StoredSession | null {
  const token = readStoredToken();
  if (!token) return null;
  try {
    const user: unknown = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null');
    return isPublicUser(user) ? { token, user } : null;
  } catch {
    return null;
  }
}

export function storeSession(session: StoredSession): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, session.token);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
  } catch {
    // Without storage the session lives only in memory until the tab closes.
  }
}

export function storeUser(user: PublicUser): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // See storeSession.
  }
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

// Checked by hand rather than with common's zod schema so that zod stays out of the start-up bundle.
function isPublicUser(value: unknown): value is PublicUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.email === 'string' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    (user.role === 'user' || user.role === 'admin') &&
    typeof user.isAdmin === 'boolean'
  );
}
