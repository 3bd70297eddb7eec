import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../common/media.ts';
import { createDiskStore } from '../storage/disk-store.ts';
import { createVariantMaker, removeImage, storeImage } from './images.ts';
import { createMediaStore, UPLOADS_URL_PREFIX } from './store.ts';

const root = mkdtempSync(join(tmpdir(), 'studio-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const media = createMediaStore(createDiskStore(root));
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

describe('createVariantMaker', () => {
  const keyOf = (url: string) => url.slice(UPLOADS_URL_PREFIX.length);

  it('makes a missing variant from the stored original, as storeImage would have made it', async () => {
    const stored = await storeImage(media, 'movies', 'poster', await photo(800, 1200));
    const variant = imageVariantUrl(stored.url, 720);
    const asStored = await readFile(fileOf(variant));
    await rm(fileOf(variant));
    const makeMissing = createVariantMaker(media);
    await expect(makeMissing(keyOf(variant))).resolves.toBe(true);
    expect((await readFile(fileOf(variant))).equals(asStored)).toBe(true);
  });

  it('makes a variant of a PNG original, no wider than the original', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 4, background: { r: 9, g: 9, b: 9, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const stored = await storeImage(media, 'covers', 'badge', png);
    const variant = imageVariantUrl(stored.url, 640);
    await rm(fileOf(variant));
    await expect(createVariantMaker(media)(keyOf(variant))).resolves.toBe(true);
    expect(await sharp(await readFile(fileOf(variant))).metadata()).toMatchObject({ format: 'webp', width: 500 });
  });

  it('makes nothing for a key that is not a variant the pages ask for, or has no original', async () => {
    const stored = await storeImage(media, 'movies', 'still', await photo(400, 300));
    const stem = keyOf(stored.url).replace(/\.jpg$/, '');
    const makeMissing = createVariantMaker(media);
    for (const key of [`${stem}.w700.webp`, `${stem}.w0720.webp`, `${stem}.w720.png`, 'movies/nothing.0123456789.w720.webp']) {
      await expect(makeMissing(key)).resolves.toBe(false);
      await expect(stat(join(root, key))).rejects.toThrow();
    }
    await expect(makeMissing(`${stem}.jpg`)).resolves.toBe(false);
  });

  it('keeps no variant of an image removed while the variant was being made', async () => {
    const stored = await storeImage(media, 'backstage', 'removed', await photo(800, 600));
    const variant = keyOf(imageVariantUrl(stored.url, 720));
    await rm(join(root, variant));
    // The admin's removal lands between the maker's read of the original and its save of the variant.
    const racing = { ...media, save: async (key: string, content: Buffer) => (await removeImage(media, stored.url), media.save(key, content)) };
    await expect(createVariantMaker(racing as typeof media)(variant)).resolves.toBe(false);
    await expect(stat(join(root, variant))).rejects.toThrow();
  });

  it('makes a variant once for requests that ask for it together', async () => {
    const stored = await storeImage(media, 'movies', 'rush', await photo(800, 1200));
    const variant = keyOf(imageVariantUrl(stored.url, 960));
    await rm(join(root, variant));
    const saved: string[] = [];
    const counting = { ...media, save: (key: string, content: Buffer) => (saved.push(key), media.save(key, content)) };
    const makeMissing = createVariantMaker(counting as typeof media);
    await expect(Promise.all([makeMissing(variant), makeMissing(variant), makeMissing(variant)])).resolves.toEqual([true, true, true]);
    expect(saved).toEqual([variant]);
  });
});
