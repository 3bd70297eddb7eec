import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Retries only what may succeed on a second try: network failures and server errors, not 4xx answers. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}

/**
 * Puts the answers a server-rendered page was made from into the client's cache, so that its first render shows
 * what the HTML shows and nothing is fetched again. They count as read now: the server keeps a rendered page only
 * until a write changes what it shows (server/public-cache), so its answers are as fresh as the page, however long
 * ago they were first read; counting from then would make them stale, refetched on mount.
 */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState, now = Date.now()): void {
  const queries = state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } }));
  hydrate(queryClient, { ...state, queries });
}
