import type { SessionUserResponse } from '../../../common/auth.ts';
import { apiRequest } from '../api-client.ts';

/**
 * GET /api/auth/verify for the stored token. Its failure at start-up quietly clears the session
 * (docs/product.md#states) instead of sending a visitor who merely had an old token to /login.
 */
export function verifySession(signal?: AbortSignal): Promise<SessionUserResponse> {
  return apiRequest<SessionUserResponse>('/auth/verify', { signal, redirectOnUnauthorized: false });
}
