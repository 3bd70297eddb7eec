import type { AuthResponse, RegisterPayload } from '../../../common/auth.ts';
import { errorMessages } from '../../../common/messages.ts';
import { apiRequest } from '../api-client.ts';
import { useSessionMutation } from './use-session-mutation.ts';

/** POST /api/auth/register with exactly the spec's payload {firstName, lastName, email, password}. */
export function registerUser(payload: RegisterPayload): Promise<AuthResponse> {
  const { firstName, lastName, email, password } = payload;
  return apiRequest<AuthResponse>('/auth/register', {
    method: 'POST',
    body: { firstName, lastName, email, password },
    withSession: false,
    fallbackMessage: errorMessages.registrationFailed,
  });
}

export function useRegisterMutation() {
  return useSessionMutation(registerUser);
}
