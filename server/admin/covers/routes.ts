// Admin movie-gallery calls (SPEC.md §7): list, add and edit (multipart, with an optional `cover_image`), delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCoverResponseSchema, adminCoversResponseSchema, coverFieldsSchema } from '../../../common/admin-catalogue.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { publicMessages } from '../../../common/messages.ts';
import { parseFormFields } from '../../http/form-fields.ts';
import { requireRowId } from '../../http/params.ts';
import { withUpload, type UploadRules } from '../../uploads/receive.ts';
import { createCover, deleteCover, listAdminCovers, updateCover } from './service.ts';

const coverImageUpload: UploadRules = { kind: 'image', files: { cover_image: 1 } };
const coverParams = z.object({ id: z.string() });
const refusals = { 400: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema };
const coverIdOf = (raw: string) => requireRowId(raw, publicMessages.coverNotFound);

export const adminCoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/movie-galleries',
    { schema: { tags: ['admin'], summary: 'Every cover, in display order', response: { 200: adminCoversResponseSchema } } },
    async () => ({ covers: await listAdminCovers(app.deps) }),
  );

  app.post(
    '/movie-galleries',
    { schema: { tags: ['admin'], summary: 'Add a cover (multipart)', response: { 201: adminCoverResponseSchema, ...refusals } } },
    async (request, reply) =>
      withUpload(request, app.deps.config, coverImageUpload, async ({ fields, files }) => {
        const cover = await createCover(app.deps, parseFormFields(coverFieldsSchema, fields), files[0] ?? null);
        return reply.status(201).send({ cover });
      }),
  );

  app.put(
    '/movie-galleries/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a cover (multipart; a field sent empty is cleared, one not sent is kept)',
        params: coverParams,
        response: { 200: adminCoverResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const coverId = coverIdOf(request.params.id);
      return withUpload(request, app.deps.config, coverImageUpload, async ({ fields, files }) => ({
        cover: await updateCover(app.deps, coverId, parseFormFields(coverFieldsSchema, fields), files[0] ?? null),
      }));
    },
  );

  app.delete(
    '/movie-galleries/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a cover with its backstage media',
        params: coverParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteCover(app.deps, coverIdOf(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
