// The check every /api/stream request passes (docs/decisions/0015): a genuine, unexpired token, then "the login
// session it names still exists AND its user is an admin or holds an active, unrefunded rental of the movie".
// A player asks for a segment every few seconds, so the answer is kept per (session, movie) for a short while:
// a refund, a logout or the rental's end stops playback within that window, and the token's own expiry (never
// after the rental's end) stops it at once. The film's package is kept as briefly, per movie.
import { and, eq, gt, sql } from 'drizzle-orm';
import { filmMessages } from '../../../common/messages/films.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { mayWatchNow } from '../../rentals/rental-state.ts';
import { findStreamPackage, type StreamPackage } from '../service.ts';
import { streamTokenKey, verifyStreamToken, type StreamClaims } from './tokens.ts';
import { TtlCache } from './ttl-cache.ts';

export interface StreamAccessOptions {
  /** How long an answer is trusted (at most 30 s; docs/product.md#watching-films allows a minute). */
  ttlMs?: number;
  maxEntries?: number;
  /** The clock in milliseconds (Date.now by default). */
  now?: () => number;
}

interface OpenedStream {
  claims: StreamClaims;
  film: StreamPackage;
}

export interface StreamAccess {
  /** The claims and package of a token that may stream now; refuses (403, 404) anything else. */
  open(token: string): Promise<OpenedStream>;
  /** Records a right just checked (a token just issued), so the player's first requests skip the database. */
  grant(claims: StreamClaims): void;
  /** Forgets every answer kept. */
  clear(): void;
}

const STREAM_ACCESS_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * Whether the token's session is still logged in and its user may watch the movie: one or two queries. The
 * session's and the rental's ends are compared with the database's clock, the one every instance shares
 * (docs/decisions/0020); the token's own expiry, checked without a query, with this machine's.
 */
async function mayStream(db: Db, claims: StreamClaims): Promise<boolean> {
  const [session] = await db
    .select({ role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), gt(sessions.expiresAt, sql`now()`)));
  if (!session) return false;
  return session.role === 'admin' || mayWatchNow(db, claims.userId, claims.movieId);
}

/**
 * Keeps promises, not values: the requests a player fires at once share one query. A failed query is not kept.
 */
function cached<V>(cache: TtlCache<Promise<V>>, key: string, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(key);
  if (hit) return hit;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  return loading;
}

export function createStreamAccess(db: Db, options: StreamAccessOptions = {}): StreamAccess {
  const now = options.now ?? (() => Date.now());
  const cacheOptions = { ttlMs: options.ttlMs ?? STREAM_ACCESS_TTL_MS, maxEntries: options.maxEntries ?? MAX_ENTRIES, now };
  const rights = new TtlCache<Promise<boolean>>(cacheOptions);
  const packages = new TtlCache<Promise<StreamPackage | null>>(cacheOptions);
  const rightKey = (claims: StreamClaims) => `${claims.sessionId}:${claims.userId}:${claims.movieId}`;

  return {
    async open(token) {
      const nowMs = now();
      const claims = verifyStreamToken(await streamTokenKey(db), token, Math.floor(nowMs / 1000));
      const mayWatch = await cached(rights, rightKey(claims), () => mayStream(db, claims));
      if (!mayWatch) throw new ForbiddenError(filmMessages.rentToWatch);
      const film = await cached(packages, String(claims.movieId), () => findStreamPackage(db, claims.movieId));
      if (!film) throw new NotFoundError(filmMessages.filmNotReady);
      return { claims, film };
    },
    grant(claims) {
      rights.set(rightKey(claims), Promise.resolve(true));
    },
    clear() {
      rights.clear();
      packages.clear();
    },
  };
}
