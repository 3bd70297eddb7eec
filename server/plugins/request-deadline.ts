// How long a request may take to arrive (docs/decisions/0022). Node's requestTimeout is one figure for the whole
// server, and the admin's uploads need a long one (a 100 MB video on a slow line: config.timeouts.requestMs). Any
// other request must arrive within config.timeouts.arrivalMs: its head under Node's headersTimeout (headOptions),
// its body under the deadline kept here. A client trickling a body a byte at a time, to hold a connection for
// nothing, is answered 408 and cut.
import type { ServerOptions } from 'node:http';
import { Socket } from 'node:net';
import { finished, PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestTooSlowError } from '../http/error-response.ts';

/**
 * Node checks its time limits (headersTimeout, requestTimeout) only this often: at its default of 30 s, a head
 * allowed 30 s could hold a connection for a minute.
 */
const LIMIT_CHECK_INTERVAL_MS = 5_000;

/** The HTTP server's options that hold a request's head to `arrivalMs`, checked often enough to mean it. */
export function headOptions(arrivalMs: number): ServerOptions {
  return { headersTimeout: arrivalMs, connectionsCheckingInterval: Math.min(LIMIT_CHECK_INTERVAL_MS, arrivalMs) };
}

// The bodies an admin upload route streams itself, at the pace of the admin's line: multipart files (uploads/) and
// tus chunks (admin/films/tus.ts). Only the admin scope parses them.
const STREAMED_UPLOAD_TYPE = /^\s*(multipart\/form-data|application\/offset\+octet-stream)\s*(;|$)/i;
const ADMIN_ROUTES = '/api/admin/';

function isStreamedUpload(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return route.startsWith(ADMIN_ROUTES) && STREAMED_UPLOAD_TYPE.test(request.headers['content-type'] ?? '');
}

/** A body follows the head; app.inject's requests have no connection to hold, and are left alone. */
function hasBodyOnTheWire(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  const declaresBody = request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  return declaresBody && request.raw.socket instanceof Socket;
}

/** One request's time to finish sending its body. */
class BodyDeadline {
  private readonly timer: NodeJS.Timeout;
  /** The body as the route's parser reads it (watch), which this deadline can fail. */
  private parsed: { source: Readable; body: PassThrough } | undefined;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    ms: number,
  ) {
    this.timer = setTimeout(() => this.expire(), ms);
    // The whole body arrived (read by a parser, or drained by Node behind an early answer), or the client left.
    const lift = () => this.lift();
    request.raw.once('end', lift).once('close', lift);
  }

  lift(): void {
    clearTimeout(this.timer);
  }

  /** The body handed to the parser through a stream of ours, so that running out of time fails the parse. */
  watch(source: Readable): Readable {
    const body = new PassThrough();
    source.pipe(body);
    // The client hanging up fails the parse as it did when the parser read the request itself.
    finished(source, (error) => {
      if (error) body.destroy(error);
    });
    // A parser listens for the body's errors; a body no parser reads (a GET's) must not throw one at the process.
    body.on('error', () => undefined);
    this.parsed = { source, body };
    return body;
  }

  private expire(): void {
    const { parsed, reply, request } = this;
    if (parsed && !reply.raw.headersSent) {
      // Still being parsed: the parse fails, the error handler answers 408 and Fastify closes the connection behind
      // its answer (it does after any body that failed to parse), so the rest is never waited for.
      parsed.source.unpipe(parsed.body);
      parsed.body.destroy(new RequestTooSlowError());
      return;
    }
    // Answered already (a refusal that never read the body) or not yet read: nobody wants the rest of it.
    request.raw.socket.destroy();
  }
}

export function registerRequestDeadline(app: FastifyInstance, { arrivalMs }: { arrivalMs: number }) {
  const deadlines = new WeakMap<FastifyRequest, BodyDeadline>();

  app.addHook('onRequest', (request, reply, done) => {
    if (hasBodyOnTheWire(request)) deadlines.set(request, new BodyDeadline(request, reply, arrivalMs));
    done();
  });
  // An upload's body is not read here but by its handler: it gets no stream of ours in between.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const deadline = deadlines.get(request);
    done(null, deadline && !isStreamedUpload(request) ? deadline.watch(payload) : payload);
  });
  // Until an upload's handler starts (an admin's session checked), its body is held to the deadline like any other;
  // from then on only to the server's long requestTimeout.
  app.addHook('preHandler', (request, _reply, done) => {
    if (isStreamedUpload(request)) deadlines.get(request)?.lift();
    done();
  });
}
