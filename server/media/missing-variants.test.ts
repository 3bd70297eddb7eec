import { rm, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { imageVariantUrl } from '../../common/media.ts';
import { sharedTestApp } from '../test/app.ts';
import { storeImage } from './images.ts';
import { UPLOADS_URL_PREFIX } from './store.ts';

// An image stored before a width was added to IMAGE_VARIANT_WIDTHS lacks that variant, while every page already
// names it in its srcset: the app makes it on the first request instead of answering a broken image.
const app = sharedTestApp();

it('answers a variant missing from disk with one made from the stored original, and keeps it', async () => {
  const original = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#203040' } }).jpeg().toBuffer();
  const stored = await storeImage(app.deps.media, 'movies', 'poster-old', original);
  const variant = imageVariantUrl(stored.url, 720);
  const path = app.deps.media.objects.localPathOf!(variant.slice(UPLOADS_URL_PREFIX.length));
  await rm(path);

  const res = await app.inject({ url: variant });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 720, height: 1080 });
  expect((await stat(path)).size).toBe(res.rawPayload.length);
});

it('answers a variant of an image it does not have with the 404 of an unknown address', async () => {
  const res = await app.inject({ url: '/uploads/movies/poster-never.0123456789.w720.webp' });
  expect(res.statusCode).toBe(404);
});
