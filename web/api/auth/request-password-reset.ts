import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ForgotPasswordPayload } from '../../../common/auth.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { apiRequest } from '../api-client.ts';

/**
 * POST /api/auth/forgot-password, answering the sentence to show: the same one whether or not the address has an
 * account. Sent without the session: anyone may ask, and a stale token must not turn the request into a trip to
 * /login.
 */
async function requestPasswordReset({ email }: ForgotPasswordPayload): Promise<string> {
  const body = await apiRequest<unknown>('/auth/forgot-password', { method: 'POST', body: { email }, withSession: false });
  return messageResponseSchema.safeParse(body).data?.message ?? serverMessages.passwordResetRequested;
}

/** Nothing cached depends on it: the e-mail is all that happens. */
export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
