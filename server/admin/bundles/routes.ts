// /api/admin/bundles (docs/product.md#offers): every bundle with its sales, adding one and editing one (JSON bodies).
// Registered inside the admin scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBundlesResponseSchema, bundleAnswerSchema, bundleBodySchema } from '../../../common/admin-offers.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { offerMessages } from '../../../common/messages/offers.ts';
import { auditActorOf } from '../../audit/record.ts';
import { requireRowId } from '../../http/params.ts';
import { catalogueItemParams } from '../catalogue-routes.ts';
import { createBundle, listAdminBundles, updateBundle } from './service.ts';

const bundleIdOf = (raw: string) => requireRowId(raw, offerMessages.bundleNotFound);

export const adminBundleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bundles',
    { schema: { tags: ['admin'], summary: 'Every bundle, newest first, with its completed payments and revenue', response: { 200: adminBundlesResponseSchema } } },
    async () => ({ bundles: await listAdminBundles(app.deps) }),
  );

  app.post(
    '/bundles',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a bundle: title, description, its films in order, one price',
        body: bundleBodySchema,
        response: { 201: bundleAnswerSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ bundle: await createBundle(app.deps, auditActorOf(request), request.body) }),
  );

  app.put(
    '/bundles/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Edit a bundle: the body replaces its fields and films (is_active only when sent)",
        params: catalogueItemParams,
        body: bundleBodySchema,
        response: { 200: bundleAnswerSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ bundle: await updateBundle(app.deps, auditActorOf(request), bundleIdOf(request.params.id), request.body) }),
  );
};
