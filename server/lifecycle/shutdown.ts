// Going away cleanly (docs/decisions/0020): on SIGTERM the instance stops being ready at once, lets the requests
// in flight finish, bounded, and only then closes what they use.
import type { FastifyInstance } from 'fastify';

/** How long the requests in flight get to finish after SIGTERM before their connections are cut. */
export const DRAIN_LIMIT_MS = 10_000;

/**
 * app.close() (no new connections, idle keep-alive ones closed, the requests in flight answered, then the onClose
 * hooks), bounded: past `limitMs`, the connections still open are cut and the close completes. Resolves true when
 * everything finished in time.
 */
export async function closeAppWithin(app: FastifyInstance, limitMs: number = DRAIN_LIMIT_MS): Promise<boolean> {
  const closing = app.close();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limitMs);
  });
  const outcome = await Promise.race([closing.then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (outcome === 'closed') return true;
  app.log.warn(`Requests were still in flight ${limitMs / 1000} s after the stop began: their connections are closed.`);
  app.server.closeAllConnections();
  await closing;
  return false;
}

/** `promise`, or undefined once `limitMs` has passed (what it was doing is given up on, not awaited). */
export async function within<T>(promise: Promise<T>, limitMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), limitMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
