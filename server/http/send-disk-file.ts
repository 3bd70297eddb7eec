// A file streamed from disk, never read into memory, with what a player and a cache expect of a static file:
// single byte ranges (206, Content-Range), ETag and Last-Modified with conditional requests (304). @fastify/send
// does the HTTP part (it is what @fastify/static uses). Its refusals come with HTML pages of its own: each
// caller answers them instead, as its other answers look (uploads in plugins/static-files.ts, films'
// private files in films/delivery/send-file.ts).
import send, { type DirectorySendResult, type ErrorSendResult, type FileSendResult } from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface DiskFile {
  /** An absolute folder the file must be inside. */
  root: string;
  /** The file, relative to `root`, made only of names the caller has checked (not URL-encoded). */
  path: string;
  cacheControl: string;
  /** Sent on every answer but a 304; without it, send's type for the file's extension. */
  contentType?: string;
  /** Bytes per read from disk; Node's 64 KiB without it. */
  highWaterMark?: number;
}

export interface DiskFileRefusals {
  /** No such file, a folder, or a path send will not serve (a dotfile): nothing to say about what is on disk. */
  notFound: () => FastifyReply;
  /** A range past the end; `contentRange` is `bytes *\/<size>`. */
  rangeNotSatisfiable: (contentRange: string) => FastifyReply;
}

export async function sendDiskFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: DiskFile,
  refusals: DiskFileRefusals,
): Promise<FastifyReply> {
  // send decodes the path it is given: encoded here, a name with '%' or a space is the file of that name.
  const result = await send(request.raw, encodeURI(`/${file.path}`), {
    root: file.root,
    acceptRanges: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    contentType: file.contentType === undefined,
    dotfiles: 'deny',
    index: false,
    highWaterMark: file.highWaterMark,
  });
  if (result.type === 'file') return streamFile(reply, result, file);
  result.stream.destroy();
  return refuse(reply, result, refusals);
}

function streamFile(reply: FastifyReply, result: FileSendResult, file: DiskFile): FastifyReply {
  reply.code(result.statusCode).headers(result.headers).header('cache-control', file.cacheControl);
  // A 304 carries no Content-Type, as send's own 304 does not.
  if (file.contentType !== undefined && result.statusCode !== 304) reply.header('content-type', file.contentType);
  return reply.send(result.stream);
}

function refuse(reply: FastifyReply, result: DirectorySendResult | ErrorSendResult, refusals: DiskFileRefusals): FastifyReply {
  if (result.statusCode === 416) return refusals.rangeNotSatisfiable(String(result.headers['Content-Range']));
  // A failed If-Match or If-Unmodified-Since: the file is there, but not the version the client holds.
  if (result.statusCode === 412) return reply.code(412).header('cache-control', 'no-store').send();
  // index: false makes a folder a redirect to itself with a slash: there is no file to send there either.
  if (result.type === 'directory' || result.statusCode < 500) return refusals.notFound();
  throw result.metadata.error;
}
