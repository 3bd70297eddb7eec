// Media on two instances with empty disks of their own: what an admin uploads through nginx (to whichever instance
// nginx picks) is served by both, with the same bytes and validators, and nothing of it is kept on either disk.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl } from '../common/media.ts';
import { adminLogin, cluster, expectJson, formData, getBytes, nameOf, publicMovies, request, seedMedia, upstreamsOf, type Headers } from './cluster.ts';

let admin: Headers;
/** The URLs the admin's uploads got: a poster (and a variant of it) and a backstage photo. */
const uploaded: string[] = [];

beforeAll(async () => {
  admin = await adminLogin();
});

/** Every file under `root` (relative paths); none when it does not exist. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}

describe('media an admin uploads through nginx', () => {
  it('are served 20 times through nginx with identical bytes, and by each instance directly', async () => {
    const created = await expectJson<{ movie: { id: number; poster_url: string } }>(
      request(cluster.nginx, '/api/admin/movies', {
        method: 'POST',
        headers: admin,
        body: formData({ title: `Cluster Poster ${Date.now()}`, price: '1.99' }, [
          { field: 'thumbnail', name: 'poster.jpg', type: 'image/jpeg', bytes: seedMedia('poster-northbound.jpg') },
        ]),
      }),
      201,
    );
    const { id, poster_url: posterUrl } = created.movie;
    expect(posterUrl).toMatch(/^\/uploads\/.+\.jpg$/);
    const { photos } = await expectJson<{ photos: Array<{ image_url: string }> }>(
      request(cluster.nginx, `/api/admin/movies/${id}/backstage/photos`, {
        method: 'POST',
        headers: admin,
        body: formData({ title: 'On set' }, [{ field: 'photos', name: 'set.jpg', type: 'image/jpeg', bytes: seedMedia('bts-festival-circuit-1.jpg') }]),
      }),
      201,
    );
    expect(photos).toHaveLength(1);
    uploaded.push(posterUrl, imageVariantUrl(posterUrl, 320), photos[0]!.image_url);

    for (const url of uploaded) {
      const first = await getBytes(cluster.nginx, url);
      expect({ url, status: first.status }).toEqual({ url, status: 200 });
      expect(first.bytes.length).toBeGreaterThan(1000);
      const seen: Array<{ via: string; status: number; hash: string }> = [];
      for (let i = 0; i < 20; i++) {
        const again = await getBytes(cluster.nginx, url);
        seen.push({ via: 'nginx', status: again.status, hash: again.hash });
      }
      // nginx spread them over both instances (round robin, no stickiness).
      const served = new Set(upstreamsOf(url));
      expect({ url, servedBy: [...served].sort() }).toEqual({ url, servedBy: ['A', 'B'] });
      for (const base of cluster.instances) {
        const direct = await getBytes(base, url);
        seen.push({ via: nameOf(base), status: direct.status, hash: direct.hash });
      }
      expect(seen.filter((s) => s.status !== 200 || s.hash !== first.hash)).toEqual([]);
    }
  });

  it('carry the same validators on both instances: a revalidation on the other one answers 304', async () => {
    expect(uploaded.length).toBeGreaterThan(0);
    const [a, b] = cluster.instances as [string, string];
    for (const url of uploaded) {
      const fromA = await getBytes(a, url);
      const fromB = await getBytes(b, url);
      expect({ url, etagA: fromA.etag }).toEqual({ url, etagA: fromB.etag });
      expect(fromA.etag).toBeTruthy();
      for (const [base, etag] of [
        [b, fromA.etag],
        [a, fromB.etag],
      ] as const) {
        const res = await request(base, url, { headers: { 'if-none-match': etag! } });
        expect({ url, on: nameOf(base), status: res.status }).toEqual({ url, on: nameOf(base), status: 304 });
      }
    }
  });

  it('leave nothing on either instance’s disk: public media and private files live in the bucket', async () => {
    for (const dataDir of cluster.dataDirs) {
      expect({ dataDir, media: await filesUnder(join(dataDir, 'media')), private: await filesUnder(join(dataDir, 'private')) }).toEqual({
        dataDir,
        media: [],
        private: [],
      });
    }
  });
});

describe('the demo catalogue’s media', () => {
  it('are served by both instances: every poster and thumbnail of /api/movies, every gallery cover', async () => {
    const movies = await publicMovies();
    expect(movies.length).toBeGreaterThan(0);
    const covers = await expectJson<Array<{ cover_image_url: string | null }>>(request(cluster.nginx, '/api/movies/covers'));
    const urls = [
      ...new Set([
        ...movies.flatMap((movie) => [movie.poster_url, movie.thumbnail_url]),
        ...covers.map((cover) => cover.cover_image_url),
      ]),
    ].filter((url): url is string => Boolean(url) && url!.startsWith('/'));
    expect(urls.length).toBeGreaterThanOrEqual(movies.length);

    const problems: unknown[] = [];
    for (const url of urls) {
      const answers = await Promise.all(cluster.instances.map((base) => getBytes(base, url)));
      const [a, b] = answers as [Awaited<ReturnType<typeof getBytes>>, Awaited<ReturnType<typeof getBytes>>];
      if (a.status !== 200 || b.status !== 200 || a.hash !== b.hash || a.bytes.length === 0) {
        problems.push({ url, A: a.status, B: b.status, sameBytes: a.hash === b.hash });
      }
    }
    expect(problems).toEqual([]);
  });
});
