// Admin movie-gallery calls (docs/product.md#api): list, add and edit (multipart, with an optional `cover_image`),
// delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCoverResponseSchema, adminCoversResponseSchema, coverFieldsSchema } from '../../../common/admin-catalogue.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { auditActorOf } from '../../audit/record.ts';
import { requireRowId } from '../../http/params.ts';
import { catalogueItemParams, registerCatalogueRoutes } from '../catalogue-routes.ts';
import { createCover, deleteCover, listAdminCovers, updateCover } from './service.ts';

const coverIdOf = (raw: string) => requireRowId(raw, publicMessages.coverNotFound);

export const adminCoverRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogueRoutes(app, {
    path: '/movie-galleries',
    noun: 'cover',
    listSummary: 'Every cover, in display order',
    listResponse: adminCoversResponseSchema,
    itemResponse: adminCoverResponseSchema,
    fields: coverFieldsSchema,
    upload: { kind: 'image', files: { cover_image: 1 } },
    idOf: coverIdOf,
    list: listAdminCovers,
    create: createCover,
    update: updateCover,
  });

  app.delete(
    '/movie-galleries/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a cover with its backstage media',
        params: catalogueItemParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteCover(app.deps, auditActorOf(request), coverIdOf(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
