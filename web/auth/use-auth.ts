import { useContext } from 'react';
import type { PublicUser } from '../../common/auth.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth() must be used inside <AuthProvider>');
  return auth;
}

/** Role 'admin' is what docs/product.md#roles-and-permissions keys admin screens and the Admin link on. */
export function isAdmin(user: PublicUser | null): boolean {
  return user?.role === 'admin';
}

/** The logged-in viewer's id, or null for a visitor: part of the key of every answer that differs per viewer. */
export function useViewerId(): number | null {
  const { user, isAuthenticated } = useAuth();
  return isAuthenticated && user ? user.id : null;
}
