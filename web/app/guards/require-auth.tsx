import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isAdmin, useAuth } from '../../auth/use-auth.ts';
import { returnStateFor } from '../../auth/return-path.ts';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { screenTexts } from '../../content/screen-texts.ts';

export interface RequireAuthProps {
  /** 'admin' for the admin area; omitted, any logged-in user passes. */
  role?: 'admin';
  children: ReactNode;
}

/**
 * The auth guard of docs/product.md#states: 'Loading...' while the session is being checked, /login (remembering the
 * page in state `from`) without one, and / for a non-admin on admin routes. It hides; the server still refuses.
 */
export function RequireAuth({ role, children }: RequireAuthProps) {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (loading) return <PageStatus>{screenTexts.common.loading}</PageStatus>;
  if (!user) return <Navigate to="/login" replace state={returnStateFor(location)} />;
  if (role === 'admin' && !isAdmin(user)) return <Navigate to="/" replace />;
  return children;
}
