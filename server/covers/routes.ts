import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { coverSchema, coversResponseSchema } from '../../common/catalogue.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { requireRowId } from '../http/params.ts';
import { sendCatalogueAnswer } from '../public-cache/json.ts';
import { cachedCover, cachedCoverList } from './public-answers.ts';

export const coverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/movies/covers',
    { schema: { tags: ['covers'], summary: 'Movie galleries in display order', response: { 200: coversResponseSchema } } },
    async (request, reply) => sendCatalogueAnswer(request, reply, await cachedCoverList(app)),
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
      const coverId = requireRowId(request.params.coverId, publicMessages.coverNotFound);
      return sendCatalogueAnswer(request, reply, await cachedCover(app, coverId));
    },
  );
};
