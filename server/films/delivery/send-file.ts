// Sends one file of the private media root as a reply, streamed from disk (never read into memory) with what a
// player and a cache expect of a static file: single byte ranges (206, Content-Range; 416 when unsatisfiable),
// ETag and Last-Modified with conditional requests (304). @fastify/send does the HTTP part (it is what
// @fastify/static uses); the answers it would make into errors are made here into the app's own.
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '../../../common/messages.ts';
import { filmMessages } from '../../../common/film-messages.ts';
import { NotFoundError } from '../../errors.ts';

export interface PrivateFile {
  /** An absolute folder the file must be inside. */
  root: string;
  /** The file, relative to `root`, made only of names the caller has checked. */
  path: string;
  contentType: string;
  cacheControl: string;
}

export async function sendPrivateFile(request: FastifyRequest, reply: FastifyReply, file: PrivateFile): Promise<FastifyReply> {
  const result = await send(request.raw, encodeURI(`/${file.path}`), {
    root: file.root,
    acceptRanges: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    contentType: false,
    dotfiles: 'deny',
    index: false,
    // Larger reads than the 64 KiB default: fewer trips through the event loop per segment.
    highWaterMark: 512 * 1024,
  });
  if (result.type === 'file') {
    reply.code(result.statusCode).headers(result.headers).header('cache-control', file.cacheControl);
    if (result.statusCode !== 304) reply.header('content-type', file.contentType);
    return reply.send(result.stream);
  }
  result.stream.destroy();
  if (result.statusCode === 416) {
    return reply
      .code(416)
      .header('content-range', result.headers['Content-Range'])
      .header('cache-control', 'no-store')
      .send({ error: filmMessages.streamRangeInvalid });
  }
  // Missing, a folder, or refused by send's own path checks: nothing to say about what is on disk.
  if (result.statusCode < 500) throw new NotFoundError(serverMessages.notFound);
  throw result.type === 'error' ? result.metadata.error : new Error(`send answered ${result.statusCode}`);
}
