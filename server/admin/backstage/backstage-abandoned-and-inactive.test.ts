import { eq } from 'drizzle-orm';
import { connect, type AddressInfo } from 'node:net';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { backstagePhotos } from '../../db/schema.ts';
import { db } from '../../test/database.ts';
import { createBackstagePhoto, createBackstageVideo, createMovie } from '../../test/factories.ts';
import { imagePart, mediaFiles, multipart, pendingUploadFiles, png } from '../../test/uploads.ts';
import { backstageTestApp } from './backstage-test-helpers.ts';

const { app, admin, post, get } = backstageTestApp();

describe('an upload the client abandons half-way', () => {
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    for (let tries = 0; tries < 100; tries += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  it('leaves no file and no row once the connection drops in the middle of a photo', async () => {
    const movie = await createMovie(await db());
    const before = await mediaFiles(app);
    const big = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    expect(big.length).toBeLessThan(200_000);
    const body = await multipart({ title: 'Abandoned' }, [imagePart('photos', await png(), 'whole.png', 'image/png'), imagePart('photos', big, 'cut.jpg')]);
    if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/admin/movies/${movie.id}/backstage/photos HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${admin.authorization}\r\nContent-Type: ${body.headers['content-type']}\r\n` +
        `Content-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, body.payload.length - Math.floor(big.length / 2)));
    // The server has started writing the upload to its temporary folder: now the client goes away.
    await waitFor(async () => (await pendingUploadFiles(app)).length > 0, 'the upload to start');
    socket.destroy();
    await waitFor(async () => (await pendingUploadFiles(app)).length === 0, 'the temporary files to go');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await pendingUploadFiles(app)).toEqual([]);
    expect(await mediaFiles(app)).toEqual(before);
    expect(await (await db()).select().from(backstagePhotos).where(eq(backstagePhotos.movieId, movie.id))).toEqual([]);
  });
});

describe('an inactive movie', () => {
  it('shows its backstage media to the admin while the public lists answer 404', async () => {
    const movie = await createMovie(await db(), { isActive: false });
    const photo = await createBackstagePhoto(await db(), { movieId: movie.id });
    const video = await createBackstageVideo(await db(), { movieId: movie.id });

    const photos = await get(`/api/admin/movies/${movie.id}/backstage/photos`);
    expect(photos.statusCode).toBe(200);
    expect(photos.json().photos.map((p: BackstagePhoto) => p.id)).toEqual([photo.id]);
    const videos = await get(`/api/admin/movies/${movie.id}/backstage/videos`);
    expect(videos.statusCode).toBe(200);
    expect(videos.json().videos.map((v: BackstageVideo) => v.id)).toEqual([video.id]);

    for (const list of ['photos', 'videos']) {
      const res = await get(`/api/movies/${movie.id}/backstage/${list}`, {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: publicMessages.movieNotFound });
    }
  });

  it('takes new photos from the admin', async () => {
    const movie = await createMovie(await db(), { isActive: false });
    const res = await post(`/api/admin/movies/${movie.id}/backstage/photos`, {}, [imagePart('photos', await png(), 'p.png', 'image/png')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().photos).toHaveLength(1);
  });
});
