// Covers' anonymous answers, kept in the public answer cache (server/public-cache). A cover shows its movie's
// link only while the movie is public, so its entry also carries the movie's tag.
import type { FastifyInstance } from 'fastify';
import { coverSchema, coversResponseSchema } from '../../common/catalogue.ts';
import { cacheTags } from '../public-cache/invalidation.ts';
import { buildJsonAnswer } from '../public-cache/json.ts';
import type { CachedAnswer } from '../public-cache/store.ts';
import { readCover, readCovers } from './service.ts';

export function cachedCoverList(app: FastifyInstance): Promise<CachedAnswer> {
  return app.publicCache.answer('api:covers', [cacheTags.coverList], () =>
    buildJsonAnswer(coversResponseSchema, async () => {
      const { covers, movieIds } = await readCovers(app.deps);
      return { body: covers, tags: movieIds.map(cacheTags.movie) };
    }),
  );
}

export function cachedCover(app: FastifyInstance, coverId: number): Promise<CachedAnswer> {
  return app.publicCache.answer(`api:cover:${coverId}`, [cacheTags.cover(coverId)], () =>
    buildJsonAnswer(coverSchema, async () => {
      const { cover, movieIds } = await readCover(app.deps, coverId);
      return { body: cover, tags: movieIds.map(cacheTags.movie) };
    }),
  );
}
