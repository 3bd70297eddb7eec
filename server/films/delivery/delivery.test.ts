// The viewer's side of self-hosted films over HTTP: every playlist, segment, key and caption request under a valid
// token (docs/decisions/0015). The package is a fake one written by the test (server/test/fake-film-package.ts):
// the bytes are what is checked, not ffmpeg's output.
import { beforeAll, describe, expect, it } from 'vitest';
import { filmMessages } from '../../../common/messages/films.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { sharedTestApp, getVerbatim } from '../../test/app.ts';
import { FAKE_SEGMENT_BYTES, writePrivateSecret, type FakePackage } from '../../test/fake-film-package.ts';
import { CAPTIONS_EN, deliveryRequests } from './delivery-requests.ts';

const app = sharedTestApp();
const { get, packagedMovie, renter, tokenFor } = deliveryRequests(app);

describe('GET /api/stream/:token/…', () => {
  let movieId: number;
  let pkg: FakePackage;
  let token: string;
  beforeAll(async () => {
    const made = await packagedMovie();
    movieId = made.movie.id;
    pkg = made.pkg;
    token = (await tokenFor(movieId, (await renter(movieId)).headers)).token;
  });

  it('writes the master playlist from the renditions, with relative URIs that keep the token', async () => {
    const res = await get(`/api/stream/${token}/master.m3u8`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=896000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
        'v0/index.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=2928000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"',
        'v1/index.m3u8',
        '',
      ].join('\n'),
    );
  });

  it('serves each media playlist as the packager wrote it', async () => {
    for (const [path, text] of pkg.playlists) {
      const res = await get(`/api/stream/${token}/${path}`, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(text);
    }
  });

  it('sends segments as they are on disk: immutable, uncompressed, with validators and ranges', async () => {
    for (const [path, bytes] of pkg.segments) {
      const res = await get(`/api/stream/${token}/${path}`, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'video/mp2t',
        'cache-control': 'private, max-age=31536000, immutable',
        'accept-ranges': 'bytes',
        'content-length': String(FAKE_SEGMENT_BYTES),
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers['last-modified']).toBeTruthy();
    }
    const head = await app.inject({ method: 'HEAD', url: `/api/stream/${token}/v0/seg00000.ts` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(FAKE_SEGMENT_BYTES));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers a byte range with 206 and exactly those bytes, an unsatisfiable one with 416, a fresh ETag with 304', async () => {
    const bytes = pkg.segments.get('v0/seg00000.ts');
    const url = `/api/stream/${token}/v0/seg00000.ts`;
    const partial = await get(url, { range: 'bytes=100-1123' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-1123/${FAKE_SEGMENT_BYTES}`);
    expect(partial.headers['content-length']).toBe('1024');
    expect(partial.rawPayload.equals(bytes?.subarray(100, 1124) ?? Buffer.alloc(0))).toBe(true);

    const tail = await get(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes?.subarray(FAKE_SEGMENT_BYTES - 10) ?? Buffer.alloc(0))).toBe(true);

    const beyond = await get(url, { range: `bytes=${FAKE_SEGMENT_BYTES}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${FAKE_SEGMENT_BYTES}`);
    expect(beyond.json()).toEqual({ error: filmMessages.streamRangeInvalid });

    const first = await get(url);
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends the 16-byte key uncached, and the captions', async () => {
    const key = await get(`/api/stream/${token}/key`, { 'accept-encoding': 'br, gzip' });
    expect(key.statusCode).toBe(200);
    expect(key.headers['content-type']).toBe('application/octet-stream');
    expect(key.headers['cache-control']).toBe('no-store');
    expect(key.headers['content-encoding']).toBeUndefined();
    expect(key.rawPayload.equals(Buffer.from(pkg.keyHex, 'hex'))).toBe(true);

    const captions = await get(`/api/stream/${token}/captions/en.vtt`);
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toBe(CAPTIONS_EN);
    expect((await get(`/api/stream/${token}/captions/fr.vtt`)).statusCode).toBe(404);
  });

  it('answers 404 for a rendition or a file the package does not have', async () => {
    const missing = ['v2/index.m3u8', 'v00/index.m3u8', 'v1/seg00002.ts', 'v0/seg0.ts', 'v0/seg00000.mp4', 'v0/.hidden', 'x/index.m3u8', 'v0/key'];
    for (const path of missing) {
      const res = await get(`/api/stream/${token}/${path}`);
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({ path, status: 404, body: { error: serverMessages.notFound } });
    }
  });

  it('never reaches a file outside the package, however the path is spelled', async () => {
    const secret = 'TOP-SECRET-SOURCE';
    await writePrivateSecret(app.deps.films, 'films/sources/secret.ts', secret);
    await writePrivateSecret(app.deps.films, `${pkg.packageDir}/../secret.ts`, secret);
    await writePrivateSecret(app.deps.films, 'films/captions/secret.vtt', secret);
    const paths = [
      `/api/stream/${token}/v0/..%2f..%2f..%2fsources%2fsecret.ts`,
      `/api/stream/${token}/v0/..%2fseg00000.ts`,
      `/api/stream/${token}/v0%2f..%2f..%2fsecret.ts`,
      `/api/stream/${token}/..%2f..%2fsecret.ts/seg00000.ts`,
      `/api/stream/${token}/v0/%2e%2e%2f%2e%2e%2fsecret.ts`,
      `/api/stream/${token}/v0/..%5c..%5csecret.ts`,
      `/api/stream/${token}/v0/../../secret.ts`,
      `/api/stream/${token}/v0/../../../sources/secret.ts`,
      `/api/stream/${token}/captions/..%2fsecret.vtt`,
      `/api/stream/${token}/captions/../../captions/secret.vtt`,
      `/api/stream/${token}%2f..%2f..%2fsecret.ts/v0/seg00000.ts`,
      `/api/stream/${token}/v0/seg00000.ts%00`,
    ];
    for (const path of paths) {
      const res = await getVerbatim(app, path);
      expect(res.body).not.toContain(secret);
      expect({ path, refused: [400, 403, 404].includes(res.statusCode) }).toEqual({ path, refused: true });
    }
  });
});
