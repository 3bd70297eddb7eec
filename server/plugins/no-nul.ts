// Refuses any request whose body, query or route parameters hold U+0000 anywhere: PostgreSQL cannot store it in
// text and fails the whole statement, which would surface as a 500 (ARCHITECTURE.md: never 500 for bad input).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages } from '../../common/messages.ts';

const NUL = '\u0000';

/** True when `value`, or any string, key or element nested in it, contains U+0000. */
export function containsNul(value: unknown): boolean {
  // An explicit stack rather than recursion: a deeply nested JSON body must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    // Raw bytes (a webhook's body) are not text fields; walking them byte by byte would only cost time.
    if (ArrayBuffer.isView(current)) continue;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (Array.isArray(current)) {
      for (const element of current) pending.push(element);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, nested] of Object.entries(current)) {
        if (key.includes(NUL)) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}

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
