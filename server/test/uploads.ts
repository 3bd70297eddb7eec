// Multipart bodies with real files for the admin upload tests: images made by sharp (with EXIF to prove it
// goes), and a look at what the media store and the upload temp folder hold afterwards.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { UploadLimits } from '../config.ts';
import { UPLOADS_URL_PREFIX } from '../media/store.ts';
import { uploadTempDir } from '../uploads/receive.ts';

/** Limits small enough that a test crosses them with a few hundred kilobytes. */
export const SMALL_UPLOAD_LIMITS: UploadLimits = { imageBytes: 200_000, videoBytes: 400_000 };

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body (text parts first, then files) and its content type, for app.inject. */
export async function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A JPEG carrying EXIF text (a camera's copyright field standing in for a GPS position). */
export function jpegWithExif(width = 800, height = 600, secret = 'secret-location'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8a5a3c' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: secret } })
    .toBuffer();
}

export function png(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3c5a8a' } }).png().toBuffer();
}

/** The first bytes of an MP4 (an `ftyp` box), enough for file-type to call it video/mp4, then filler. */
export function mp4Bytes(size = 4096): Buffer {
  const header = Buffer.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32]);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length), 7)]);
}

export const imagePart = (field: string, bytes: Buffer, name = 'still.jpg', type = 'image/jpeg'): FilePart => ({ field, name, type, bytes });

/** Where a stored media URL ('/uploads/movies/x.jpg') is on the app's disk. */
export function storedFilePath(app: FastifyInstance, url: string): string {
  return app.deps.media.objects.localPathOf!(url.slice(UPLOADS_URL_PREFIX.length));
}

export function isStored(app: FastifyInstance, url: string): Promise<boolean> {
  return stat(storedFilePath(app, url)).then(
    () => true,
    () => false,
  );
}

/** Every file under the app's media root (relative paths), to check what an upload or a delete left behind. */
export async function mediaFiles(app: FastifyInstance): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of app.deps.media.objects.list('')) keys.push(object.key);
  return keys;
}

/** Files still waiting in the upload temp folder (a finished or failed upload leaves none). */
export async function pendingUploadFiles(app: FastifyInstance): Promise<string[]> {
  return listFiles(uploadTempDir(app.deps.config));
}

/** Runs `attempt` (uploads the app refuses) and checks they stored nothing: the media as before, no temp file left. */
export async function expectNothingStored(app: FastifyInstance, attempt: () => Promise<unknown>): Promise<void> {
  const before = await mediaFiles(app);
  await attempt();
  expect(await mediaFiles(app)).toEqual(before);
  expect(await pendingUploadFiles(app)).toEqual([]);
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}
