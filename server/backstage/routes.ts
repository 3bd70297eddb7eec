// Public backstage lists of a movie (open to visitors) and of a cover.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { backstagePhotosResponseSchema, backstageVideosResponseSchema } from '../../common/catalogue.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { requireRowId } from '../http/params.ts';
import { sendCatalogueAnswer } from '../public-cache/json.ts';
import { cachedBackstage } from './public-answers.ts';
import type { BackstageOwner } from './service.ts';

// A movie's backstage and a cover's, each of photos and of videos: the owner is named by the path's id param.
const owners = [
  {
    path: '/movies/:movieId',
    param: 'movieId',
    ownerOf: (rawId: string): BackstageOwner => ({ movieId: requireRowId(rawId, publicMessages.movieNotFound) }),
  },
  {
    path: '/movies/covers/:coverId',
    param: 'coverId',
    ownerOf: (rawId: string): BackstageOwner => ({ coverId: requireRowId(rawId, publicMessages.coverNotFound) }),
  },
] as const;

const responses = {
  photos: { 200: backstagePhotosResponseSchema, 404: errorResponseSchema },
  videos: { 200: backstageVideosResponseSchema, 404: errorResponseSchema },
};

export const backstageRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, param, ownerOf } of owners) {
    const params = z.object({ [param]: z.string() });
    for (const kind of ['photos', 'videos'] as const) {
      app.get(
        `${path}/backstage/${kind}`,
        { schema: { tags: ['backstage'], params, response: responses[kind] } },
        async (request, reply) => sendCatalogueAnswer(request, reply, await cachedBackstage(app, ownerOf(request.params[param]!), kind)),
      );
    }
  }
};
