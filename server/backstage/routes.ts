// Public backstage lists of a movie (open to visitors) and of a cover.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { backstagePhotosResponseSchema, backstageVideosResponseSchema } from '../../common/catalogue.ts';
import { publicMessages } from '../../common/messages.ts';
import type { Db } from '../db/client.ts';
import { findCover } from '../covers/service.ts';
import { parseRowId } from '../http/params.ts';
import { setCatalogueCaching } from '../http/viewer.ts';
import { isPublicMovie } from '../movies/service.ts';
import { HttpError } from '../plugins/errors.ts';
import { listBackstagePhotos, listBackstageVideos, type BackstageOwner } from './service.ts';

async function movieOwner(db: Db, rawId: string): Promise<BackstageOwner> {
  const movieId = parseRowId(rawId);
  if (!movieId || !(await isPublicMovie(db, movieId))) throw new HttpError(404, publicMessages.movieNotFound);
  return { movieId };
}

async function coverOwner(db: Db, rawId: string): Promise<BackstageOwner> {
  const coverId = parseRowId(rawId);
  if (!coverId || !(await findCover(db, coverId))) throw new HttpError(404, publicMessages.coverNotFound);
  return { coverId };
}

const photosSchema = { 200: backstagePhotosResponseSchema, 404: errorResponseSchema };
const videosSchema = { 200: backstageVideosResponseSchema, 404: errorResponseSchema };

export const backstageRoutes: FastifyPluginAsyncZod = async (app) => {
  const movieParams = z.object({ movieId: z.string() });
  const coverParams = z.object({ coverId: z.string() });

  app.get(
    '/movies/:movieId/backstage/photos',
    { schema: { tags: ['backstage'], params: movieParams, response: photosSchema } },
    async (request, reply) => {
      const owner = await movieOwner(app.db, request.params.movieId);
      setCatalogueCaching(request, reply);
      return listBackstagePhotos(app.db, owner);
    },
  );

  app.get(
    '/movies/:movieId/backstage/videos',
    { schema: { tags: ['backstage'], params: movieParams, response: videosSchema } },
    async (request, reply) => {
      const owner = await movieOwner(app.db, request.params.movieId);
      setCatalogueCaching(request, reply);
      return listBackstageVideos(app.db, owner);
    },
  );

  app.get(
    '/movies/covers/:coverId/backstage/photos',
    { schema: { tags: ['backstage'], params: coverParams, response: photosSchema } },
    async (request, reply) => {
      const owner = await coverOwner(app.db, request.params.coverId);
      setCatalogueCaching(request, reply);
      return listBackstagePhotos(app.db, owner);
    },
  );

  app.get(
    '/movies/covers/:coverId/backstage/videos',
    { schema: { tags: ['backstage'], params: coverParams, response: videosSchema } },
    async (request, reply) => {
      const owner = await coverOwner(app.db, request.params.coverId);
      setCatalogueCaching(request, reply);
      return listBackstageVideos(app.db, owner);
    },
  );
};
