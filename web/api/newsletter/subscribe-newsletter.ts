import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicMessages } from '../../../common/messages.ts';
import { apiRequest } from '../api-client.ts';
import { newsletterKeys } from './keys.ts';

export interface SubscribeResponse {
  message: string;
}

/**
 * POST /api/newsletter/subscribe. Sent without the session: subscribing is for anyone, and a stale token
 * must not turn a subscription into a trip to /login. Failures carry the server's `error` text, else the
 * spec's default; no answer at all gives the network text.
 */
export function subscribeToNewsletter(email: string): Promise<SubscribeResponse> {
  return apiRequest<SubscribeResponse>('/newsletter/subscribe', {
    method: 'POST',
    body: { email },
    withSession: false,
    fallbackMessage: publicMessages.newsletterFailed,
  });
}

/** Subscribes an address; the subscriber list and stats change, so they are read again. */
export function useSubscribeNewsletterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}
