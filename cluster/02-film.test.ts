// A film's whole life across two instances: uploaded by tus in chunks that alternate between them and nginx (each
// instance reads the offset the other one left), packaged by whichever instance's worker claims it, rented in the sandbox
// checkout through nginx, and streamed (playlists, key, segments) by both, with the same bytes.
import { beforeAll, describe, expect, it } from 'vitest';
import { FILM_UPLOADS_PATH } from '../common/films.ts';
import { adminLogin, cluster, expectJson, formData, getBytes, instanceA, instanceB, nameOf, registerViewer, report, request, seedMedia, waitFor, type Headers } from './cluster.ts';

/** A real 6 s H.264 clip (854x480) of the demo media: one 360p rendition when packaged. */
const FILM = seedMedia('bts-back-2-basics.mp4');
/** Five chunks: to A, B, nginx (either, through the deploy configuration's upload location), A, B. */
const CHUNK = 48 * 1024;
const ROTATION = [instanceA, instanceB, cluster.nginx];
const base64 = (text: string) => Buffer.from(text).toString('base64');

let admin: Headers;
let movieId: number;

beforeAll(async () => {
  admin = await adminLogin();
  const { movie } = await expectJson<{ movie: { id: number } }>(
    request(cluster.nginx, '/api/admin/movies', {
      method: 'POST',
      headers: admin,
      body: formData({ title: `Cluster Reel ${Date.now()}`, price: '2.99', rental_duration_hours: '48' }),
    }),
    201,
  );
  movieId = movie.id;
});

/** A tus request by hand to one instance. */
function tus(base: string, method: string, path: string, headers: Headers = {}, body?: Buffer) {
  return request(base, path, { method, headers: { 'tus-resumable': '1.0.0', ...admin, ...headers }, ...(body && { body: new Uint8Array(body) }) });
}

describe('a film uploaded to both instances in turn', () => {
  it('is assembled from chunks sent in turn to A, B and nginx, each instance knowing the offset the other left', async () => {
    const created = await tus(instanceA, 'POST', FILM_UPLOADS_PATH, {
      'upload-length': String(FILM.length),
      'upload-metadata': `movieId ${base64(String(movieId))},filename ${base64('reel.mp4')},filetype ${base64('video/mp4')}`,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const path = new URL(created.headers.get('location')!, instanceA).pathname;
    expect(path.startsWith(`${FILM_UPLOADS_PATH}/`)).toBe(true);

    const chunks: Array<{ to: string; offset: number; head: number; headOffset: string | null; patch: number; newOffset: string | null }> = [];
    for (let offset = 0, i = 0; offset < FILM.length; i++) {
      const base = ROTATION[i % ROTATION.length]!;
      const head = await tus(base, 'HEAD', path);
      const chunk = FILM.subarray(offset, offset + CHUNK);
      const patch = await tus(base, 'PATCH', path, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, chunk);
      const patchBody = await patch.text();
      chunks.push({
        to: nameOf(base),
        offset,
        head: head.status,
        headOffset: head.headers.get('upload-offset'),
        patch: patch.status,
        newOffset: patch.headers.get('upload-offset') ?? patchBody.slice(0, 200),
      });
      offset += chunk.length;
      if (patch.status !== 204) break;
    }
    const expected = chunks.map(({ to, offset }) => ({
      to,
      offset,
      head: 200,
      headOffset: String(offset),
      patch: 204,
      newOffset: String(Math.min(offset + CHUNK, FILM.length)),
    }));
    expect(chunks).toEqual(expected);
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    expect(chunks.at(-1)!.offset + CHUNK).toBeGreaterThanOrEqual(FILM.length);

    const { film } = await expectJson<{ film: { status: string; source_bytes: number } | null }>(request(cluster.nginx, `/api/admin/movies/${movieId}/film`, { headers: admin }));
    expect(film).toMatchObject({ source_bytes: FILM.length });
    expect(['queued', 'processing', 'ready']).toContain(film!.status);
  });

  it('is packaged by whichever instance’s worker claims it', async () => {
    const began = Date.now();
    const film = await waitFor(
      'the film packaged',
      async () => {
        const { film } = await expectJson<{ film: { status: string; error: string | null; renditions: unknown[]; duration_seconds: number | null } }>(
          request(cluster.nginx, `/api/admin/movies/${movieId}/film`, { headers: admin }),
        );
        if (film.status === 'failed') throw Object.assign(new Error(`packaging failed: ${film.error}`), { fatal: true });
        return film.status === 'ready' ? film : undefined;
      },
      { timeoutMs: 180_000, intervalMs: 500 },
    );
    expect(film.renditions.length).toBeGreaterThan(0);
    expect(film.duration_seconds).toBeGreaterThan(0);
    await report('film packaged after upload', `${((Date.now() - began) / 1000).toFixed(1)} s`);
  });

  it('is rented in the sandbox checkout through nginx and streamed by both instances with the same bytes', async () => {
    const renter = await registerViewer();
    const checkout = await expectJson<{ session_id: string }>(
      request(cluster.nginx, '/api/payments/create-checkout-session', {
        method: 'POST',
        headers: { ...renter.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ movieId }),
      }),
    );
    const paid = await request(cluster.nginx, `/sandbox/checkout/${checkout.session_id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242' }).toString(),
    });
    expect(paid.status, await paid.text()).toBe(303);

    const info = await expectJson<{ playlist_url: string }>(request(cluster.nginx, `/api/movies/${movieId}/stream`, { headers: renter.headers }));
    expect(info.playlist_url).toMatch(/^\/api\/stream\/.+\/master\.m3u8$/);

    // What a player fetches, found by reading the playlists (each instance's answers are compared with A's).
    const resolve = (uri: string, from: string) => new URL(uri, `http://player${from}`).pathname;
    const master = await getBytes(instanceA, info.playlist_url);
    expect(master.status).toBe(200);
    const uris = (text: string) => text.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
    const mediaPlaylists = uris(Buffer.from(master.bytes).toString()).map((uri) => resolve(uri, info.playlist_url));
    expect(mediaPlaylists.length).toBeGreaterThan(0);
    const files = [info.playlist_url];
    const keys = new Set<string>();
    for (const playlist of mediaPlaylists) {
      files.push(playlist);
      const text = Buffer.from((await getBytes(instanceA, playlist)).bytes).toString();
      for (const match of text.matchAll(/#EXT-X-KEY:[^\n]*URI="([^"]+)"/g)) keys.add(resolve(match[1]!, playlist));
      const segments = uris(text).map((uri) => resolve(uri, playlist));
      expect(segments.length).toBeGreaterThan(0);
      files.push(...segments);
    }
    expect(keys.size).toBeGreaterThan(0);
    files.push(...keys);

    const problems: unknown[] = [];
    for (const file of files) {
      const [a, b] = await Promise.all([getBytes(instanceA, file), getBytes(instanceB, file)]);
      if (a.status !== 200 || b.status !== 200 || a.hash !== b.hash || a.bytes.length === 0) problems.push({ file, A: a.status, B: b.status, sameBytes: a.hash === b.hash });
      if (keys.has(file)) expect(a.bytes.length).toBe(16);
    }
    expect(problems).toEqual([]);
    await report('film streamed', `${files.length} files (master, ${mediaPlaylists.length} media playlist(s), ${keys.size} key(s), segments) from both instances`);
  });
});
