// Admin backstage calls (SPEC.md §7): the photos and videos of a movie or a cover, uploading them (multipart:
// `photos` files, or a `video` file or `video_url`, with optional `title` and `description`), deleting them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BACKSTAGE_PHOTOS_PER_UPLOAD,
  adminPhotosResponseSchema,
  adminVideoResponseSchema,
  adminVideosResponseSchema,
  backstageCaptionSchema,
  backstageVideoFieldsSchema,
} from '../../../common/admin-catalogue.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { adminMessages, publicMessages } from '../../../common/messages.ts';
import type { BackstageOwner } from '../../backstage/service.ts';
import { parseFormFields } from '../../http/form-fields.ts';
import { requireRowId } from '../../http/params.ts';
import { withUpload, type UploadRules } from '../../uploads/receive.ts';
import { addPhotos, addVideo, deletePhoto, deleteVideo, listOwnerPhotos, listOwnerVideos } from './service.ts';

const photosUpload: UploadRules = { kind: 'image', files: { photos: BACKSTAGE_PHOTOS_PER_UPLOAD } };
const videoUpload: UploadRules = { kind: 'video', files: { video: 1 } };
const idParams = z.object({ id: z.string() });
const refusals = { 400: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema };

/** The two kinds of owner, as their paths name them. */
const owners = [
  { path: 'movies', ownerOf: (raw: string): BackstageOwner => ({ movieId: requireRowId(raw, publicMessages.movieNotFound) }) },
  { path: 'covers', ownerOf: (raw: string): BackstageOwner => ({ coverId: requireRowId(raw, publicMessages.coverNotFound) }) },
] as const;

export const adminBackstageRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, ownerOf } of owners) {
    app.get(
      `/${path}/:id/backstage/photos`,
      { schema: { tags: ['admin'], params: idParams, response: { 200: adminPhotosResponseSchema, 404: errorResponseSchema } } },
      async (request) => ({ photos: await listOwnerPhotos(app.deps, ownerOf(request.params.id)) }),
    );

    app.get(
      `/${path}/:id/backstage/videos`,
      { schema: { tags: ['admin'], params: idParams, response: { 200: adminVideosResponseSchema, 404: errorResponseSchema } } },
      async (request) => ({ videos: await listOwnerVideos(app.deps, ownerOf(request.params.id)) }),
    );

    app.post(
      `/${path}/:id/backstage/photos`,
      {
        schema: {
          tags: ['admin'],
          summary: 'Upload photos (multipart: photos files, optional title and description)',
          params: idParams,
          response: { 201: adminPhotosResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const owner = ownerOf(request.params.id);
        return withUpload(request, app.deps.config, photosUpload, async ({ fields, files }) => {
          const photos = await addPhotos(app.deps, owner, parseFormFields(backstageCaptionSchema, fields), files);
          return reply.status(201).send({ photos });
        });
      },
    );

    app.post(
      `/${path}/:id/backstage/videos`,
      {
        schema: {
          tags: ['admin'],
          summary: 'Add a video (multipart: a video file or a YouTube video_url, optional title and description)',
          params: idParams,
          response: { 201: adminVideoResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const owner = ownerOf(request.params.id);
        return withUpload(request, app.deps.config, videoUpload, async ({ fields, files }) => {
          const video = await addVideo(app.deps, owner, parseFormFields(backstageVideoFieldsSchema, fields), files[0] ?? null);
          return reply.status(201).send({ video });
        });
      },
    );
  }

  app.delete(
    '/backstage/photos/:id',
    { schema: { tags: ['admin'], params: idParams, response: { 204: z.null(), 404: errorResponseSchema } } },
    async (request, reply) => {
      await deletePhoto(app.deps, requireRowId(request.params.id, adminMessages.photoNotFound));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/backstage/videos/:id',
    { schema: { tags: ['admin'], params: idParams, response: { 204: z.null(), 404: errorResponseSchema } } },
    async (request, reply) => {
      await deleteVideo(app.deps, requireRowId(request.params.id, adminMessages.videoNotFound));
      return reply.status(204).send(null);
    },
  );
};
