// The calls every admin catalogue resource (movies, movie galleries) shares, docs/product.md#api: its list, adding
// one and editing one, both multipart with an optional image (and a movie's optional backdrop and trailer clip).
// Each resource registers its own further calls beside these (taking a movie off the site, deleting a cover).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { auditActorOf, type AuditActor } from '../audit/record.ts';
import type { ServiceDeps } from '../deps.ts';
import { parseFormFields } from '../http/form-fields.ts';
import { withUpload, type FilesByPart, type ReceivedFile, type UploadRules } from '../uploads/receive.ts';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];
type CatalogueDeps = Pick<ServiceDeps, 'db' | 'media' | 'config'>;

/** The `:id` of one row of the resource, as the path carries it. */
export const catalogueItemParams = z.object({ id: z.string() });

/** What an upload call may be refused with: bad fields, no such row, too large, not an accepted type. */
export const uploadRefusals = { 400: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema };

export interface CatalogueResource<Fields extends z.ZodType, Item> {
  /** Its path under /api/admin: '/movies'. */
  path: string;
  /** One of it, for the answers' keys and the API docs: 'movie'; the list's key adds an s. */
  noun: string;
  listSummary: string;
  listResponse: z.ZodType;
  itemResponse: z.ZodType;
  fields: Fields;
  /** Its file parts: the first named in `files` is its image (a movie's poster, a cover's picture). */
  upload: UploadRules;
  /** The row id in the path, or the resource's not-found refusal. */
  idOf: (raw: string) => number;
  list: (deps: CatalogueDeps) => Promise<Item[]>;
  /** What the list's answer carries beside its rows (the movies' studio_time_zone). */
  listExtras?: (deps: CatalogueDeps) => Record<string, unknown>;
  /**
   * `actor`: the admin, for the audit log (docs/product.md#admin-audit); `files`: every file sent, by part, for a
   * resource of more than one part (a movie's backdrop and trailer).
   */
  create: (deps: CatalogueDeps, actor: AuditActor, fields: z.output<Fields>, image: ReceivedFile | null, files: FilesByPart) => Promise<Item>;
  update: (
    deps: CatalogueDeps,
    actor: AuditActor,
    id: number,
    fields: z.output<Fields>,
    image: ReceivedFile | null,
    files: FilesByPart,
  ) => Promise<Item>;
}

export function registerCatalogueRoutes<Fields extends z.ZodType, Item>(
  app: AdminApp,
  resource: CatalogueResource<Fields, Item>,
): void {
  const { path, noun } = resource;
  const parseFields = (fields: Record<string, string>) => parseFormFields(resource.fields, fields);
  const [imagePart] = Object.keys(resource.upload.files);
  // Each part of a catalogue form takes one file.
  const filesByPart = (files: ReceivedFile[]): FilesByPart => Object.fromEntries(files.map((file) => [file.field, file]));
  const imageOf = (files: ReceivedFile[]) => files.find((file) => file.field === imagePart) ?? null;

  app.get(
    path,
    { schema: { tags: ['admin'], summary: resource.listSummary, response: { 200: resource.listResponse } } },
    async () => ({ [`${noun}s`]: await resource.list(app.deps), ...resource.listExtras?.(app.deps) }),
  );

  app.post(
    path,
    { schema: { tags: ['admin'], summary: `Add a ${noun} (multipart)`, response: { 201: resource.itemResponse, ...uploadRefusals } } },
    async (request, reply) =>
      withUpload(request, app.deps.config, resource.upload, async ({ fields, files }) => {
        const item = await resource.create(app.deps, auditActorOf(request), parseFields(fields), imageOf(files), filesByPart(files));
        return reply.status(201).send({ [noun]: item });
      }),
  );

  app.put(
    `${path}/:id`,
    {
      schema: {
        tags: ['admin'],
        summary: `Edit a ${noun} (multipart; a field sent empty is cleared, one not sent is kept)`,
        params: catalogueItemParams,
        response: { 200: resource.itemResponse, ...uploadRefusals },
      },
    },
    async (request) => {
      const id = resource.idOf(request.params.id);
      return withUpload(request, app.deps.config, resource.upload, async ({ fields, files }) => ({
        [noun]: await resource.update(app.deps, auditActorOf(request), id, parseFields(fields), imageOf(files), filesByPart(files)),
      }));
    },
  );
}
