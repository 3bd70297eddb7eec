// Every image the site stores goes through here: re-encoded (which drops metadata such as GPS tags and
// any payload hidden after the image data), auto-rotated, and saved with WebP copies at the widths pages
// ask for (common/media.ts). Keys carry a content hash, so URLs can be cached for a year.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, hasImageVariants, imageVariantUrl } from '../../common/media.ts';
import type { MediaStore } from './store.ts';

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

// Larger uploads are scaled down: nothing on the site is drawn wider than this.
const MAX_STORED_WIDTH = 2400;
const MAX_STORED_HEIGHT = 4800;
const JPEG_QUALITY = 84;
/**
 * Decoding is where an image costs memory (4 bytes a pixel): a small file can claim a huge canvas (a
 * "decompression bomb"). 50 megapixels is more than any camera an admin uploads from.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 74;

/**
 * Stores an image under `folder/<name>.<hash>.<jpg|png>` with its WebP variants. `name` is a readable stem
 * ('poster-northbound'); the input (bytes, or the path of a file) may be any format sharp reads. Throws on
 * input that is not an image or is larger than MAX_INPUT_PIXELS; nothing is stored then.
 */
export async function storeImage(media: MediaStore, folder: string, name: string, input: Buffer | string): Promise<StoredImage> {
  const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { hasAlpha } = await source.metadata();
  // Bounded in height too: WebP (the variants) cannot be taller than 16383 pixels, and no page shows a strip.
  const resized = source.resize({ width: MAX_STORED_WIDTH, height: MAX_STORED_HEIGHT, fit: 'inside', withoutEnlargement: true });
  // Transparency needs PNG; everything else is smaller as JPEG.
  const encoded = hasAlpha
    ? await resized.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
    : await resized.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  const extension = hasAlpha ? 'png' : 'jpg';
  const digest = createHash('sha256').update(encoded.data).digest('hex').slice(0, 10);
  const key = `${folder}/${safeStem(name)}.${digest}.${extension}`;
  // Every variant is made before anything is stored, so a failure stores nothing.
  const variants = await Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => ({
      key: imageVariantUrl(key, width),
      data: await sharp(encoded.data).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer(),
    })),
  );
  const url = await media.save(key, encoded.data);
  try {
    await Promise.all(variants.map((variant) => media.save(variant.key, variant.data)));
  } catch (error) {
    await removeImage(media, url);
    throw error;
  }
  return { url, width: encoded.info.width, height: encoded.info.height };
}

/** Removes a stored image and its variants; URLs the store does not own are ignored. */
export async function removeImage(media: MediaStore, url: string | null | undefined): Promise<void> {
  if (!url) return;
  const variants = hasImageVariants(url) ? IMAGE_VARIANT_WIDTHS.map((width) => imageVariantUrl(url, width)) : [];
  await Promise.all([url, ...variants].map((each) => media.remove(each)));
}

function safeStem(name: string): string {
  const stem = name
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem.slice(0, 60) || 'image';
}
