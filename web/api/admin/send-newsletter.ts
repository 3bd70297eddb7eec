import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendEmailPayload, SendEmailResponse } from '../../../common/newsletter-admin.ts';
import { adminMessages } from '../../../common/messages.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { adminKeys } from './keys.ts';

/**
 * A 400 says what to fix (the server's words: 'Please fill in both subject and message', 'Please select at least
 * one subscriber'); any other failure is the screen's own text, not the server's internals.
 */
export function keepValidationText(error: unknown, fallback: string): never {
  if (error instanceof ApiError && error.status !== 400) throw new ApiError(error.status, fallback);
  throw error;
}

/**
 * POST /api/admin/newsletter/send-email {subject, message, isHtml, subscriberIds} or {…, all: true, search}
 * -> {queued, last_send_at}. The e-mails are queued in the outbox, not sent yet.
 */
export async function sendNewsletter(payload: SendEmailPayload): Promise<SendEmailResponse> {
  try {
    return await apiRequest<SendEmailResponse>('/admin/newsletter/send-email', {
      method: 'POST',
      body: payload,
      fallbackMessage: adminMessages.emailSendFailed,
    });
  } catch (error) {
    return keepValidationText(error, adminMessages.emailSendFailed);
  }
}

/** Queues the e-mails: the outbox's queue (on the newsletter screen) and the e-mail log both grow. */
export function useSendNewsletterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewsletter,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.newsletter }),
        queryClient.invalidateQueries({ queryKey: adminKeys.emailLogs }),
      ]),
  });
}
