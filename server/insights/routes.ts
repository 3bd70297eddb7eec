// POST /api/events (insights/service.ts): public, small and throttled. sendBeacon sends its body as text/plain, which
// this route alone reads as JSON.
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../common/http.ts';
import { EVENTS_BODY_MAX_BYTES, eventsRequestSchema } from '../../common/insights.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { RateLimitedError, ValidationError } from '../errors.ts';
import { clientAddressKey } from '../http/client-address.ts';
import { receiveEvents } from './service.ts';

/** Beacons per address and minute: a reader opening films one after another stays far below it. */
const EVENTS_PER_MINUTE = 60;

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted in each instance's memory: a flood is cut short by every instance, and nothing is written to count it.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientAddressKey(request.ip),
    errorResponseBuilder: (_request, context) => new RateLimitedError(serverMessages.tooManyRequests, Math.ceil(context.ttl / 1000)),
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: EVENTS_BODY_MAX_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ValidationError(serverMessages.invalidJson), undefined);
    }
  });

  app.post(
    '/events',
    {
      bodyLimit: EVENTS_BODY_MAX_BYTES,
      config: { rateLimit: { max: EVENTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['insight'],
        summary: 'Report a visit’s film page views, trailer plays and checkout starts (JSON, or text/plain as navigator.sendBeacon sends it)',
        body: eventsRequestSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 413: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await receiveEvents(app.deps, request, request.body);
      return reply.status(204).send(null);
    },
  );
};
