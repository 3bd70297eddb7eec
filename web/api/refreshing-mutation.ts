// A write and the cached answers it changes: once it is done, every answer under `refreshes` is marked stale
// (and those on screen are read again), so no screen goes on showing what the write changed.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface RefreshOptions {
  /**
   * Refresh after a failure too: for writes whose refusal (a 409, a 404) means the row changed elsewhere, so
   * the one on show is stale either way.
   */
  evenOnFailure?: boolean;
}

export function useRefreshingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  refreshes: readonly QueryKey[],
  { evenOnFailure = false }: RefreshOptions = {},
) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({ mutationFn, ...(evenOnFailure ? { onSettled: refresh } : { onSuccess: refresh }) });
}
