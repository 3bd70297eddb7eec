// Every image the site stores goes through here: re-encoded (which drops metadata such as GPS tags and
// any payload hidden after the image data), auto-rotated, and saved with WebP copies at the widths pages
// ask for (common/media.ts). Keys carry a content hash, so URLs can be cached for a year.
//
// The list of widths can grow (docs/decisions/0018-images-that-fit-the-first-screen.md added 720): images stored before
// then lack the new copy, and pages already name it in their srcset. `createVariantMaker` makes such a copy from its
// original the first time it is asked for (the uploads route calls it on a miss), so no image breaks and no start-up
// pass over every image is needed.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, hasImageVariants, imageVariantUrl, type ImageVariantWidth } from '../../common/media.ts';
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
  const source = readImage(input).rotate();
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
    IMAGE_VARIANT_WIDTHS.map(async (width) => ({ key: imageVariantUrl(key, width), data: await encodeVariant(encoded.data, width) })),
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

/**
 * A function that makes a missing variant ('movies/poster.ab12.w720.webp') from its stored original
 * ('movies/poster.ab12.jpg') and resolves whether the variant is now stored. Anything else (not a variant key, a
 * width pages do not ask for, no original) resolves false and costs at most two look-ups, so a request for
 * a made-up name cannot make work. Each variant is made once however many requests ask for it meanwhile; instances
 * sharing a disk may both make it, and write the same bytes whole (MediaStore.save).
 */
export function createVariantMaker(media: MediaStore): (key: string) => Promise<boolean> {
  const making = new Map<string, Promise<boolean>>();
  return (key) => {
    const variant = parseVariantKey(key);
    if (!variant) return Promise.resolve(false);
    let made = making.get(key);
    if (!made) {
      made = makeVariant(media, key, variant).finally(() => making.delete(key));
      making.set(key, made);
    }
    return made;
  };
}

// What storeImage writes: the originals a variant can be made from.
const ORIGINAL_EXTENSIONS = ['jpg', 'png'];
const VARIANT_KEY = /^(.+)\.w([1-9][0-9]*)\.webp$/;

function parseVariantKey(key: string): { stem: string; width: ImageVariantWidth } | null {
  const match = VARIANT_KEY.exec(key);
  const width = IMAGE_VARIANT_WIDTHS.find((each) => String(each) === match?.[2]);
  return match && width ? { stem: match[1]!, width } : null;
}

async function makeVariant(media: MediaStore, key: string, variant: { stem: string; width: ImageVariantWidth }): Promise<boolean> {
  for (const extension of ORIGINAL_EXTENSIONS) {
    const originalKey = `${variant.stem}.${extension}`;
    const original = await media.read(originalKey);
    if (!original) continue;
    const url = await media.save(key, await encodeVariant(original, variant.width));
    // An admin may have removed the image meanwhile (removeImage): its variant must not outlive it.
    if (await media.exists(originalKey)) return true;
    await media.remove(url);
    return false;
  }
  return false;
}

function readImage(input: Buffer | string) {
  return sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
}

/** The WebP copy of an image at `width`, never wider than the image: the one encoding of every variant. */
function encodeVariant(image: Buffer, width: ImageVariantWidth): Promise<Buffer> {
  return readImage(image).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

function safeStem(name: string): string {
  const stem = name
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem.slice(0, 60) || 'image';
}
