// Renting a movie (SPEC.md §4 Checkout): open a checkout session, then send the browser to the provider's page.
import { useMutation } from '@tanstack/react-query';
import { paymentMessages } from '../../../common/messages.ts';
import { ApiError, apiRequest } from '../api-client.ts';

/** The fixed price identifier the rent call sends; the server prices the rental from its own data. */
export const RENTAL_PRICE_ID = 'rental';

export interface CheckoutSessionResponse {
  url?: string;
  checkout_url?: string;
  session_id?: string;
}

/** POST /api/payments/create-checkout-session, resolving to the page the browser must open. */
export async function createCheckoutSession(movieId: number): Promise<string> {
  const body = await apiRequest<CheckoutSessionResponse | undefined>('/payments/create-checkout-session', {
    method: 'POST',
    body: { movieId, priceId: RENTAL_PRICE_ID },
    fallbackMessage: paymentMessages.rentFailed,
  });
  const url = body?.url || body?.checkout_url;
  if (typeof url !== 'string' || url === '') throw new ApiError(200, paymentMessages.rentFailed);
  return url;
}

/**
 * Starts the rental of a movie: the browser leaves for the checkout page, so on success this never hands
 * control back in any useful way. Rejects with an ApiError carrying the text to show when it cannot start.
 */
export async function startCheckout(movieId: number): Promise<void> {
  const url = await createCheckoutSession(movieId);
  window.location.assign(url);
}

/**
 * Renting a movie. It changes no cached answer: the rental exists only once paid, and the payment's
 * verification (verify-payment.ts) refreshes the movies then.
 */
export function useStartCheckoutMutation() {
  return useMutation({ mutationFn: startCheckout });
}
