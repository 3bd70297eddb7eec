// The app's error handler: every error a request meets is answered with the `{error}` JSON of
// toErrorResponse (http/error-response.ts). 5xx details are logged, never sent.
import type { FastifyError, FastifyInstance } from 'fastify';
import { serverMessages } from '../../common/messages/server.ts';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/client.ts';
import { ValidationError } from '../errors.ts';
import { toErrorResponse } from '../http/error-response.ts';
import { hasMalformedUrl } from '../http/malformed-url.ts';
import { registerNulGuard } from './no-nul.ts';

export function registerErrorHandling(app: FastifyInstance) {
  // An address the router could not decode (http/malformed-url.ts) names nothing: refused before any route runs.
  // Only a page is let through, to be served the app's HTML with a 400 by the SPA handler (plugins/web.ts).
  // Added after helmet's hook (app.ts registers the security headers first), so the refusal carries them.
  app.addHook('onRequest', async (request) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (hasMalformedUrl(request) && !isPage) throw new ValidationError(serverMessages.invalidRequest);
  });
  registerNulGuard(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, headers } = toErrorResponse(error);
    // The database away: the request log's one line says so (plugins/request-log.ts), not a stack per request.
    if (isDatabaseUnavailable(error)) request.log.debug({ reqId: request.id, reason: describeDatabaseError(error) }, 'database unavailable');
    else if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    else request.log.info({ reqId: request.id, status, message }, 'request refused');
    return reply
      .status(status)
      .headers(headers ?? {})
      .send({ error: message });
  });
}
