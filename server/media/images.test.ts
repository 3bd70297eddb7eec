import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../common/media.ts';
import { removeImage, storeImage } from './images.ts';
import { createLocalMediaStore, UPLOADS_URL_PREFIX } from './store.ts';

const root = mkdtempSync(join(tmpdir(), 'studio-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const media = createLocalMediaStore(root);
const fileOf = (url: string) => join(root, url.slice(UPLOADS_URL_PREFIX.length));

const photo = (width: number, height: number, withGps = false) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#a0522d' } }).jpeg();
  return (withGps ? image.withExif({ IFD0: { Copyright: 'secret-location' } }) : image).toBuffer();
};

describe('storeImage', () => {
  it('re-encodes as JPEG without metadata, with a content-hashed name and a WebP copy at every width', async () => {
    const stored = await storeImage(media, 'backstage', 'Set Photo #1.JPG', await photo(1600, 900, true));
    expect(stored).toMatchObject({ width: 1600, height: 900 });
    expect(stored.url).toMatch(/^\/uploads\/backstage\/set-photo-1\.[0-9a-f]{10}\.jpg$/);
    const saved = await readFile(fileOf(stored.url));
    expect(saved.includes(Buffer.from('secret-location'))).toBe(false);
    expect((await sharp(saved).metadata()).exif).toBeUndefined();
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = await sharp(await readFile(fileOf(imageVariantUrl(stored.url, width)))).metadata();
      expect(variant.format).toBe('webp');
      expect(variant.width).toBe(Math.min(width, 1600));
    }
  });

  it('keeps transparency as PNG and scales huge images down', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const stored = await storeImage(media, 'covers', 'logo', png);
    expect(stored.url).toMatch(/\.png$/);
    expect(stored).toMatchObject({ width: 2400, height: 800 });
  });

  it('refuses data that is not an image', async () => {
    await expect(storeImage(media, 'covers', 'fake', Buffer.from('<svg onload=alert(1)>'))).rejects.toThrow();
  });

  it('removeImage deletes the image and its variants', async () => {
    const stored = await storeImage(media, 'movies', 'poster', await photo(400, 600));
    await removeImage(media, stored.url);
    await expect(readFile(fileOf(stored.url))).rejects.toThrow();
    await expect(readFile(fileOf(imageVariantUrl(stored.url, 320)))).rejects.toThrow();
  });
});
