import { publicScreenMessages } from '../../content/public-messages.ts';
import type { NewsletterSubscribeResponse } from '../../../common/newsletter.ts';
import { apiRequest } from '../api-client.ts';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { newsletterKeys } from './keys.ts';

/**
 * POST /api/newsletter/subscribe. Sent without the session: subscribing is for anyone, and a stale token
 * must not turn a subscription into a trip to /login. Failures carry the server's `error` text, else the
 * default of docs/product.md#errors; no answer at all gives the network text.
 */
function subscribeToNewsletter(email: string): Promise<NewsletterSubscribeResponse> {
  return apiRequest<NewsletterSubscribeResponse>('/newsletter/subscribe', {
    method: 'POST',
    body: { email },
    withSession: false,
    fallbackMessage: publicScreenMessages.newsletterFailed,
  });
}

/** Subscribes an address; the subscriber list and stats change, so they are read again. */
export function useSubscribeNewsletterMutation() {
  return useRefreshingMutation(subscribeToNewsletter, [newsletterKeys.all]);
}
