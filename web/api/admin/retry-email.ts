import type { EmailLog, EmailRetryResponse } from '../../../common/newsletter-admin.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { adminKeys } from './keys.ts';

/**
 * POST /api/admin/email-logs/{id}/retry -> {log}: a failed e-mail back in the outbox (pending, due now).
 * 404 'E-mail not found'; 409 'Only failed e-mails can be sent again'.
 */
async function retryEmail(logId: number): Promise<EmailLog> {
  try {
    const answer = await apiRequest<EmailRetryResponse>(`/admin/email-logs/${logId}/retry`, {
      method: 'POST',
      fallbackMessage: adminScreenMessages.emailRetryFailed,
    });
    return answer.log;
  } catch (error) {
    // The refusals say what happened to the row; any other failure is the screen's own text.
    if (error instanceof ApiError && error.status !== 404 && error.status !== 409) {
      throw new ApiError(error.status, adminScreenMessages.emailRetryFailed);
    }
    throw error;
  }
}

/**
 * Queues a failed e-mail again: the log and the outbox's queue (newsletter screen) change. Read again after a
 * refusal too: a 409 or 404 means the row changed elsewhere and the one on show is stale.
 */
export function useRetryEmailMutation() {
  return useRefreshingMutation(retryEmail, [adminKeys.emailLogs, adminKeys.newsletter], { evenOnFailure: true });
}
