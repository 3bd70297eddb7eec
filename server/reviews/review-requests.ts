// What the review tests share: a comment to write, a viewer renting the movie, and the three review requests.
import type { FastifyInstance } from 'fastify';
import { db } from '../test/database.ts';
import { HOUR } from '../test/durations.ts';
import { createLoggedInUser, createRental } from '../test/factories.ts';

export const COMMENT = 'A patient, luminous film.';

/** A logged-in viewer renting the movie right now. */
export async function renter(movieId: number, overrides: Parameters<typeof createLoggedInUser>[1] = {}) {
  const viewer = await createLoggedInUser(await db(), overrides);
  await createRental(await db(), viewer.user.id, movieId, 5 * HOUR);
  return viewer;
}

/** Listing, writing and deleting reviews on `app`. */
export function reviewRequests(app: FastifyInstance) {
  return {
    list: (movieId: number | string, query = '', headers = {}) => app.inject({ method: 'GET', url: `/api/reviews/movie/${movieId}${query}`, headers }),
    post: (movieId: number, body: unknown, headers = {}) => app.inject({ method: 'POST', url: `/api/reviews/movie/${movieId}`, payload: body as object, headers }),
    remove: (reviewId: number | string, headers = {}) => app.inject({ method: 'DELETE', url: `/api/reviews/${reviewId}`, headers }),
  };
}
