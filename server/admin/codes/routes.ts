// /api/admin/codes (docs/product.md#offers): the list of codes with their uses and revenue and its CSV (`?batch=` for
// one batch's codes), making one code or a batch, one code's redemptions, and switching a code off or on. Registered
// inside the admin scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCodesResponseSchema,
  codeFiltersSchema,
  codeRedemptionsResponseSchema,
  codeResponseSchema,
  codesQuerySchema,
  createCodeResponseSchema,
  createCodeSchema,
  updateCodeSchema,
} from '../../../common/admin-offers.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { offerMessages } from '../../../common/messages/offers.ts';
import { auditActorOf } from '../../audit/record.ts';
import { requireRowId } from '../../http/params.ts';
import { catalogueItemParams } from '../catalogue-routes.ts';
import { registerAdminList } from '../list-route.ts';
import { CODE_CSV_HEADER, codeCsvRows, listAdminCodes } from './list.ts';
import { codeRedemptions } from './redemptions.ts';
import { createCodes, setCodeActive } from './service.ts';

const codeIdOf = (raw: string) => requireRowId(raw, offerMessages.codeNotFound);

export const adminCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminList(app, {
    path: 'codes',
    summary: 'A page of codes (status, batch and search filters, any sort) with their uses and revenue',
    query: codesQuerySchema,
    response: adminCodesResponseSchema,
    list: listAdminCodes,
    csv: { rowName: 'code', filters: codeFiltersSchema, header: CODE_CSV_HEADER, rows: codeCsvRows },
  });

  app.post(
    '/codes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Make one code ({code}) or, with `count`, a batch of single-use generated codes ({codes})',
        body: createCodeSchema,
        response: { 201: createCodeResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createCodes(app.deps, auditActorOf(request), request.body)),
  );

  app.get(
    '/codes/:id/redemptions',
    {
      schema: {
        tags: ['admin'],
        summary: "A code's completed payments and, for a screener, its plays, newest first",
        params: catalogueItemParams,
        response: { 200: codeRedemptionsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => codeRedemptions(app.deps, codeIdOf(request.params.id)),
  );

  app.patch(
    '/codes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Switch a code off (no longer accepted) or on again',
        params: catalogueItemParams,
        body: updateCodeSchema,
        response: { 200: codeResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ code: await setCodeActive(app.deps, auditActorOf(request), codeIdOf(request.params.id), request.body.is_active) }),
  );
};
