import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../common/http.ts';
import { centsToDollars } from '../../common/format.ts';
import { userRentalsResponseSchema } from '../../common/payments.ts';
import { movies, rentals } from '../db/schema.ts';
import { currentUser, requireUser } from '../plugins/auth.ts';

// A viewer's own history; generous, but bounded.
const MAX_LISTED_RENTALS = 200;

export const rentalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/rentals',
    {
      onRequest: requireUser,
      schema: { tags: ['rentals'], summary: 'The logged-in viewer’s rentals, newest first', response: { 200: userRentalsResponseSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const rows = await app.db
        .select({ rental: rentals, title: movies.title, thumbnailUrl: movies.thumbnailUrl })
        .from(rentals)
        .innerJoin(movies, eq(movies.id, rentals.movieId))
        .where(eq(rentals.userId, user.id))
        .orderBy(desc(rentals.rentalStart), desc(rentals.id))
        .limit(MAX_LISTED_RENTALS);
      reply.header('cache-control', 'private, no-cache');
      const now = Date.now();
      return {
        rentals: rows.map(({ rental, title, thumbnailUrl }) => ({
          id: rental.id,
          movie_id: rental.movieId,
          movie_title: title,
          thumbnail_url: thumbnailUrl,
          rental_start: rental.rentalStart.toISOString(),
          rental_end: rental.rentalEnd.toISOString(),
          amount_paid: centsToDollars(rental.amountPaidCents),
          is_active: rental.isActive,
          can_watch: rental.isActive && rental.rentalEnd.getTime() > now,
        })),
      };
    },
  );
};
