import type { AuthResponse, LoginPayload } from '../../../common/auth.ts';
import { errorMessages } from '../../../common/messages.ts';
import { apiRequest } from '../api-client.ts';
import { useSessionMutation } from './use-session-mutation.ts';

/** POST /api/auth/login. Sent without the stored session so that a wrong password is never taken for an ended session. */
export function loginUser(payload: LoginPayload): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/auth/login', {
    method: 'POST',
    body: payload,
    withSession: false,
    fallbackMessage: errorMessages.loginFailed,
  });
}

export function useLoginMutation() {
  return useSessionMutation(loginUser);
}
