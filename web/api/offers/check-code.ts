import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckCodeResponse } from '../../../common/offers.ts';
import { apiRequest } from '../api-client.ts';

/** What a code is checked against: a film or a bundle. */
export type OfferTarget = { movieId: number } | { bundleId: number };

/** A code the server accepted for a target: what the viewer pays with it, and what it takes off (dollars). */
export interface AppliedCode extends CheckCodeResponse {
  code: string;
}

interface CodeCheck {
  /** As codeInputSchema gives it: trimmed and upper-cased. */
  code: string;
  target: OfferTarget;
  /** Priced as a gift: a bundle given costs its whole price, whatever the giver rents (docs/product.md#offers). */
  gift?: boolean;
}

/** POST /api/codes/check: 400 with the server's reason ('This code has expired') when the code does not apply. */
async function checkCode({ code, target, gift }: CodeCheck): Promise<AppliedCode> {
  const answer = await apiRequest<CheckCodeResponse>('/codes/check', { method: 'POST', body: { code, ...target, gift } });
  return { ...answer, code };
}

/** Applying a code: what the viewer would pay for the film or bundle with it. */
export function useCheckCodeMutation() {
  return useMutation({ mutationFn: checkCode });
}

/**
 * What a gift costs with the code applied, where it differs from the viewer's own price (a bundle whose films they
 * partly rent): read once per code, only while `code` is given.
 */
export function useGiftPriceWithCode(code: string | null, target: OfferTarget) {
  return useQuery({
    queryKey: ['codes', 'gift', code, target],
    queryFn: () => checkCode({ code: code ?? '', target, gift: true }),
    enabled: code !== null,
    staleTime: Infinity,
  });
}
