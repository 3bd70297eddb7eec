// GET /api/bundles, GET /api/bundles/{id} (bundles/service.ts, docs/product.md#offers). Public; a signed-in viewer's
// answer carries their price and the films they rent. Read fresh every time rather than kept in the public answer
// cache: no trigger tells that cache of a change to bundles, and a viewer's answer must never be shared. The headers
// are the catalogue's (http/viewer.ts): a visitor's answer revalidated by anyone, a viewer's only in their browser.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { offerMessages } from '../../common/messages/offers.ts';
import { bundleResponseSchema, bundlesResponseSchema } from '../../common/offers.ts';
import { requireRowId } from '../http/params.ts';
import { rentalViewerOf, setCatalogueCaching } from '../http/viewer.ts';
import { listBundles, publicBundle } from './service.ts';

export const bundleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bundles',
    { schema: { tags: ['offers'], summary: 'Bundles on sale, newest first', response: { 200: bundlesResponseSchema, 401: errorResponseSchema } } },
    async (request, reply) => {
      // A token that no longer works is a 401 (the app clears it), not a visitor's price for someone signed in.
      const viewer = rentalViewerOf(request, true);
      setCatalogueCaching(request, reply);
      return { bundles: await listBundles(app.deps, viewer) };
    },
  );

  app.get(
    '/bundles/:bundleId',
    {
      schema: {
        tags: ['offers'],
        summary: 'One bundle',
        params: z.object({ bundleId: z.string() }),
        response: { 200: bundleResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const bundleId = requireRowId(request.params.bundleId, offerMessages.bundleNotFound);
      const viewer = rentalViewerOf(request, true);
      setCatalogueCaching(request, reply);
      return { bundle: await publicBundle(app.deps, viewer, bundleId) };
    },
  );
};
