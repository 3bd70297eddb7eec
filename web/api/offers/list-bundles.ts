import { useQuery } from '@tanstack/react-query';
import type { Bundle } from '../../../common/offers.ts';
import { apiRequest, listIn } from '../api-client.ts';
import { offerKeys } from './keys.ts';

/**
 * GET /api/bundles: the active bundles, as /movies lists them after its films. An extra to the page, never its
 * content: a failed read shows no bundles rather than an error, and leaves the films (and the server's render of the
 * page, which gives up on any failed answer) as they are.
 */
async function fetchBundles(signal?: AbortSignal): Promise<Bundle[]> {
  try {
    return listIn<Bundle>(await apiRequest<unknown>('/bundles', { signal }), 'bundles');
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/** The same list for everyone: /movies shows a bundle's title, films and price, none of a viewer's own figures. */
export function useBundles() {
  return useQuery({ queryKey: offerKeys.bundleList(), queryFn: ({ signal }) => fetchBundles(signal) });
}
