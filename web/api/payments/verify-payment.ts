import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paymentMessages } from '../../../common/messages.ts';
import type { VerifyPaymentResponse } from '../../../common/payments.ts';
import { apiRequest } from '../api-client.ts';

/** POST /api/payments/verify: the rental a paid checkout session bought. */
export function verifyPayment(sessionId: string, signal?: AbortSignal): Promise<VerifyPaymentResponse> {
  return apiRequest<VerifyPaymentResponse>('/payments/verify', {
    method: 'POST',
    body: { session_id: sessionId },
    signal,
    fallbackMessage: paymentMessages.verificationFailed,
  });
}

/** Verifies once per session id; on success the movie lists are refetched so they show the rental. */
export function usePaymentVerification(sessionId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['payments', 'verification', sessionId],
    queryFn: ({ signal }) => verifyPayment(sessionId ?? '', signal),
    enabled: sessionId !== null,
    staleTime: Infinity,
  });
  const isVerified = query.isSuccess;
  useEffect(() => {
    if (isVerified) void queryClient.invalidateQueries({ queryKey: ['movies'] });
  }, [isVerified, queryClient]);
  return query;
}
