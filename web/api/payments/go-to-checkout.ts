// Renting (docs/product.md#states) and the offers' checkouts (docs/product.md#offers): open a checkout session, then
// send the browser to the page it names: the provider's, or the success page when nothing is left to pay.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicScreenMessages } from '../../content/public-messages.ts';
import type { giftRequestSchema } from '../../../common/offers.ts';
import type { CheckoutResponse } from '../../../common/payments.ts';
import { reportInsightEvent } from '../../insights/report.ts';
import { visitSource } from '../../insights/visit-source.ts';
import { ApiError, apiRequest } from '../api-client.ts';

/** The fixed price identifier the rent call sends; the server prices the rental from its own data. */
const RENTAL_PRICE_ID = 'rental';

/**
 * What a checkout buys: a film or a bundle, with a code the viewer applied, for someone else when `gift` names them
 * (its delivery time an instant with its offset, as common/offers.ts giftRequestSchema reads it).
 */
export type CheckoutOrder = ({ movieId: number } | { bundleId: number }) & {
  code?: string;
  gift?: z.input<typeof giftRequestSchema>;
};

/** POST /api/payments/create-checkout-session, resolving to the page the browser must open. */
async function createCheckoutSession(order: CheckoutOrder): Promise<string> {
  // Filmmaker insight (docs/product.md#filmmaker-insight): a film's checkout started (a bundle's names no film), and
  // the visit's source kept on the payment.
  if ('movieId' in order) reportInsightEvent('checkout_start', order.movieId);
  // Read defensively: without a page to go to, the rent failed.
  const body = await apiRequest<Partial<CheckoutResponse> | undefined>('/payments/create-checkout-session', {
    method: 'POST',
    body: { ...order, priceId: RENTAL_PRICE_ID, source: visitSource() ?? undefined },
    fallbackMessage: publicScreenMessages.rentFailed,
  });
  const url = body?.url || body?.checkout_url;
  if (typeof url !== 'string' || url === '') throw new ApiError(200, publicScreenMessages.rentFailed);
  return url;
}

/**
 * Starts the checkout: the browser leaves for the page it names, so on success this never hands control back in any
 * useful way. Rejects with an ApiError carrying the text to show when it cannot start.
 */
async function goToCheckout(order: CheckoutOrder): Promise<void> {
  const url = await createCheckoutSession(order);
  window.location.assign(url);
}

/**
 * Renting a film or a bundle, or giving one. It changes no cached answer: the rental exists only once paid, and the
 * payment's verification (request-payment-verification.ts) refreshes the movies then.
 */
export function useGoToCheckoutMutation() {
  return useMutation({ mutationFn: goToCheckout });
}
