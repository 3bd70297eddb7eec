// Refuses any request whose body, query or route parameters hold U+0000 anywhere: PostgreSQL cannot store it in
// text and fails the whole statement, which would surface as a 500 (docs/architecture.md#request-path: never 500 for
// bad input).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages } from '../../common/messages/server.ts';
import { containsNul } from '../http/contains-nul.ts';

function hasNulInput(request: FastifyRequest): boolean {
  return containsNul(request.params) || containsNul(request.query) || containsNul(request.body);
}

/**
 * Runs as a preHandler, after schema validation, so that a route's own message (e.g. 'Email is invalid') wins
 * where its schema already refuses the value; this catches every field that no schema looks at so closely.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request, reply) => {
    if (!hasNulInput(request)) return;
    request.log.info({ reqId: request.id, status: 400 }, 'request refused: U+0000 in input');
    return reply.status(400).send({ error: serverMessages.invalidRequest });
  });
}
