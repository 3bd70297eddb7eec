import type { SendEmailPayload, SendEmailResponse } from '../../../common/newsletter-admin.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { adminKeys } from './keys.ts';

/**
 * A 400 says what to fix (the server's words: 'Please fill in both subject and message', 'Please select at least
 * one subscriber'); any other failure is the screen's own text, not the server's internals.
 */
function keepValidationText(error: unknown, fallback: string): never {
  if (error instanceof ApiError && error.status !== 400) throw new ApiError(error.status, fallback);
  throw error;
}

/** POST `body` to `path`; a refusal keeps the server's words (keepValidationText), any other failure is `fallback`. */
export async function postEmail<T>(path: string, body: unknown, fallback: string): Promise<T> {
  try {
    return await apiRequest<T>(path, { method: 'POST', body, fallbackMessage: fallback });
  } catch (error) {
    return keepValidationText(error, fallback);
  }
}

/**
 * POST /api/admin/newsletter/send-email {subject, message, isHtml, subscriberIds} or {…, all: true, search}
 * -> {queued, last_send_at}. The e-mails are queued in the outbox, not sent yet.
 */
const sendNewsletter = (payload: SendEmailPayload) =>
  postEmail<SendEmailResponse>('/admin/newsletter/send-email', payload, adminScreenMessages.emailSendFailed);

/** Queues the e-mails: the outbox's queue (on the newsletter screen) and the e-mail log both grow. */
export function useSendNewsletterMutation() {
  return useRefreshingMutation(sendNewsletter, [adminKeys.newsletter, adminKeys.emailLogs]);
}
