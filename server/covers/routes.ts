import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { coverSchema, coversResponseSchema } from '../../common/catalogue.ts';
import { publicMessages } from '../../common/messages.ts';
import { requireRowId } from '../http/params.ts';
import { setCatalogueCaching } from '../http/viewer.ts';
import { getCover, listCovers } from './service.ts';

export const coverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/movies/covers',
    { schema: { tags: ['covers'], summary: 'Movie galleries in display order', response: { 200: coversResponseSchema } } },
    async (request, reply) => {
      setCatalogueCaching(request, reply);
      return listCovers(app.deps);
    },
  );

  app.get(
    '/movies/covers/:coverId',
    {
      schema: {
        tags: ['covers'],
        summary: 'One movie gallery',
        params: z.object({ coverId: z.string() }),
        response: { 200: coverSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const cover = await getCover(app.deps, requireRowId(request.params.coverId, publicMessages.coverNotFound));
      setCatalogueCaching(request, reply);
      return cover;
    },
  );
};
