import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ResetPasswordPayload } from '../../../common/auth.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { apiRequest } from '../api-client.ts';

/**
 * POST /api/auth/reset-password with the link's token, answering the sentence to show. A 400 is a link that
 * cannot work (unknown, used or expired) or a password the server refuses. Sent without the session: the token
 * is the proof.
 */
async function resetPassword({ token, password }: ResetPasswordPayload): Promise<string> {
  const body = await apiRequest<unknown>('/auth/reset-password', {
    method: 'POST',
    body: { token, password },
    withSession: false,
  });
  return messageResponseSchema.safeParse(body).data?.message ?? serverMessages.passwordResetDone;
}

/**
 * Sets the new password of the link's account (`token`). The server has then ended every session of that
 * account, so a session kept in this browser is forgotten too: left in place it would greet a user whose next
 * call fails. It may be another account's, which the answer does not tell; logging that one out as well is the
 * lesser harm on a browser where someone has just reset a password.
 */
export function useResetPasswordMutation(token: string) {
  const { isAuthenticated, forgetSession } = useAuth();
  return useMutation({
    mutationFn: ({ password }: { password: string }) => resetPassword({ token, password }),
    onSuccess: () => {
      if (isAuthenticated) forgetSession();
    },
  });
}
