import type { AuthResponse, RegisterPayload } from '../../../common/auth.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { apiRequest } from '../api-client.ts';
import { useSessionMutation } from './use-session-mutation.ts';

/** POST /api/auth/register with exactly the payload of docs/product.md#api {firstName, lastName, email, password}. */
function registerUser(payload: RegisterPayload): Promise<AuthResponse> {
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
