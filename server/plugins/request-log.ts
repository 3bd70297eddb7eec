// Request logs. Fastify's own two lines per request are off (AnswerLogController): a site under a premiere-night
// rush would spend much of its time writing them. Instead one line per answer, written when its last byte is
// sent, and in 'errors-and-slow' mode (production's default, config.ts) only the lines an operator needs: server
// errors, and answers slower than SLOW_REQUEST_MS.
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RequestLogSettings } from '../config.ts';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/client.ts';

/**
 * Fastify's logging of requests without its 'incoming request' and 'request completed' lines (registerRequestLog
 * writes one of its own). Its other lines stay: a response that failed on the wire, a stream that broke after
 * its headers were sent, a serializer that failed.
 */
export class AnswerLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    const [error] = args;
    if (error) super.requestCompleted(...args);
  }
}

type Level = 'error' | 'warn' | 'info' | 'debug';

/**
 * The level and text of an answer's line, or null for none. A client error (4xx) is the client's doing, and the
 * error handler already notes each refusal with its reason: in 'errors-and-slow' mode it is at debug level, so
 * that a scanner knocking on unknown addresses does not fill the log.
 */
function requestLogLine(
  mode: RequestLogSettings['mode'],
  status: number,
  isSlow: boolean,
): { level: Level; message: string } | null {
  if (status >= 500) return { level: 'error', message: 'answered with a server error' };
  if (isSlow) return { level: 'warn', message: 'slow answer' };
  if (status >= 400) return { level: mode === 'all' ? 'info' : 'debug', message: 'answered with a client error' };
  return mode === 'all' ? { level: 'info', message: 'answered' } : null;
}

/**
 * The addresses whose next segment is a secret that works as a key: a newsletter's unsubscribe link, the link that
 * confirms a subscription, a password reset link, a signed stream URL (playlists, keys, segments, captions), a
 * sandbox checkout session. Matched as sent, whatever the case and however many slashes (a mistyped link still
 * carries a working secret); the secret is written '…' (docs/decisions/0022). A new route with a secret in its
 * path belongs here.
 */
const SECRET_AFTER = /^(\/+(?:unsubscribe|subscribe|reset-password|api\/+stream|sandbox\/+checkout)\/+)[^/]+/i;

/** The address as logged: without its query (a token may ride there too) and with a secret in the path hidden. */
function loggedPathOf(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return path.replace(SECRET_AFTER, '$1…');
}

export function registerRequestLog(app: FastifyInstance, settings: RequestLogSettings) {
  // Filled only on the rare paths (an error, a slow answer), so that a fast answer costs no write.
  const errorOf = new WeakMap<FastifyReply, Error>();
  const slowAnswerMs = new WeakMap<FastifyReply, number>();

  app.addHook('onError', (_request, reply, error, done) => {
    errorOf.set(reply, error);
    done();
  });
  // Slowness is timed when the answer is handed over, not when its last byte leaves: a video that a visitor
  // watches for an hour is one long download, not a slow answer.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    const elapsedMs = reply.elapsedTime;
    if (elapsedMs > settings.slowMs) slowAnswerMs.set(reply, elapsedMs);
    done();
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const answerMs = slowAnswerMs.get(reply);
    const error = errorOf.get(reply);
    // The database away for a moment (docs/decisions/0020): a 503 the client retries, a warning, not a fault of
    // ours; so is a 503 sent on purpose (/api/ready saying not ready, Fastify refusing requests while it closes).
    const databaseAway = error !== undefined && isDatabaseUnavailable(error);
    const line =
      databaseAway || (error === undefined && reply.statusCode === 503)
        ? ({ level: 'warn', message: databaseAway ? 'answered 503: the database is unavailable' : 'answered 503' } as const)
        : requestLogLine(settings.mode, reply.statusCode, answerMs !== undefined);
    if (line) {
      request.log[line.level](
        {
          method: request.method,
          path: loggedPathOf(request.url),
          status: reply.statusCode,
          // Until the last byte was written; answerMs: until the answer was ready to send.
          ms: Math.round(reply.elapsedTime),
          ...(answerMs !== undefined && { answerMs: Math.round(answerMs) }),
          // Its stack is in the error handler's 'request failed' line, with the same reqId.
          // Drizzle's message quotes the query and its parameters: the driver's words only, for the database's.
          ...(error && { error: databaseAway ? describeDatabaseError(error) : error.message }),
        },
        line.message,
      );
    }
    done();
  });
}
