// The admin's side of self-hosted films (docs/decisions/0015-self-hosted-films.md): the tus upload (tus.ts), a movie's
// film with its packaging state, retrying a failed packaging, removing the film, and its captions. Registered inside
// the admin scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminFilmResponseSchema, captionFieldsSchema, captionLanguageSchema } from '../../../common/films.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { filmMessages } from '../../../common/messages/films.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { auditActorOf } from '../../audit/record.ts';
import { NotFoundError } from '../../errors.ts';
import { parseFormFields } from '../../http/form-fields.ts';
import { requireRowId } from '../../http/params.ts';
import { receiveCaption } from './caption-upload.ts';
import { addCaption, removeCaption } from './captions.ts';
import { getAdminFilm, removeFilm, retryFilm } from './service.ts';
import { filmUploadRoutes } from './tus.ts';

const movieParams = z.object({ movieId: z.string() });
const captionParams = z.object({ movieId: z.string(), language: z.string() });
const movieIdOf = (raw: string) => requireRowId(raw, publicMessages.movieNotFound);
const refused = errorResponseSchema;

/** A language the schema would refuse names no stored captions. */
function captionLanguageOf(raw: string): string {
  const parsed = captionLanguageSchema.safeParse(raw);
  if (!parsed.success) throw new NotFoundError(filmMessages.captionNotFound);
  return parsed.data;
}

export const adminFilmRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(filmUploadRoutes);

  app.get(
    '/movies/:movieId/film',
    {
      schema: {
        tags: ['admin'],
        summary: "A movie's film: packaging state, renditions and captions (null when it has none)",
        params: movieParams,
        response: { 200: adminFilmResponseSchema, 404: refused },
      },
    },
    async (request) => ({ film: await getAdminFilm(app.deps, movieIdOf(request.params.movieId)) }),
  );

  app.post(
    '/movies/:movieId/film/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Package a failed film again, from its source',
        params: movieParams,
        response: { 200: adminFilmResponseSchema, 404: refused, 409: refused },
      },
    },
    async (request) => ({ film: await retryFilm(app.deps, auditActorOf(request), movieIdOf(request.params.movieId)) }),
  );

  app.delete(
    '/movies/:movieId/film',
    {
      schema: {
        tags: ['admin'],
        summary: "Remove a movie's film: its package, source and captions",
        params: movieParams,
        response: { 204: z.null(), 404: refused },
      },
    },
    async (request, reply) => {
      await removeFilm(app.deps, auditActorOf(request), movieIdOf(request.params.movieId));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/movies/:movieId/captions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add or replace one language of captions (multipart: file .vtt or .srt, language, label)',
        params: movieParams,
        response: { 200: adminFilmResponseSchema, 400: refused, 404: refused, 413: refused, 415: refused },
      },
    },
    async (request) => {
      const movieId = movieIdOf(request.params.movieId);
      const { fields, bytes } = await receiveCaption(request);
      return { film: await addCaption(app.deps, auditActorOf(request), movieId, parseFormFields(captionFieldsSchema, fields), bytes) };
    },
  );

  app.delete(
    '/movies/:movieId/captions/:language',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove one language of captions',
        params: captionParams,
        response: { 200: adminFilmResponseSchema, 404: refused },
      },
    },
    async (request) => {
      const movieId = movieIdOf(request.params.movieId);
      return { film: await removeCaption(app.deps, auditActorOf(request), movieId, captionLanguageOf(request.params.language)) };
    },
  );
};
