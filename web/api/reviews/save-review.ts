import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Review, ReviewPayload, ReviewResponse } from '../../../common/reviews.ts';
import { apiRequest } from '../api-client.ts';
import { catalogueKeys } from '../catalogue/keys.ts';
import { reviewKeys } from './keys.ts';

async function saveReview(movieId: string, payload: ReviewPayload): Promise<Review> {
  const body = await apiRequest<ReviewResponse>(`/reviews/movie/${encodeURIComponent(movieId)}`, { method: 'POST', body: payload });
  return body.review;
}

/**
 * After a review is written, changed or removed: the viewer's own review is known at once (so the form does
 * not flash back while lists reload), then the movie's review pages and the catalogue answers that carry its
 * rating_stats are read again.
 */
export function updateAfterReviewChange(queryClient: QueryClient, movieId: string, ownReview: Review | null): Promise<unknown> {
  queryClient.setQueriesData({ queryKey: reviewKeys.ownAny(movieId) }, ownReview);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.movie(movieId) }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.movies }),
  ]);
}

/** Writes the viewer's review of the movie, or replaces it. */
export function useSaveReviewMutation(movieId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ReviewPayload) => saveReview(movieId, payload),
    onSuccess: (review) => updateAfterReviewChange(queryClient, movieId, review),
  });
}
