import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountPayload } from '../../../common/account.ts';
import { accountMessages } from '../../../common/messages/account.ts';
import { messageResponseSchema } from '../../../common/auth.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { ApiError, apiRequest, endStoredSession } from '../api-client.ts';

/** The server's 401 for a wrong password (not an ended session): the form says so and the viewer stays logged in. */
export function isWrongPassword(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && error.message === serverMessages.currentPasswordWrong;
}

/**
 * DELETE /api/account with the password that confirms it, answering the sentence to show. Any other 401 (the
 * session ended meanwhile) ends the session here too, as for every call.
 */
async function deleteAccount({ password }: DeleteAccountPayload): Promise<string> {
  try {
    const body = await apiRequest<unknown>('/account', { method: 'DELETE', body: { password }, redirectOnUnauthorized: false });
    return messageResponseSchema.safeParse(body).data?.message ?? accountMessages.accountDeleted;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !isWrongPassword(error)) endStoredSession();
    throw error;
  }
}

/**
 * Invalidates nothing: the session is over, and ending it (the page's forgetSession) resets the whole cache, as
 * every cached answer may be this viewer's (docs/decisions/0010).
 */
export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
