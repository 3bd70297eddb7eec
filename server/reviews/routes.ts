import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEWS_PAGE_SIZE } from '../../common/constants.ts';
import { errorResponseSchema } from '../../common/http.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { pagingQuerySchema } from '../../common/paging.ts';
import { reviewPayloadSchema, reviewResponseSchema, reviewsPageSchema } from '../../common/reviews.ts';
import { requireRowId } from '../http/params.ts';
import { setCatalogueCaching, viewerOf, viewerOfUser } from '../http/viewer.ts';
import { currentUser, requireUser } from '../auth/guards.ts';
import { sendCatalogueAnswer } from '../public-cache/json.ts';
import { cachedFirstReviewsPage, isFirstReviewsPage } from './public-answers.ts';
import { deleteReview, findOwnReview, listMovieReviews, saveReview } from './service.ts';

// docs/product.md#limits sets pages of 10; a client may ask for more, up to 50.
const REVIEWS_MAX_PAGE_SIZE = 50;
const reviewsQuery = pagingQuerySchema({ defaultLimit: REVIEWS_PAGE_SIZE, maxLimit: REVIEWS_MAX_PAGE_SIZE });
const movieParams = z.object({ movieId: z.string() });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

const movieIdOf = (raw: string) => requireRowId(raw, publicMessages.movieNotFound);

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews/movie/:movieId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'A page of a movie’s reviews, newest first, with its rating totals',
        params: movieParams,
        querystring: reviewsQuery,
        response: { 200: reviewsPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const movieId = movieIdOf(request.params.movieId);
      if (isFirstReviewsPage(request.query)) {
        const answer = await cachedFirstReviewsPage(app, movieId);
        // What visitors may not see (an inactive movie's reviews) may still be open to this reader: asked live.
        if (answer.status === 200 || !viewerOf(request)) return sendCatalogueAnswer(request, reply, answer);
      }
      const page = await listMovieReviews(app.deps, movieId, request.query, viewerOf(request));
      setCatalogueCaching(request, reply);
      return page;
    },
  );

  app.get(
    '/reviews/movie/:movieId/user',
    {
      onRequest: requireUser,
      schema: { tags: ['reviews'], summary: 'The logged-in viewer’s review of a movie', params: movieParams, response: { 200: reviewResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { review: await findOwnReview(app.deps, movieIdOf(request.params.movieId), currentUser(request).id) };
    },
  );

  app.post(
    '/reviews/movie/:movieId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Write the viewer’s review of a movie they are renting (201), or replace it (200)',
        params: movieParams,
        body: reviewPayloadSchema,
        response: { 200: reviewResponseSchema, 201: reviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { review, created } = await saveReview(app.deps, movieIdOf(request.params.movieId), viewerOfUser(currentUser(request)), request.body);
      return reply.status(created ? 201 : 200).send({ review });
    },
  );

  app.delete(
    '/reviews/:reviewId',
    {
      onRequest: requireUser,
      schema: { tags: ['reviews'], summary: 'Delete a review (its author, or an admin)', params: z.object({ reviewId: z.string() }), response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const reviewId = requireRowId(request.params.reviewId, serverMessages.reviewNotFound);
      await deleteReview(app.deps, reviewId, viewerOfUser(currentUser(request)));
      return reply.status(204).send(null);
    },
  );
};
