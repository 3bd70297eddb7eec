import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paymentMessages } from '../../../common/messages/payments.ts';
import type { VerifyPaymentResponse } from '../../../common/payments.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import { useRefreshRentals } from '../rentals/refresh-rentals.ts';
import { paymentKeys } from './keys.ts';

/** POST /api/payments/verify: the rental a paid checkout session bought. */
function requestPaymentVerification(sessionId: string, signal?: AbortSignal): Promise<VerifyPaymentResponse> {
  return apiRequest<VerifyPaymentResponse>('/payments/verify', {
    method: 'POST',
    body: { session_id: sessionId },
    signal,
    fallbackMessage: paymentMessages.verificationFailed,
  });
}

// A card payment can still be settling at Stripe when the buyer lands here: ask again for about a minute.
export const STILL_PROCESSING_RETRY_MS = 3_000;
const STILL_PROCESSING_RETRIES = 20;

const isStillProcessing = (error: Error) => error instanceof ApiError && error.status === 409 && error.message === paymentMessages.stillProcessing;

/**
 * Verifies once per session id (asking again while the payment is still processing); on success the movie
 * answers are refetched so they show the rental.
 */
export function usePaymentVerification(sessionId: string | null) {
  const refreshRentals = useRefreshRentals();
  const query = useQuery({
    queryKey: paymentKeys.verification(sessionId),
    queryFn: ({ signal }) => requestPaymentVerification(sessionId ?? '', signal),
    enabled: sessionId !== null,
    staleTime: Infinity,
    retry: (failureCount, error) => isStillProcessing(error) && failureCount < STILL_PROCESSING_RETRIES,
    retryDelay: STILL_PROCESSING_RETRY_MS,
  });
  const isVerified = query.isSuccess;
  useEffect(() => {
    if (isVerified) refreshRentals();
  }, [isVerified, refreshRentals]);
  return query;
}
