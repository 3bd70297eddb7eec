import { useQuery } from '@tanstack/react-query';
import type { Review, ReviewResponse } from '../../../common/reviews.ts';
import { apiRequest, isNotFoundError } from '../api-client.ts';
import { reviewKeys } from './keys.ts';

/** The viewer's review of the movie, or null when they have written none (the server's 404). */
async function fetchOwnReview(movieId: string, signal?: AbortSignal): Promise<Review | null> {
  try {
    const body = await apiRequest<ReviewResponse>(`/reviews/movie/${encodeURIComponent(movieId)}/user`, { signal });
    return body.review;
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/** Asked only for a logged-in viewer (`viewerId` null: not asked). */
export function useOwnReview(movieId: string, viewerId: number | null) {
  return useQuery({
    queryKey: reviewKeys.own(movieId, viewerId ?? 0),
    queryFn: ({ signal }) => fetchOwnReview(movieId, signal),
    enabled: viewerId !== null,
  });
}
