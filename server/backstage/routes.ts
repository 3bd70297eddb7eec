// Public backstage lists of a movie (open to visitors) and of a cover.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { backstagePhotosResponseSchema, backstageVideosResponseSchema } from '../../common/catalogue.ts';
import { publicMessages } from '../../common/messages.ts';
import { requireRowId } from '../http/params.ts';
import { sendCatalogueAnswer } from '../public-cache/json.ts';
import { cachedBackstage } from './public-answers.ts';
import type { BackstageOwner } from './service.ts';

const movieOwner = (rawId: string): BackstageOwner => ({ movieId: requireRowId(rawId, publicMessages.movieNotFound) });
const coverOwner = (rawId: string): BackstageOwner => ({ coverId: requireRowId(rawId, publicMessages.coverNotFound) });

const photosSchema = { 200: backstagePhotosResponseSchema, 404: errorResponseSchema };
const videosSchema = { 200: backstageVideosResponseSchema, 404: errorResponseSchema };

export const backstageRoutes: FastifyPluginAsyncZod = async (app) => {
  const movieParams = z.object({ movieId: z.string() });
  const coverParams = z.object({ coverId: z.string() });

  app.get(
    '/movies/:movieId/backstage/photos',
    { schema: { tags: ['backstage'], params: movieParams, response: photosSchema } },
    async (request, reply) => sendCatalogueAnswer(request, reply, await cachedBackstage(app, movieOwner(request.params.movieId), 'photos')),
  );

  app.get(
    '/movies/:movieId/backstage/videos',
    { schema: { tags: ['backstage'], params: movieParams, response: videosSchema } },
    async (request, reply) => sendCatalogueAnswer(request, reply, await cachedBackstage(app, movieOwner(request.params.movieId), 'videos')),
  );

  app.get(
    '/movies/covers/:coverId/backstage/photos',
    { schema: { tags: ['backstage'], params: coverParams, response: photosSchema } },
    async (request, reply) => sendCatalogueAnswer(request, reply, await cachedBackstage(app, coverOwner(request.params.coverId), 'photos')),
  );

  app.get(
    '/movies/covers/:coverId/backstage/videos',
    { schema: { tags: ['backstage'], params: coverParams, response: videosSchema } },
    async (request, reply) => sendCatalogueAnswer(request, reply, await cachedBackstage(app, coverOwner(request.params.coverId), 'videos')),
  );
};
