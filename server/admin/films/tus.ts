// The resumable film upload (the tus 1.0 protocol, @tus/server) inside the admin scope: requireAdmin, the scope's
// first hook, has refused anyone but an admin before tus sees a byte. Each PATCH streams into the private store's
// uploads folder (upload-stores.ts: a file on this disk, or parts of a multipart upload in the bucket; memory stays
// flat whatever the film's size: `npm run measure:film-upload`), so a dropped connection resumes where the upload
// ends, on any instance. When the last byte lands, service.ts types the upload by its bytes, moves it to
// films/sources and queues it for packaging, recorded as the admin's film.upload (docs/product.md#admin-audit); the
// finishing PATCH answers 204 and the admin's page polls the film's state. tus's refusals leave as the app's JSON
// {error}. An upload nobody has added to for 24 hours is removed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { ERRORS, Server, type ServerOptions } from '@tus/server';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILM_UPLOADS_PATH } from '../../../common/films.ts';
import { filmMessages } from '../../../common/messages/films.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { auditActorOf, type AuditActor } from '../../audit/record.ts';
import { DomainError } from '../../errors.ts';
import { toErrorResponse } from '../../http/error-response.ts';
import { acceptFilmUpload, checkFilmUploadTarget } from './service.ts';
import { createPostgresLocker } from './upload-locks.ts';
import { createDiskUploadStore, type FilmUploadStore } from './upload-stores.ts';

type TusRequest = Parameters<NonNullable<ServerOptions['onResponseError']>>[0];

export const UPLOAD_IDLE_LIMIT_MS = 24 * 60 * 60_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;
const JSON_TYPE = 'application/json; charset=utf-8';
const TUS_BODY_TYPE = 'application/offset+octet-stream';

/** An answer of ours, in the shape tus sends when a hook throws: our JSON body, ready to go. */
class TusRefusal {
  readonly body: string;
  constructor(
    readonly status_code: number,
    message: string,
  ) {
    this.body = JSON.stringify({ error: message });
  }
}

/** '20GB', '1.5GB', '800MB': the limit as the refusal states it (the spelling of the app's other size limits). */
export function formatBytes(bytes: number): string {
  const units: Array<[string, number]> = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
    ['KB', 1024],
  ];
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))}${unit}`;
  }
  return `${bytes} bytes`;
}

/** What the hooks need to know of the request tus is answering. */
interface Exchange {
  log: FastifyBaseLogger;
  /** The Node request: a destroyed one means the client went away. */
  raw: IncomingMessage;
  /** Set once onResponseError has written the answer's body (our JSON). */
  answeredJson: boolean;
  /** The admin sending it: the finishing request's, whose upload is recorded as theirs. */
  actor: AuditActor;
}

/** Maps whatever tus (or a hook of ours) failed with to a status and our JSON body; logs what is no client's fault. */
function answerFor(error: unknown, context: { maxBytes: number; log: FastifyBaseLogger; clientGone: boolean }): TusRefusal {
  if (error instanceof TusRefusal) return error;
  if (error === ERRORS.ERR_MAX_SIZE_EXCEEDED) return new TusRefusal(413, filmMessages.filmTooLarge(formatBytes(context.maxBytes)));
  // Another request (maybe on another instance) held the upload past the wait: the client tries again.
  if (error === ERRORS.ERR_LOCK_TIMEOUT) return new TusRefusal(503, serverMessages.serviceUnavailable);
  if (error instanceof DomainError) {
    const { status, message } = toErrorResponse(error);
    return new TusRefusal(status, message);
  }
  // tus's own protocol refusals (an offset that does not match, an upload that is gone, a body longer than declared).
  const status = typeof error === 'object' && error !== null && 'status_code' in error ? Number(error.status_code) : 500;
  // 501: an extension tus does not offer (concatenation); the client's to stop asking for, no failure of ours.
  if ((status >= 400 && status < 500) || status === 501) {
    return new TusRefusal(status, status === 413 ? serverMessages.bodyTooLarge : filmMessages.filmUploadFailed);
  }
  // A client that went away mid-chunk makes the store's write fail: it will resume, nothing is wrong here.
  if (context.clientGone) context.log.info({ err: error }, 'film upload interrupted by the client');
  else context.log.error({ err: error }, 'film upload failed');
  return new TusRefusal(500, serverMessages.internal);
}

/** The bucket's upload store when there is one (its code loaded only then), else this disk's. */
async function uploadStoreOf(app: FastifyInstance): Promise<FilmUploadStore> {
  const { config, films } = app.deps;
  if (!config.objectStore) return createDiskUploadStore(films);
  const { createBucketUploadStore } = await import('./bucket-upload-store.ts');
  return createBucketUploadStore(config.objectStore, films);
}

function createTusServer(app: FastifyInstance, uploads: FilmUploadStore, exchangeOf: (request: TusRequest) => Exchange | undefined): Server {
  const { filmMaxBytes: maxBytes, databaseUrl } = app.deps.config;
  return new Server({
    path: FILM_UPLOADS_PATH,
    datastore: uploads.datastore,
    ...uploads.naming,
    // Instances share PostgreSQL: its advisory locks keep two of them from writing one upload at once. The embedded
    // database has one instance, for which tus's own in-process locker is enough.
    ...(databaseUrl && { locker: createPostgresLocker({ url: databaseUrl }) }),
    maxSize: maxBytes,
    // The upload's URL is the path on this site: no host to get wrong behind a proxy, none a client can forge.
    relativeLocation: true,
    respectForwardedHeaders: false,
    // Same-origin only: no Access-Control-Allow-Origin at all (tus would otherwise answer '*').
    allowedOrigins: [],
    // A finished upload has already been moved to films/sources; its URL names nothing any more.
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(_request, upload) {
      await checkFilmUploadTarget(app.deps, { metadata: upload.metadata, size: upload.size });
      return {};
    },
    async onUploadFinish(request, upload) {
      try {
        const exchange = exchangeOf(request);
        if (!exchange) throw new Error('a finished film upload came with no request of ours');
        await acceptFilmUpload(app.deps, exchange.actor, { key: uploads.keyOf(upload.id), bytes: upload.offset, metadata: upload.metadata });
      } finally {
        // Accepted, the bytes now live in films/sources and only tus's record is left; refused (wrong type) or
        // failed, nothing of the upload stays behind.
        await uploads.remove(upload.id);
      }
      return {};
    },
    onResponseError(request, error) {
      const exchange = exchangeOf(request);
      const clientGone = exchange?.raw.destroyed === true && !exchange.raw.complete;
      const answer = answerFor(error, { maxBytes, log: exchange?.log ?? app.log, clientGone });
      if (exchange) exchange.answeredJson = true;
      return { status_code: answer.status_code, body: answer.body };
    },
  });
}

/** tus's web Request for a Fastify request: the same method, path and headers, the body left as the stream it is. */
function toWebRequest(raw: IncomingMessage, res: ServerResponse): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.rawHeaders.length; i += 2) headers.append(raw.rawHeaders[i] ?? '', raw.rawHeaders[i + 1] ?? '');
  const method = raw.method ?? 'GET';
  const hasBody = method === 'POST' || method === 'PATCH';
  // A fixed origin: tus reads only the path (its Location is relative), and a Host header is the client's to write.
  const init: RequestInit & { duplex?: 'half' } = { method, headers, ...(hasBody && { body: Readable.toWeb(raw) as ReadableStream, duplex: 'half' }) };
  // srvx's shape (tus's own adapter): tus stops a chunk's write when the Node request fails (a dropped connection).
  return Object.assign(new Request(`http://localhost${raw.url ?? '/'}`, init), { runtime: { name: 'node', node: { req: raw, res } } });
}

function sendJson(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': JSON_TYPE });
  res.end(JSON.stringify({ error: message }));
}

/**
 * Sends tus's answer. Every refusal leaves as the app's JSON {error}: onResponseError wrote most; the rest are
 * tus's header checks (a missing Tus-Resumable, a malformed header), which only a client that is no tus client meets.
 */
async function sendAnswer(res: ServerResponse, response: Response, answeredJson: boolean): Promise<void> {
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  let body = await response.text();
  if (response.status >= 400) {
    if (!answeredJson) body = JSON.stringify({ error: serverMessages.invalidRequest });
    headers['content-type'] = JSON_TYPE;
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  res.writeHead(response.status, headers);
  res.end(body);
}

/** Sweeps idle uploads now and every hour while the app runs. */
function sweepIdleUploads(app: FastifyInstance, uploads: FilmUploadStore): void {
  const sweep = () => {
    uploads.removeIdle(UPLOAD_IDLE_LIMIT_MS).catch((error: unknown) => app.log.warn({ err: error }, 'removing idle film uploads failed'));
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  sweep();
}

/**
 * The tus routes, at FILM_UPLOADS_PATH (POST creates) and FILM_UPLOADS_PATH/<id> (HEAD, PATCH, DELETE). Fastify
 * routes them, so the admin scope's hooks run first; then the reply is hijacked and tus answers on the raw
 * request and response. The chunk bodies are left unread for tus to stream.
 */
export async function filmUploadRoutes(app: FastifyInstance): Promise<void> {
  if (!FILM_UPLOADS_PATH.startsWith(`${app.prefix}/`)) throw new Error(`${FILM_UPLOADS_PATH} is not inside ${app.prefix}`);
  const path = FILM_UPLOADS_PATH.slice(app.prefix.length);
  const uploads = await uploadStoreOf(app);

  const exchanges = new WeakMap<Request, Exchange>();
  const tus = createTusServer(app, uploads, (request) => exchanges.get(request));

  app.addContentTypeParser(TUS_BODY_TYPE, (_request, _payload, done) => done(null));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const exchange: Exchange = { log: request.log, raw: request.raw, answeredJson: false, actor: auditActorOf(request) };
    let webRequest: Request;
    try {
      webRequest = toWebRequest(request.raw, reply.raw);
    } catch {
      // A header or path the web Request refuses: no request tus could read.
      return sendJson(reply.raw, 400, serverMessages.invalidRequest);
    }
    exchanges.set(webRequest, exchange);
    try {
      await sendAnswer(reply.raw, await tus.handleWeb(webRequest), exchange.answeredJson);
    } catch (error) {
      request.log.error({ err: error }, 'film upload failed');
      if (reply.raw.headersSent) reply.raw.destroy();
      else sendJson(reply.raw, 500, serverMessages.internal);
    }
  };
  const schema = { tags: ['admin'], summary: 'Resumable film upload (tus 1.0; metadata movieId, filename, filetype)' };
  app.route({ method: ['POST', 'OPTIONS'], url: path, schema, handler });
  app.route({ method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url: `${path}/:uploadId`, schema, handler });
  sweepIdleUploads(app, uploads);
}
