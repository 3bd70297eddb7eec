import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ChangePasswordPayload } from '../../../common/auth.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { apiRequest } from '../api-client.ts';

/**
 * POST /api/auth/change-password with the session, answering the sentence to show. A wrong current password is a
 * 400 (not a 401: the session is fine), too many attempts a 429; a 401 ends the session as for any call.
 */
async function changePassword({ currentPassword, newPassword }: ChangePasswordPayload): Promise<string> {
  const body = await apiRequest<unknown>('/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword },
  });
  return messageResponseSchema.safeParse(body).data?.message ?? serverMessages.passwordChanged;
}

/** This session stays (the server ends the account's other ones), and nothing cached depends on the password. */
export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
