import { useQuery } from '@tanstack/react-query';
import type { PublicGift } from '../../../common/offers.ts';
import { apiRequest, recordIn } from '../api-client.ts';
import { offerKeys } from './keys.ts';

/** GET /api/gifts/{token}, public: the gift's film (or bundle), from whom, its note and state; 404 'Gift not found'. */
async function fetchGift(token: string, signal?: AbortSignal): Promise<PublicGift> {
  const body = await apiRequest<unknown>(`/gifts/${encodeURIComponent(token)}`, { signal });
  return recordIn<PublicGift>(body, (record) => typeof record.state === 'string' && typeof record.movie === 'object');
}

export function useGift(token: string) {
  return useQuery({ queryKey: offerKeys.gift(token), queryFn: ({ signal }) => fetchGift(token, signal) });
}
