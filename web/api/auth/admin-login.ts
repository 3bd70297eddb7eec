import type { AuthResponse, LoginPayload } from '../../../common/auth.ts';
import { errorMessages } from '../../../common/messages.ts';
import { apiRequest } from '../api-client.ts';
import { useSessionMutation } from './use-session-mutation.ts';

/** POST /api/auth/admin-login: 403 for a valid account that is not an administrator. */
export function loginAdmin(payload: LoginPayload): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/admin-login', {
    method: 'POST',
    body: payload,
    withSession: false,
    fallbackMessage: errorMessages.adminLoginFailed,
  });
}

export function useAdminLoginMutation() {
  return useSessionMutation(loginAdmin);
}
