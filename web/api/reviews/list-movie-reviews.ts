import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE } from '../../../common/constants.ts';
import type { ReviewsPage } from '../../../common/reviews.ts';
import { apiRequest, isNotFoundError } from '../api-client.ts';
import { reviewKeys } from './keys.ts';

/** docs/product.md#api: a 404 (no such movie) reads as a movie without reviews. */
const NO_REVIEWS: Omit<ReviewsPage, 'pagination'> = {
  reviews: [],
  stats: { total_reviews: 0, average_rating: 0, rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
};

async function fetchMovieReviews(movieId: string, page: number, signal?: AbortSignal): Promise<ReviewsPage> {
  const path = `/reviews/movie/${encodeURIComponent(movieId)}?page=${page}&limit=${REVIEWS_PAGE_SIZE}`;
  try {
    return await apiRequest<ReviewsPage>(path, { signal });
  } catch (error) {
    if (isNotFoundError(error)) return { ...NO_REVIEWS, pagination: { total_pages: 0, current_page: page } };
    throw error;
  }
}

/** One page of a movie's reviews with its stats; the previous page stays on screen while the next loads. */
export function useMovieReviews(movieId: string, page: number) {
  return useQuery({
    queryKey: reviewKeys.page(movieId, page),
    queryFn: ({ signal }) => fetchMovieReviews(movieId, page, signal),
    placeholderData: keepPreviousData,
  });
}
