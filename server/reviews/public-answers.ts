// The first page of a movie's reviews with its stats, as visitors get it, kept in the public answer cache
// (server/public-cache). Reviews are the same for every reader; only an inactive movie's are hidden from visitors.
import type { FastifyInstance } from 'fastify';
import { REVIEWS_PAGE_SIZE } from '../../common/constants.ts';
import type { PageRequest } from '../../common/paging.ts';
import { reviewsPageSchema } from '../../common/reviews.ts';
import { assertVisibleMovie } from '../movies/service.ts';
import { cacheTags } from '../public-cache/invalidation.ts';
import { buildJsonAnswer } from '../public-cache/json.ts';
import type { CachedAnswer } from '../public-cache/store.ts';
import { readMovieReviews } from './service.ts';

/** Only the page every movie page opens with is kept: the others are read by few. */
export const isFirstReviewsPage = (paging: PageRequest): boolean => paging.page === 1 && paging.limit === REVIEWS_PAGE_SIZE;

export function cachedFirstReviewsPage(app: FastifyInstance, movieId: number): Promise<CachedAnswer> {
  return app.publicCache.answer(`api:reviews:${movieId}`, [cacheTags.reviews(movieId), cacheTags.movie(movieId)], () =>
    buildJsonAnswer(reviewsPageSchema, async () => {
      await assertVisibleMovie(app.deps, movieId, null);
      return { body: await readMovieReviews(app.deps, movieId, { page: 1, limit: REVIEWS_PAGE_SIZE }) };
    }),
  );
}
