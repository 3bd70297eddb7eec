// Backstage lists' anonymous answers, kept in the public answer cache (server/public-cache). A list is public
// only while its owner is, so its entry carries the owner's tag too.
import type { FastifyInstance } from 'fastify';
import { backstagePhotosResponseSchema, backstageVideosResponseSchema } from '../../common/catalogue.ts';
import { cacheTags } from '../public-cache/invalidation.ts';
import { buildJsonAnswer } from '../public-cache/json.ts';
import type { CachedAnswer } from '../public-cache/store.ts';
import { listBackstagePhotos, listBackstageVideos, type BackstageOwner } from './service.ts';

const lists = {
  photos: { schema: backstagePhotosResponseSchema, read: listBackstagePhotos },
  videos: { schema: backstageVideosResponseSchema, read: listBackstageVideos },
};

export function cachedBackstage(app: FastifyInstance, owner: BackstageOwner, kind: keyof typeof lists): Promise<CachedAnswer> {
  const [key, tags] =
    'movieId' in owner
      ? [`api:backstage:movie:${owner.movieId}:${kind}`, [cacheTags.movieBackstage(owner.movieId), cacheTags.movie(owner.movieId)]]
      : [`api:backstage:cover:${owner.coverId}:${kind}`, [cacheTags.coverBackstage(owner.coverId), cacheTags.cover(owner.coverId)]];
  const { schema, read } = lists[kind];
  return app.publicCache.answer(key, tags, () => buildJsonAnswer(schema, async () => ({ body: await read(app.deps, owner) })));
}
