import { createContext } from 'react';
import type { AuthResponse, PublicUser } from '../../common/auth.ts';

export interface AuthContextValue {
  isAuthenticated: boolean;
  user: PublicUser | null;
  /** True while a restored session is being verified with the server. */
  loading: boolean;
  /** Stores and shows the session a login, registration or admin login opened (web/api/auth/*). */
  startSession: (auth: AuthResponse) => void;
  /** Revokes the session on the server (best effort), clears it locally and goes to /. */
  logout: () => Promise<void>;
  /**
   * Forgets the session in this browser only, with no call and no change of page: for a session the server has
   * already ended (a password reset ends every session of the account).
   */
  forgetSession: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
