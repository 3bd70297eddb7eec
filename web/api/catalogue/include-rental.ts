import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** `?include_rental=true` for a logged-in viewer, whose rental of each movie is then part of the answer. */
export function includeRentalFor(viewerId: number | null): string {
  return viewerId === null ? '' : '?include_rental=true';
}

/**
 * A logged-in viewer's `placeholderData`: the visitor's answer (the page the server rendered) stands in until theirs,
 * with their rentals, arrives, so the page does not go back to Loading when their session takes over after
 * hydration. A visitor has nothing to wait for.
 */
export function useVisitorAnswerUntilTheirs<T>(viewerId: number | null, visitorKey: QueryKey): () => T | undefined {
  const queryClient = useQueryClient();
  return () => (viewerId === null ? undefined : queryClient.getQueryData<T>(visitorKey));
}
