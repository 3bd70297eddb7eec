import type { GivenGift } from '../../../common/offers.ts';
import { useOwnList } from '../account/own-list.ts';
import { offerKeys } from './keys.ts';

/** GET /api/account/gifts: the gifts the signed-in viewer bought, newest first, read afresh on every visit. */
export function useGivenGifts() {
  return useOwnList<GivenGift>('/account/gifts', 'gifts', offerKeys.givenGifts);
}
