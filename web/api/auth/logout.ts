import { apiRequest } from '../api-client.ts';

/**
 * POST /api/auth/logout, revoking the given token on the server. A 401 here (session already gone) must not
 * send the user to /login: logging out goes home.
 */
export function logoutSession(token: string): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST', token, redirectOnUnauthorized: false });
}
