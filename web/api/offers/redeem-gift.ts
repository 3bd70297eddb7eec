import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { redeemGiftResponseSchema } from '../../../common/offers.ts';
import { apiRequest } from '../api-client.ts';
import { useRefreshRentals } from '../rentals/refresh-rentals.ts';
import { offerKeys } from './keys.ts';

type RedeemGiftResponse = z.infer<typeof redeemGiftResponseSchema>;

/** POST /api/gifts/{token}/redeem (signed in): the films now rented, or 409 with why not (redeemed, cancelled). */
function redeemGift(token: string): Promise<RedeemGiftResponse> {
  return apiRequest<RedeemGiftResponse>(`/gifts/${encodeURIComponent(token)}/redeem`, { method: 'POST' });
}

/**
 * Redeems the gift. The rentals it grants travel in the movie answers and the bundles', which are read again; the
 * gift's own answer too (it is redeemed now). A refusal changes nothing on screen but the reason under the button.
 */
export function useRedeemGiftMutation(token: string) {
  const queryClient = useQueryClient();
  const refreshRentals = useRefreshRentals();
  return useMutation({
    mutationFn: () => redeemGift(token),
    onSuccess: () => {
      refreshRentals();
      void queryClient.invalidateQueries({ queryKey: offerKeys.bundles });
      void queryClient.invalidateQueries({ queryKey: offerKeys.gift(token) });
    },
  });
}
