// The movie catalogue's anonymous answers, kept in the public answer cache (server/public-cache) with the
// shared movies beside them, from which a logged-in reader's answer is made.
import type { FastifyInstance } from 'fastify';
import { movieResponseSchema, moviesResponseSchema } from '../../common/catalogue.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { cacheTags } from '../public-cache/invalidation.ts';
import { buildJsonAnswer } from '../public-cache/json.ts';
import type { CachedAnswer } from '../public-cache/store.ts';
import { readActiveMovies, readMovie, type SharedMovie } from './service.ts';

export function cachedMovieList(app: FastifyInstance): Promise<CachedAnswer<SharedMovie[] | undefined>> {
  return app.publicCache.answer('api:movies', [cacheTags.movieList], () =>
    buildJsonAnswer(moviesResponseSchema, async () => {
      const shared = await readActiveMovies(app.deps);
      return { body: { movies: shared.map(({ movie }) => movie) }, data: shared };
    }),
  );
}

/**
 * A movie's answer to visitors: itself while active, else a 404. The entry keeps an inactive movie too, for the
 * readers who may still see it (admins, its renters: movies/service.ts visibleMovieFor).
 */
export function cachedMovie(app: FastifyInstance, movieId: number): Promise<CachedAnswer<SharedMovie | null | undefined>> {
  return app.publicCache.answer(`api:movie:${movieId}`, [cacheTags.movie(movieId)], () =>
    buildJsonAnswer(movieResponseSchema, async () => {
      const shared = await readMovie(app.deps, movieId);
      if (!shared?.movie.is_active) return { notFound: publicMessages.movieNotFound, data: shared };
      return { body: { movie: shared.movie }, data: shared };
    }),
  );
}
