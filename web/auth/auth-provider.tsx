// Session state (docs/product.md#data, docs/product.md#states). Lives inside the router because ending a session
// navigates.
//
// Ending a session both forgets the user and changes page. Both updates go into one transition so that they
// render together: a guarded page never renders logged out (its guard would bounce to /login), and /login
// never renders with the old user (it would bounce to /).
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthResponse, PublicUser } from '../../common/auth.ts';
import { ApiError, setUnauthorizedHandler } from '../api/api-client.ts';
import { useIsHydrating } from '../hooks/use-is-hydrating.ts';
import { logoutSession } from '../api/auth/logout.ts';
import { verifySession } from '../api/auth/verify-session.ts';
import {
  clearStoredSession,
  readStoredSession,
  readStoredToken,
  storeSession,
  storeUser,
} from '../api/session-store.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { returnStateFor } from './return-path.ts';

interface AuthState {
  user: PublicUser | null;
  loading: boolean;
}

/** The server judged the token (a 4xx such as 401): only then is a stored session given up. */
const isVerdict = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

// A stored session counts at once (the header greets the user without waiting) but stays "loading" until
// the server confirms the token, so guards never show admin screens on a revoked one.
function initialAuthState(): AuthState {
  const session = readStoredSession();
  return { user: session?.user ?? null, loading: session !== null };
}

const VISITOR: AuthState = { user: null, loading: false };
export function AuthProvider({ children }: { children: ReactNode }) {
  const [storedState, setState] = useState<AuthState>(initialAuthState);
  // The server renders public pages as a visitor, so the render that hydrates them must be a visitor's too, or
  // the header and the rental buttons would not match; the stored session takes over right after.
  const state = useIsHydrating() ? VISITOR : storedState;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  const endSession = useCallback(() => {
    clearStoredSession();
    setState({ user: null, loading: false });
    // Cached answers may hold this user's rentals or admin data; active queries refetch as a visitor.
    void queryClient.resetQueries();
  }, [queryClient]);

  useEffect(() => {
    if (!storedState.loading) return;
    const token = readStoredToken();
    const controller = new AbortController();
    verifySession(controller.signal).then(
      ({ user }) => {
        if (controller.signal.aborted) return;
        storeUser(user);
        setState({ user, loading: false });
      },
      (error: unknown) => {
        // A login during the check replaced the token: that newer session is not the one that failed.
        if (controller.signal.aborted || readStoredToken() !== token) return;
        // No verdict on the token (no answer, as when the page is left mid-check, or a server error): the
        // stored session stands, and the next call that carries it is judged instead (docs/decisions/0010).
        if (!isVerdict(error)) {
          setState((current) => ({ ...current, loading: false }));
          return;
        }
        clearStoredSession();
        setState({ user: null, loading: false });
      },
    );
    return () => controller.abort();
  }, [storedState.loading]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        // Replace, so that Back does not return to the page whose call just failed.
        const from = locationRef.current;
        startTransition(() => {
          endSession();
          if (from.pathname !== '/login') void navigate('/login', { replace: true, state: returnStateFor(from) });
        });
      }),
    [endSession, navigate],
  );

  // The calls that open a session are mutations (web/api/auth/use-session-mutation.ts); they hand it over here.
  const startSession = useCallback((auth: AuthResponse) => {
    storeSession(auth);
    setState({ user: auth.user, loading: false });
  }, []);

  const logout = useCallback(async () => {
    const token = readStoredToken();
    // Not awaited before clearing: a slow or failing server must not keep anyone logged in (docs/product.md#states).
    const revoke = token
      ? logoutSession(token).catch((error: unknown) => {
          console.warn('Logout request failed; the local session was cleared anyway.', error);
        })
      : Promise.resolve();
    startTransition(() => {
      void navigate('/');
      endSession();
    });
    await revoke;
  }, [endSession, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      isAuthenticated: state.user !== null,
      user: state.user,
      loading: state.loading,
      startSession,
      logout,
      forgetSession: endSession,
    }),
    // By its parts, not the state object: after hydration a visitor's stored state is a new object saying the same,
    // and a new value would re-render every reader of the session at once, in one task, for nothing.
    [state.user, state.loading, startSession, logout, endSession],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
