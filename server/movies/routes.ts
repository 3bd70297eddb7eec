import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { movieResponseSchema, moviesResponseSchema } from '../../common/catalogue.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { requireRowId } from '../http/params.ts';
import { rentalViewerOf, setCatalogueCaching, viewerOf } from '../http/viewer.ts';
import { sendCatalogueAnswer } from '../public-cache/json.ts';
import { cachedMovie, cachedMovieList } from './public-answers.ts';
import { activeMoviesFor, visibleMovieFor } from './service.ts';

const includeRentalQuery = z.object({
  include_rental: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const movieRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/movies',
    {
      schema: {
        tags: ['movies'],
        summary: 'Active movies, newest first',
        querystring: includeRentalQuery,
        response: { 200: moviesResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const rentalViewer = rentalViewerOf(request, request.query.include_rental);
      const viewer = viewerOf(request);
      const answer = await cachedMovieList(app);
      if (!viewer) return sendCatalogueAnswer(request, reply, answer);
      // A reader's rental state and video link: added to the shared movies, never kept in or taken from the cache.
      setCatalogueCaching(request, reply);
      return { movies: await activeMoviesFor(app.deps, answer.data ?? [], { viewer, rentalViewer }) };
    },
  );

  app.get(
    '/movies/:movieId',
    {
      schema: {
        tags: ['movies'],
        summary: 'One movie',
        params: z.object({ movieId: z.string() }),
        querystring: includeRentalQuery,
        response: { 200: movieResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const rentalViewer = rentalViewerOf(request, request.query.include_rental);
      const movieId = requireRowId(request.params.movieId, publicMessages.movieNotFound);
      const viewer = viewerOf(request);
      const answer = await cachedMovie(app, movieId);
      if (!viewer) return sendCatalogueAnswer(request, reply, answer);
      const movie = await visibleMovieFor(app.deps, answer.data ?? null, { viewer, rentalViewer });
      setCatalogueCaching(request, reply);
      return { movie };
    },
  );
};
