// Admin movie calls (SPEC.md §7): list, add and edit (multipart, with an optional `thumbnail` image), and
// taking a movie off the site or back. Registered inside the admin scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMovieResponseSchema, adminMoviesResponseSchema, movieFieldsSchema } from '../../../common/admin-catalogue.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { publicMessages } from '../../../common/messages.ts';
import { parseFormFields } from '../../http/form-fields.ts';
import { requireRowId } from '../../http/params.ts';
import { withUpload, type UploadRules } from '../../uploads/receive.ts';
import { createMovie, listAdminMovies, setMovieActive, updateMovie } from './service.ts';

const posterUpload: UploadRules = { kind: 'image', files: { thumbnail: 1 } };
const movieParams = z.object({ id: z.string() });
const refusals = { 400: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema };
const movieIdOf = (raw: string) => requireRowId(raw, publicMessages.movieNotFound);

export const adminMovieRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/movies',
    { schema: { tags: ['admin'], summary: 'Every movie, newest first', response: { 200: adminMoviesResponseSchema } } },
    async () => ({ movies: await listAdminMovies(app.deps) }),
  );

  app.post(
    '/movies',
    { schema: { tags: ['admin'], summary: 'Add a movie (multipart)', response: { 201: adminMovieResponseSchema, ...refusals } } },
    async (request, reply) =>
      withUpload(request, app.deps.config, posterUpload, async ({ fields, files }) => {
        const movie = await createMovie(app.deps, parseFormFields(movieFieldsSchema, fields), files[0] ?? null);
        return reply.status(201).send({ movie });
      }),
  );

  app.put(
    '/movies/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a movie (multipart; a field sent empty is cleared, one not sent is kept)',
        params: movieParams,
        response: { 200: adminMovieResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const movieId = movieIdOf(request.params.id);
      return withUpload(request, app.deps.config, posterUpload, async ({ fields, files }) => ({
        movie: await updateMovie(app.deps, movieId, parseFormFields(movieFieldsSchema, fields), files[0] ?? null),
      }));
    },
  );

  for (const [action, isActive] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.patch(
      `/movies/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: isActive ? 'Put a movie back on the site' : 'Take a movie off the site (running rentals keep playing)',
          params: movieParams,
          response: { 200: adminMovieResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => ({ movie: await setMovieActive(app.deps, movieIdOf(request.params.id), isActive) }),
    );
  }
};
