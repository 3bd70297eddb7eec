// Public backstage lists of a movie (open to visitors) and of a cover.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { backstagePhotosResponseSchema, backstageVideosResponseSchema } from '../../common/catalogue.ts';
import { publicMessages } from '../../common/messages.ts';
import { requireRowId } from '../http/params.ts';
import { setCatalogueCaching } from '../http/viewer.ts';
import { listBackstagePhotos, listBackstageVideos, type BackstageOwner } from './service.ts';

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
    async (request, reply) => {
      const photos = await listBackstagePhotos(app.deps, movieOwner(request.params.movieId));
      setCatalogueCaching(request, reply);
      return photos;
    },
  );

  app.get(
    '/movies/:movieId/backstage/videos',
    { schema: { tags: ['backstage'], params: movieParams, response: videosSchema } },
    async (request, reply) => {
      const videos = await listBackstageVideos(app.deps, movieOwner(request.params.movieId));
      setCatalogueCaching(request, reply);
      return videos;
    },
  );

  app.get(
    '/movies/covers/:coverId/backstage/photos',
    { schema: { tags: ['backstage'], params: coverParams, response: photosSchema } },
    async (request, reply) => {
      const photos = await listBackstagePhotos(app.deps, coverOwner(request.params.coverId));
      setCatalogueCaching(request, reply);
      return photos;
    },
  );

  app.get(
    '/movies/covers/:coverId/backstage/videos',
    { schema: { tags: ['backstage'], params: coverParams, response: videosSchema } },
    async (request, reply) => {
      const videos = await listBackstageVideos(app.deps, coverOwner(request.params.coverId));
      setCatalogueCaching(request, reply);
      return videos;
    },
  );
};
