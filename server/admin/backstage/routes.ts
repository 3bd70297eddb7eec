// Admin backstage calls (docs/product.md#api): the photos and videos of a movie or a cover, uploading them (multipart:
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
import { adminMessages } from '../../../common/messages/admin.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { auditActorOf, type AuditActor } from '../../audit/record.ts';
import type { BackstageOwner } from '../../backstage/service.ts';
import type { ServiceDeps } from '../../deps.ts';
import { parseFormFields } from '../../http/form-fields.ts';
import { requireRowId } from '../../http/params.ts';
import { withUpload, type ReceivedFile, type UploadRules } from '../../uploads/receive.ts';
import { uploadRefusals } from '../catalogue-routes.ts';
import { addPhotos, addVideo, deletePhoto, deleteVideo, listOwnerPhotos, listOwnerVideos } from './service.ts';

const idParams = z.object({ id: z.string() });

/** The two kinds of owner, as their paths name them. */
const owners = [
  { path: 'movies', ownerOf: (raw: string): BackstageOwner => ({ movieId: requireRowId(raw, publicMessages.movieNotFound) }) },
  { path: 'covers', ownerOf: (raw: string): BackstageOwner => ({ coverId: requireRowId(raw, publicMessages.coverNotFound) }) },
] as const;

type Deps = Pick<ServiceDeps, 'db' | 'media'>;

interface MediaKind {
  /** As paths name it: 'photos'. */
  path: 'photos' | 'videos';
  listResponse: z.ZodType;
  list: (deps: Deps, owner: BackstageOwner) => Promise<object>;
  uploadSummary: string;
  upload: UploadRules;
  addedResponse: z.ZodType;
  add: (deps: Deps, actor: AuditActor, owner: BackstageOwner, fields: Record<string, string>, files: ReceivedFile[]) => Promise<object>;
  remove: (deps: Deps, actor: AuditActor, rawId: string) => Promise<void>;
}

/** Photos and videos: each listed, added and deleted alike, with its own fields, files and answers. */
const mediaKinds: MediaKind[] = [
  {
    path: 'photos',
    listResponse: adminPhotosResponseSchema,
    list: async (deps, owner) => ({ photos: await listOwnerPhotos(deps, owner) }),
    uploadSummary: 'Upload photos (multipart: photos files, optional title and description)',
    upload: { kind: 'image', files: { photos: BACKSTAGE_PHOTOS_PER_UPLOAD } },
    addedResponse: adminPhotosResponseSchema,
    add: async (deps, actor, owner, fields, files) => ({
      photos: await addPhotos(deps, actor, owner, parseFormFields(backstageCaptionSchema, fields), files),
    }),
    remove: (deps, actor, rawId) => deletePhoto(deps, actor, requireRowId(rawId, adminMessages.photoNotFound)),
  },
  {
    path: 'videos',
    listResponse: adminVideosResponseSchema,
    list: async (deps, owner) => ({ videos: await listOwnerVideos(deps, owner) }),
    uploadSummary: 'Add a video (multipart: a video file or a YouTube video_url, optional title and description)',
    upload: { kind: 'video', files: { video: 1 } },
    addedResponse: adminVideoResponseSchema,
    add: async (deps, actor, owner, fields, files) => ({
      video: await addVideo(deps, actor, owner, parseFormFields(backstageVideoFieldsSchema, fields), files[0] ?? null),
    }),
    remove: (deps, actor, rawId) => deleteVideo(deps, actor, requireRowId(rawId, adminMessages.videoNotFound)),
  },
];

export const adminBackstageRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, ownerOf } of owners) {
    for (const kind of mediaKinds) {
      app.get(
        `/${path}/:id/backstage/${kind.path}`,
        { schema: { tags: ['admin'], params: idParams, response: { 200: kind.listResponse, 404: errorResponseSchema } } },
        async (request) => kind.list(app.deps, ownerOf(request.params.id)),
      );
    }

    for (const kind of mediaKinds) {
      app.post(
        `/${path}/:id/backstage/${kind.path}`,
        {
          schema: {
            tags: ['admin'],
            summary: kind.uploadSummary,
            params: idParams,
            response: { 201: kind.addedResponse, ...uploadRefusals },
          },
        },
        async (request, reply) => {
          const owner = ownerOf(request.params.id);
          return withUpload(request, app.deps.config, kind.upload, async ({ fields, files }) =>
            reply.status(201).send(await kind.add(app.deps, auditActorOf(request), owner, fields, files)),
          );
        },
      );
    }
  }

  for (const kind of mediaKinds) {
    app.delete(
      `/backstage/${kind.path}/:id`,
      { schema: { tags: ['admin'], params: idParams, response: { 204: z.null(), 404: errorResponseSchema } } },
      async (request, reply) => {
        await kind.remove(app.deps, auditActorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
};
