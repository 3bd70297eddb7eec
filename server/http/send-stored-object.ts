// An object of the store (server/storage) sent as a static file is: single byte ranges (206), ETag and
// Last-Modified with conditional requests (304), 416 past the end. On this disk, @fastify/send streams the file
// (send-disk-file.ts); from a bucket, the app asks for the object's head, judges the request's conditions and range
// itself, with the same rules as a file in memory (file-in-memory.ts), and streams only the bytes it will send.
import { basename, dirname } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectInfo, ObjectStore } from '../storage/object-store.ts';
import { contentTypeOf, isNotModified, requestedRange, type Validators } from './file-in-memory.ts';
import { sendDiskFile, type DiskFileRefusals } from './send-disk-file.ts';

export interface StoredObjectAnswer {
  cacheControl: string;
  /** Without it, the type of the key's extension. */
  contentType?: string;
  /** Bytes per read from disk (send-disk-file.ts). */
  highWaterMark?: number;
}

/** The validators @fastify/send gives a file on disk (W/"size-mtime"), so that both ways of sending agree. */
export function validatorsOf(info: Pick<ObjectInfo, 'size' | 'lastModified'>): Validators {
  return {
    size: info.size,
    etag: `W/"${info.size.toString(16)}-${info.lastModified.getTime().toString(16)}"`,
    lastModified: info.lastModified.toUTCString(),
  };
}

export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  objects: ObjectStore,
  key: string,
  answer: StoredObjectAnswer,
  refusals: DiskFileRefusals,
): Promise<FastifyReply> {
  const localPath = objects.localPathOf?.(key);
  if (localPath) return sendDiskFile(request, reply, { root: dirname(localPath), path: basename(localPath), ...answer }, refusals);

  const info = await objects.head(key);
  if (!info) return refusals.notFound();
  const validators = validatorsOf(info);
  const isFresh = isNotModified(request, validators);
  const range = isFresh ? null : requestedRange(request, validators);
  if (range === 'unsatisfiable') return refusals.rangeNotSatisfiable(`bytes */${info.size}`);

  reply.header('accept-ranges', 'bytes').header('cache-control', answer.cacheControl);
  reply.header('etag', validators.etag).header('last-modified', validators.lastModified);
  if (isFresh) return reply.code(304).send();
  reply.header('content-type', answer.contentType ?? contentTypeOf(key));
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  reply.header('content-length', range ? range.end - range.start + 1 : info.size);
  // Fastify's HEAD route drops the body; an empty stream (not nothing, which it answers as length 0) keeps the
  // length said above, and no bytes are fetched from the bucket only to be dropped.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));

  const opened = await objects.open(key, range ?? undefined);
  // Removed between the head and the read (an admin deleted it): nothing was sent yet, so it is simply gone.
  if (!opened) {
    reply.removeHeader('content-range').removeHeader('content-length').removeHeader('etag').removeHeader('last-modified');
    return refusals.notFound();
  }
  return reply.send(opened.body);
}
