import type { PublicUser } from '../../../common/auth.ts';
import { apiRequest } from '../api-client.ts';

export interface VerifyResponse {
  user: PublicUser;
}

/**
 * GET /api/auth/verify for the stored token. Its failure at start-up quietly clears the session (SPEC.md §4)
 * instead of sending a visitor who merely had an old token to /login.
 */
export function verifySession(signal?: AbortSignal): Promise<VerifyResponse> {
  return apiRequest<VerifyResponse>('/auth/verify', { signal, redirectOnUnauthorized: false });
}
