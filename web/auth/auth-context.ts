import { createContext } from 'react';
import type { LoginPayload, PublicUser, RegisterPayload } from '../../common/auth.ts';

export interface AuthContextValue {
  isAuthenticated: boolean;
  user: PublicUser | null;
  /** True while a restored session is being verified with the server. */
  loading: boolean;
  login: (payload: LoginPayload) => Promise<PublicUser>;
  register: (payload: RegisterPayload) => Promise<PublicUser>;
  adminLogin: (payload: LoginPayload) => Promise<PublicUser>;
  /** Revokes the session on the server (best effort), clears it locally and goes to /. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
