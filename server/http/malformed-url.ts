// Addresses the router cannot decode (GET /api/movies/%ZZ, a stray '%', '%FF' that is no UTF-8). Fastify answers
// them itself, before any hook and with its own error body. Instead, the request is sent through the router once
// more with every '%' in its path taken literally, and remembered as malformed: it then gets the app's own
// answers (docs/architecture.md#request-path), `{"error"}` JSON with a 400 for the API (plugins/errors.ts) and the
// app's HTML with a 400 for a page (plugins/web.ts), with the hooks (security headers) of every other answer.
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '../../common/messages/server.ts';

const malformedUrlRequests = new WeakSet<IncomingMessage>();

/** Whether the request's address could not be decoded as sent. */
export function hasMalformedUrl(request: FastifyRequest): boolean {
  return malformedUrlRequests.has(request.raw);
}

/** '/movies/%ZZ?q=%41' -> '/movies/%25ZZ?q=%41': a path that decodes to exactly the characters that were sent. */
function escapePercentSigns(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  return path.replaceAll('%', '%25') + query;
}

/**
 * Fastify's `frameworkErrors` option: the errors its router raises before a request reaches a route. The request
 * and reply here run no hooks, so they answer only what has no page or API to go through.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Marked before the second pass, so that a URL that still cannot be decoded can never loop.
  if (error.code === 'FST_ERR_BAD_URL' && !hasMalformedUrl(request) && request.raw.url) {
    malformedUrlRequests.add(request.raw);
    request.raw.url = escapePercentSigns(request.raw.url);
    request.server.routing(request.raw, reply.raw);
    return;
  }
  // A route parameter past maxParamLength (414) or a failed async constraint: refused in the app's error model.
  const status = error.statusCode ?? 500;
  const isClientError = status >= 400 && status < 500;
  if (!isClientError) request.log.error({ err: error, reqId: request.id }, 'request failed before routing');
  void reply
    .status(isClientError ? status : 500)
    .send({ error: isClientError ? serverMessages.invalidRequest : serverMessages.internal });
}
