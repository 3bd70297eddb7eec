import type { LoginPayload } from '../../../common/auth.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { sendCredentials } from './login.ts';
import { useSessionMutation } from './use-session-mutation.ts';

/** POST /api/auth/admin-login: 403 for a valid account that is not an administrator. */
const loginAdmin = (payload: LoginPayload) => sendCredentials('/auth/admin-login', payload, errorMessages.adminLoginFailed);

export function useAdminLoginMutation() {
  return useSessionMutation(loginAdmin);
}
