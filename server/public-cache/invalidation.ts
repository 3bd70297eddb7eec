// From the database's change notifications (migration 0010) to the cache's tags, and the app's wiring: one
// listener per app instance, a barrier before each write request's answer, everything forgotten once notifications
// that may have been missed are heard again.
import type { FastifyInstance } from 'fastify';
import { describeDatabaseError, isRefusedByDatabase } from '../db/client.ts';
import type { ChangeListener, Listen } from '../db/listener.ts';
import { createPublicCache, type PublicCache } from './store.ts';

export const PUBLIC_CACHE_CHANNEL = 'public_cache';

/** Tags of the entries (see each route's): what a change of each table may alter. */
export const cacheTags = {
  movieList: 'movies',
  movie: (id: number) => `movie:${id}`,
  coverList: 'covers',
  cover: (id: number) => `cover:${id}`,
  movieBackstage: (id: number) => `backstage:movie:${id}`,
  coverBackstage: (id: number) => `backstage:cover:${id}`,
  reviews: (movieId: number) => `reviews:${movieId}`,
} as const;

interface ChangePayload {
  table?: unknown;
  all?: unknown;
  movies?: unknown;
  covers?: unknown;
}

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []);

/** The tags a notification invalidates, or 'all' when it names no rows (or cannot be read). */
function tagsOfChange(payload: string): string[] | 'all' {
  let change: ChangePayload;
  try {
    change = JSON.parse(payload) as ChangePayload;
  } catch {
    return 'all';
  }
  if (change.all === true) return 'all';
  const movieIds = idsOf(change.movies);
  const coverIds = idsOf(change.covers);
  switch (change.table) {
    // A movie's row, or whether its film streams (is_playable, video_url): the list, the movie, and what shows
    // it (a cover's link to it, its backstage and reviews' visibility: those entries carry movie:<id>).
    case 'movies':
    case 'films':
      return [cacheTags.movieList, ...movieIds.map(cacheTags.movie)];
    // Reviews: their pages, and the rating summary in the list and the movie.
    case 'reviews':
      return [cacheTags.movieList, ...movieIds.flatMap((id) => [cacheTags.movie(id), cacheTags.reviews(id)])];
    // A reviewer's new name shows in the reviews of the movies they reviewed.
    case 'users':
      return movieIds.map(cacheTags.reviews);
    case 'covers':
      return [cacheTags.coverList, ...coverIds.map(cacheTags.cover)];
    // Backstage media: their lists, and whether a movie has any (has_backstage, in the list and the movie).
    case 'backstage_photos':
    case 'backstage_videos':
      return [
        ...(movieIds.length > 0 ? [cacheTags.movieList] : []),
        ...movieIds.flatMap((id) => [cacheTags.movie(id), cacheTags.movieBackstage(id)]),
        ...coverIds.map(cacheTags.coverBackstage),
      ];
    default:
      return 'all';
  }
}

function applyChange(cache: PublicCache, payload: string): void {
  const tags = tagsOfChange(payload);
  if (tags === 'all') cache.invalidateAll();
  else cache.invalidate(tags);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous catalogue answers, kept until the database says they changed (server/public-cache). */
    publicCache: PublicCache;
    /**
     * Resolves once every change committed before the call has reached this instance's cache (the listener's
     * barrier): for a write made outside a request, e.g. in a test, whose next read must be fresh.
     */
    awaitPublicCacheChanges(): Promise<void>;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Decorates `app.publicCache`, listens for the database's changes and stops listening when the app closes. Call
 * before registering routes: the barrier hook must cover them all.
 *
 * While the notifications are not heard (the listening connection dropped: the database restarts, or is away), the
 * answers already held keep being served: during a database outage they are the only answers there are, and
 * nothing can change in a database nobody reaches. What the cache held is forgotten the moment it hears again
 * (onRestored), since changes committed meanwhile were not heard; the listener tries again every 2 s at most
 * (db/listener.ts), which bounds how long an answer may be out of date. Two cases keep nothing meanwhile: a write
 * of this instance (it drops everything, so its writer reads it), and a database that answers but will not let us
 * listen (a retry refused by the database itself: it is there, so others may be writing).
 * docs/decisions/0016 and 0020.
 */
export async function registerPublicCache(app: FastifyInstance, listen: Listen): Promise<PublicCache> {
  const cache = createPublicCache();
  app.decorate('publicCache', cache);
  let hearing = true;
  const listener: ChangeListener = await listen(PUBLIC_CACHE_CHANNEL, {
    onNotification: (payload) => applyChange(cache, payload),
    onLost: (error) => {
      hearing = false;
      app.log.warn({ reason: describeDatabaseError(error) }, 'public cache: lost the database notifications; serving what it holds until they are back');
    },
    onRetryFailed: (error) => {
      // The database answered but would not let us listen (too many connections, say): it is up, others may be
      // writing, so what we hold may be going stale: keep nothing until we hear again. Unreachable: keep serving.
      if (isRefusedByDatabase(error)) cache.suspend();
    },
    onRestored: () => {
      hearing = true;
      app.log.info('public cache: database notifications restored; starting again from an empty cache');
      cache.resume(); // from empty, keeping again
    },
  });
  app.decorate('awaitPublicCacheChanges', () => listener.barrier());
  // The client reads what it wrote: its answer leaves once this instance has dropped what the write changed.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITE_METHODS.has(request.method)) return payload;
    if (hearing) await listener.barrier();
    // Not hearing: what the write changed cannot be told, so everything goes; but not for a write refused (4xx) or
    // answered 503 (the database away: nothing was written, and what is held is all there is to serve).
    else if (reply.statusCode < 400 || (reply.statusCode >= 500 && reply.statusCode !== 503)) cache.invalidateAll();
    return payload;
  });
  app.addHook('onClose', () => listener.close());
  return cache;
}
