import type { AuthResponse, LoginPayload } from '../../../common/auth.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { apiRequest } from '../api-client.ts';
import { useSessionMutation } from './use-session-mutation.ts';

/** POSTs credentials without the stored session, so that a wrong password is never taken for an ended session. */
export function sendCredentials(path: string, payload: LoginPayload, fallbackMessage: string): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(path, { method: 'POST', body: payload, withSession: false, fallbackMessage });
}

/** POST /api/auth/login. */
const loginUser = (payload: LoginPayload) => sendCredentials('/auth/login', payload, errorMessages.loginFailed);

export function useLoginMutation() {
  return useSessionMutation(loginUser);
}
