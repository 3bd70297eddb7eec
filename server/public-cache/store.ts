// The public answer cache (docs/decisions/0016-public-answers-from-memory.md): anonymous catalogue answers built once,
// kept serialised with their ETag and compressed forms, and dropped when the database says one of their tags changed
// (invalidation.ts). Everything a request needs is computed at build time, so serving one is a map lookup and a write
// of a ready buffer.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

// Off the event loop (zlib's thread pool): the best compression is slow, and it runs once per build.
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface CachedAnswer<Data = unknown> {
  status: number;
  contentType: string;
  /** Weak, W/"<hash>", computed once. */
  etag: string;
  identity: Buffer;
  /** Null when the body is too small to be worth compressing. */
  gzip: Buffer | null;
  br: Buffer | null;
  /** What the body was made from, for answers that add a viewer's part to it (never sent as is). */
  data: Data;
}

export interface BuiltAnswer<Data = unknown> {
  status: number;
  contentType: string;
  body: string | Buffer;
  data?: Data;
  /** Tags known only once built (the movies a covers list points at), added to the caller's. */
  tags?: readonly string[];
}

export interface PublicCache {
  /**
   * The entry for `key`, built once by `build` (concurrent callers share one build). An entry whose build started
   * before an invalidation of one of its tags is not kept.
   */
  answer<Data = unknown>(key: string, tags: readonly string[], build: () => Promise<BuiltAnswer<Data>>): Promise<CachedAnswer<Data>>;
  /** Drops every entry carrying one of `tags`; entries tagged 'page' are dropped on every invalidation. */
  invalidate(tags: readonly string[]): void;
  /** Drops everything (a change too wide to name, or notifications that may have been missed). */
  invalidateAll(): void;
  /**
   * While suspended nothing is kept (every answer is built afresh): the database's change notifications are not
   * arriving, so nothing kept could be trusted. `resume` starts keeping again, from an empty cache.
   */
  suspend(): void;
  resume(): void;
  readonly size: number;
  /**
   * Since start: answers found kept (hits), and answers that had to be built or waited for (misses, a joined build
   * included). Plain numbers, read by the metrics at scrape time (server/metrics), so a request costs one addition.
   */
  readonly stats: { readonly hits: number; readonly misses: number };
}

/** Tag of the server-rendered pages: they show a bit of everything, so every invalidation drops them. */
export const PAGE_TAG = 'page';

// @fastify/compress leaves bodies under its threshold (1 kB by default) alone, so an identity answer it sees is
// either small or one the client did not ask compressed: it never compresses a cached answer per request.
export const COMPRESSION_THRESHOLD_BYTES = 1024;

interface Entry {
  answer: CachedAnswer;
  tags: readonly string[];
}

export function createPublicCache({ maxEntries = 2000 }: { maxEntries?: number } = {}): PublicCache {
  // Map order is recency order: a hit moves its entry to the end, the first is the least recently used.
  const entries = new Map<string, Entry>();
  const byTag = new Map<string, Set<string>>();
  const building = new Map<string, Promise<CachedAnswer>>();
  // Invalidations counted since start; each tag remembers the count at its last one. A build remembers the
  // count when it began: one of its tags invalidated later means it may have read the old rows.
  let invalidations = 0;
  let everythingInvalidatedAt = 0;
  const tagInvalidatedAt = new Map<string, number>();
  let buildsRunning = 0;
  let suspended = false;
  const stats = { hits: 0, misses: 0 };

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  function keep(key: string, tags: readonly string[], answer: CachedAnswer) {
    forget(key);
    entries.set(key, { answer, tags });
    for (const tag of tags) {
      let keys = byTag.get(tag);
      if (!keys) byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      forget(oldest);
    }
  }

  const isStale = (tags: readonly string[], startedAt: number) =>
    everythingInvalidatedAt > startedAt || tags.some((tag) => (tagInvalidatedAt.get(tag) ?? 0) > startedAt || (tag === PAGE_TAG && invalidations > startedAt));

  async function buildAndKeep(key: string, tags: readonly string[], build: () => Promise<BuiltAnswer>): Promise<CachedAnswer> {
    const startedAt = invalidations;
    buildsRunning += 1;
    try {
      const built = await build();
      const answer = await toCachedAnswer(built);
      const allTags = built.tags ? [...new Set([...tags, ...built.tags])] : tags;
      if (!suspended && !isStale(allTags, startedAt)) keep(key, allTags, answer);
      return answer;
    } finally {
      buildsRunning -= 1;
      // The invalidation marks only matter to builds in flight: none left, none needed.
      if (buildsRunning === 0) tagInvalidatedAt.clear();
    }
  }

  function markInvalidated(tags: readonly string[] | null) {
    invalidations += 1;
    if (tags === null) everythingInvalidatedAt = invalidations;
    else if (buildsRunning > 0) for (const tag of tags) tagInvalidatedAt.set(tag, invalidations);
    // A request arriving after a write must not join a build that may have read the rows before it.
    building.clear();
  }

  return {
    answer<Data>(key: string, tags: readonly string[], build: () => Promise<BuiltAnswer<Data>>) {
      const entry = entries.get(key);
      if (entry) {
        stats.hits += 1;
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.answer as CachedAnswer<Data>);
      }
      stats.misses += 1;
      let running = building.get(key);
      if (!running) {
        const started = buildAndKeepTracked(key, tags, build as () => Promise<BuiltAnswer>);
        building.set(key, started);
        running = started;
      }
      return running as Promise<CachedAnswer<Data>>;
    },
    invalidate(tags) {
      markInvalidated(tags);
      for (const tag of [...tags, PAGE_TAG]) for (const key of [...(byTag.get(tag) ?? [])]) forget(key);
    },
    invalidateAll() {
      markInvalidated(null);
      entries.clear();
      byTag.clear();
    },
    suspend() {
      suspended = true;
      this.invalidateAll();
    },
    resume() {
      suspended = false;
      this.invalidateAll();
    },
    get size() {
      return entries.size;
    },
    stats,
  };

  // Removes the promise from `building` once settled, whichever promise it is there (not a newer one).
  function buildAndKeepTracked(key: string, tags: readonly string[], build: () => Promise<BuiltAnswer>) {
    const started: Promise<CachedAnswer> = buildAndKeep(key, tags, build).finally(() => {
      if (building.get(key) === started) building.delete(key);
    });
    return started;
  }
}

async function toCachedAnswer({ status, contentType, body, data }: BuiltAnswer): Promise<CachedAnswer> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const isWorthCompressing = identity.length >= COMPRESSION_THRESHOLD_BYTES;
  const [gzipped, brotli] = isWorthCompressing
    ? await Promise.all([
        gzipAsync(identity, { level: 9 }),
        brotliAsync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      ])
    : [null, null];
  return {
    status,
    contentType,
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipped,
    br: brotli,
    data,
  };
}
