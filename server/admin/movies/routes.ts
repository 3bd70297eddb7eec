// Admin movie calls (docs/product.md#api): list, add and edit (multipart, with an optional `thumbnail` image, the title
// page's `backdrop` image and `trailer` clip), and taking a movie off the site or back. Registered inside the admin
// scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMovieListResponseSchema, adminMovieResponseSchema, movieFieldsSchema } from '../../../common/admin-catalogue.ts';
import { errorResponseSchema } from '../../../common/http.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { auditActorOf } from '../../audit/record.ts';
import { requireRowId } from '../../http/params.ts';
import { catalogueItemParams, registerCatalogueRoutes } from '../catalogue-routes.ts';
import { createMovie, listAdminMovies, setMovieActive, updateMovie } from './service.ts';

const movieIdOf = (raw: string) => requireRowId(raw, publicMessages.movieNotFound);

export const adminMovieRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogueRoutes(app, {
    path: '/movies',
    noun: 'movie',
    listSummary: 'Every movie, newest first',
    listResponse: adminMovieListResponseSchema,
    itemResponse: adminMovieResponseSchema,
    fields: movieFieldsSchema,
    upload: { kind: 'image', files: { thumbnail: 1, backdrop: 1, trailer: 1 }, partKinds: { trailer: 'video' } },
    idOf: movieIdOf,
    list: listAdminMovies,
    // The zone the movie form reads and shows a premiere in (docs/product.md#premieres-and-windows).
    listExtras: ({ config }) => ({ studio_time_zone: config.timeZone }),
    create: createMovie,
    update: updateMovie,
  });

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
          params: catalogueItemParams,
          response: { 200: adminMovieResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => ({ movie: await setMovieActive(app.deps, auditActorOf(request), movieIdOf(request.params.id), isActive) }),
    );
  }
};
