// A viewer's rental state and video link never reach another viewer or a visitor through the shared cache,
// whatever order they ask in, and a visitor's answer stays byte for byte the same.
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { createLoggedInUser, createMovie, createRental } from '../test/factories.ts';

const app = sharedTestApp();

const permutations = <T>(items: T[]): T[][] =>
  items.length <= 1 ? [items] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));

describe('per-viewer parts of cached answers', () => {
  it('never leak from viewer A to viewer B or a visitor, in any order of asking', async () => {
    const d = (await testDatabase()).db;
    const movie = await createMovie(d, { videoUrl: 'https://youtu.be/secret-of-a' });
    const a = await createLoggedInUser(d);
    const b = await createLoggedInUser(d);
    await createRental(d, a.user.id, movie.id, 3_600_000);
    const urls = ['/api/movies?include_rental=true', `/api/movies/${movie.id}?include_rental=true`];
    const visitorBodies = new Map<string, string>();

    for (const order of permutations(['a', 'b', 'visitor'] as const)) {
      // Each order starts from an empty cache, so each reader in turn is the one who fills it.
      await app.awaitPublicCacheChanges();
      app.publicCache.invalidateAll();
      for (const reader of order) {
        for (const url of urls) {
          const headers = reader === 'a' ? a.headers : reader === 'b' ? b.headers : {};
          const res = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'identity' } });
          expect(res.statusCode).toBe(200);
          const json = res.json();
          const mine = 'movie' in json ? json.movie : json.movies.find((m: { id: number }) => m.id === movie.id);
          if (reader === 'a') {
            expect(mine).toMatchObject({ rental_status: { is_rented: true }, video_url: 'https://youtu.be/secret-of-a' });
            continue;
          }
          expect(res.body).not.toContain('secret-of-a');
          if (reader === 'b') {
            expect(mine.rental_status).toEqual({
              is_rented: false,
              rental_end: null,
              rental_end_timestamp: null,
              state: null,
              starts_by: null,
              premiere_at: null,
              can_watch: false,
            });
          }
          if (reader === 'visitor') {
            expect(res.body).not.toContain('rental_status');
            expect(res.headers['cache-control']).toBe('public, no-cache');
            const before = visitorBodies.get(url);
            if (before === undefined) visitorBodies.set(url, res.body);
            else expect(res.body).toBe(before);
          }
        }
      }
    }
  });
});

describe('a cached answer through the app', () => {
  it('leaves the kept bytes as they are: brotli, the kept ETag, a 304, the catalogue caching headers', async () => {
    const d = (await testDatabase()).db;
    for (let i = 0; i < 5; i++) await createMovie(d);
    await app.awaitPublicCacheChanges();
    const first = await app.inject({ url: '/api/movies', headers: { 'accept-encoding': 'gzip, br' } });
    const answer = await app.publicCache.answer('api:movies', [], () => Promise.reject(new Error('should be kept')));
    expect(first.headers).toMatchObject({ 'content-encoding': 'br', etag: answer.etag, 'cache-control': 'public, no-cache' });
    expect(String(first.headers.vary)).toMatch(/Authorization.*Accept-Encoding/);
    expect(first.rawPayload.equals(answer.br!)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).equals(answer.identity)).toBe(true);
    const again = await app.inject({ url: '/api/movies', headers: { 'if-none-match': answer.etag } });
    expect(again.statusCode).toBe(304);
  });
});
