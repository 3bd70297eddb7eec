// Renting a movie (docs/product.md#states): open a checkout session, then send the browser to the provider's page.
import { useMutation } from '@tanstack/react-query';
import { publicScreenMessages } from '../../content/public-messages.ts';
import type { CheckoutResponse } from '../../../common/payments.ts';
import { ApiError, apiRequest } from '../api-client.ts';

/** The fixed price identifier the rent call sends; the server prices the rental from its own data. */
const RENTAL_PRICE_ID = 'rental';

/** POST /api/payments/create-checkout-session, resolving to the page the browser must open. */
async function createCheckoutSession(movieId: number): Promise<string> {
  // Read defensively: without a page to go to, the rent failed.
  const body = await apiRequest<Partial<CheckoutResponse> | undefined>('/payments/create-checkout-session', {
    method: 'POST',
    body: { movieId, priceId: RENTAL_PRICE_ID },
    fallbackMessage: publicScreenMessages.rentFailed,
  });
  const url = body?.url || body?.checkout_url;
  if (typeof url !== 'string' || url === '') throw new ApiError(200, publicScreenMessages.rentFailed);
  return url;
}

/**
 * Starts the rental of a movie: the browser leaves for the checkout page, so on success this never hands
 * control back in any useful way. Rejects with an ApiError carrying the text to show when it cannot start.
 */
async function goToCheckout(movieId: number): Promise<void> {
  const url = await createCheckoutSession(movieId);
  window.location.assign(url);
}

/**
 * Renting a movie. It changes no cached answer: the rental exists only once paid, and the payment's
 * verification (request-payment-verification.ts) refreshes the movies then.
 */
export function useGoToCheckoutMutation() {
  return useMutation({ mutationFn: goToCheckout });
}
