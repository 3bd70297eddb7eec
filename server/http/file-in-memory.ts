// A file answered from memory (docs/decisions/0016-public-answers-from-memory.md): nginx sends a file with sendfile,
// and @fastify/send opens, stats and reads it on every request, which kept built scripts at half nginx's rate. Here
// the bytes, their compressed copies and the headers are read and computed once and a request writes a Buffer.
// The answers are @fastify/send's for the same file (same ETag, Last-Modified, Content-Type, 304s, single
// ranges), so that moving a file into memory invalidates no browser's cache.
import type { Stats } from 'node:fs';
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '../../common/messages/server.ts';
import { chooseEncoding, matchesEtag } from './conditional.ts';

/** One form of a file (as it is, or a .br/.gz copy the build wrote) with its own validators, as on disk. */
export interface FileForm {
  body: Buffer;
  etag: string;
  lastModified: string;
}

export interface FileInMemory {
  contentType: string;
  cacheControl: string;
  identity: FileForm;
  br: FileForm | null;
  gzip: FileForm | null;
}

/** The content type @fastify/send gives the file at `path` (it sends none for an unknown extension). */
export function contentTypeOf(path: string): string {
  const type = send.mime.getType(path) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** A form of a file with the validators @fastify/send computes from its stat. */
export function formOf(body: Buffer, stat: Pick<Stats, 'size' | 'mtime'>): FileForm {
  return {
    body,
    etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
    lastModified: stat.mtime.toUTCString(),
  };
}

/** What conditional requests and ranges are judged by: a form's validators and the size of the bytes it stands for. */
export type Validators = Pick<FileForm, 'etag' | 'lastModified'> & { size: number };

export function isNotModified(request: FastifyRequest, form: Pick<FileForm, 'etag' | 'lastModified'>): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  // If-Modified-Since is ignored when If-None-Match is there (RFC 9110, 13.1.3).
  if (ifNoneMatch !== undefined) return matchesEtag(ifNoneMatch, form.etag);
  const ifModifiedSince = request.headers['if-modified-since'];
  return ifModifiedSince !== undefined && Date.parse(form.lastModified) <= Date.parse(ifModifiedSince);
}

type ByteRange = { start: number; end: number };

/**
 * The byte range to send, read as @fastify/send reads it: null for the whole file (no range, not a bytes range,
 * an If-Range the file no longer matches, or several ranges: a whole answer is allowed there), 'unsatisfiable'
 * for a 416.
 */
export function requestedRange(request: FastifyRequest, form: Validators): ByteRange | 'unsatisfiable' | null {
  const header = request.headers.range;
  if (header === undefined || !/^ *bytes=/.test(header)) return null;
  const ifRange = request.headers['if-range'];
  if (typeof ifRange === 'string') {
    const isFresh = ifRange.includes('"') ? ifRange.includes(form.etag) : Date.parse(form.lastModified) <= Date.parse(ifRange);
    if (!isFresh) return null;
  }
  const spec = header.slice(header.indexOf('=') + 1);
  if (spec.includes(',')) return null;
  const size = form.size;
  const dash = spec.indexOf('-');
  if (dash < 0) return 'unsatisfiable';
  let start = parseInt(spec.slice(0, dash), 10);
  let end = parseInt(spec.slice(dash + 1), 10);
  if (Number.isNaN(start)) {
    // bytes=-N: the last N bytes.
    start = size - end;
    end = size - 1;
  } else if (Number.isNaN(end) || end > size - 1) {
    end = size - 1;
  }
  return start >= 0 && start <= end ? { start, end } : 'unsatisfiable';
}

/**
 * Sends `file`: br/gzip/identity by Accept-Encoding (vary: Accept-Encoding when there is a choice), 304 on a
 * matching If-None-Match or If-Modified-Since, a single byte range of the file as it is (206), 416 for a range
 * past the end. HEAD gets the headers only (Node drops the body of an answer to HEAD).
 */
export function sendFileInMemory(request: FastifyRequest, reply: FastifyReply, file: FileInMemory): FastifyReply {
  const hasCopies = file.br !== null || file.gzip !== null;
  let form = file.identity;
  if (hasCopies) {
    const encoding = chooseEncoding(request.headers['accept-encoding'], { br: file.br?.body ?? null, gzip: file.gzip?.body ?? null });
    form = (encoding === 'identity' ? null : file[encoding]) ?? file.identity;
  }
  // Checked before the range, as @fastify/send does.
  const isFresh = isNotModified(request, form);
  const range = isFresh ? null : requestedRange(request, { ...file.identity, size: file.identity.body.length });
  // A refusal carries none of the file's headers, as @fastify/send's.
  if (range === 'unsatisfiable') return sendRangeNotSatisfiable(reply, `bytes */${file.identity.body.length}`);
  // A range is of the file as it is: a compressed copy's bytes mean nothing to a player asking for byte N.
  if (range) form = file.identity;

  if (hasCopies) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  }
  reply.header('accept-ranges', 'bytes').header('cache-control', file.cacheControl);
  reply.header('last-modified', form.lastModified).header('etag', form.etag);
  if (isFresh) return reply.code(304).send();

  let body = form.body;
  if (range) {
    body = form.body.subarray(range.start, range.end + 1);
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${form.body.length}`);
  }
  if (form !== file.identity) reply.header('content-encoding', form === file.br ? 'br' : 'gzip');
  return reply.header('content-type', file.contentType).header('content-length', body.length).send(body);
}

// 416 for a range past the end, with the file's size in Content-Range (`bytes */<size>`). Answered here, not
// thrown: @fastify/send's error for it has no code the app's error handler knows, which made it a logged 500 for
// a player's harmless request.
export function sendRangeNotSatisfiable(reply: FastifyReply, contentRange: string): FastifyReply {
  return reply.code(416).header('content-range', contentRange).send({ error: serverMessages.invalidRequest });
}
