// What a load balancer or an orchestrator asks an instance (docs/decisions/0020):
// - GET /api/health, liveness: the process answers. Never the database: during a database outage every instance
//   would fail it, and whatever watches liveness would restart them all, for nothing.
// - GET /api/ready, readiness: send it traffic. Only when the database answers with every migration of this
//   release applied, and not once the instance is stopping (SIGTERM: main.ts calls app.readiness.startDraining()).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '../../common/messages/server.ts';
import { isDatabaseUnavailable, isMigrated, type Db } from '../db/client.ts';

type NotReadyReason = 'draining' | 'database' | 'migrations';

interface Readiness {
  /** From now on /api/ready answers 503: the instance is stopping (main.ts, on SIGTERM). */
  startDraining(): void;
  readonly draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's readiness, as /api/ready reports it (server/lifecycle/probes.ts). */
    readiness: Readiness;
  }
}

/** A load balancer's probe must get its answer well inside its own timeout (commonly 5 s), even when the pool waits. */
const READY_CHECK_TIMEOUT_MS = 2_000;

const notReady = z
  .object({
    error: z.string(),
    reason: z.enum(['draining', 'database', 'migrations']),
  })
  .describe('Not ready: stopping (draining), the database not answering, or migrations not applied yet');

/** Whether the database answers, migrated, within `timeoutMs`: the reason it is not ready, or null. */
async function databaseReadiness(db: Db, timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<NotReadyReason | null> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const migrated = await Promise.race([isMigrated(db), timedOut]);
    if (migrated === 'timeout') return 'database';
    return migrated ? null : 'migrations';
  } catch (error) {
    if (isDatabaseUnavailable(error)) return 'database';
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registers both probes on `api` (the /api scope) and decorates the root `app` with its Readiness. Called from
 * the /api scope in app.ts.
 */
export function registerProbes(app: FastifyInstance, api: FastifyInstance, db: Db): void {
  let draining = false;
  app.decorate('readiness', {
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  } satisfies Readiness);

  const routes = api.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers',
        description:
          'Answers 200 whenever the process can answer at all, the database up or not: restarting an instance cures nothing a database outage causes. For whether to send traffic, see /api/ready.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  routes.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: send this instance traffic',
        description:
          'Answers 200 when the database answers and every migration of this release is applied; 503 otherwise, and from the moment the instance is told to stop (SIGTERM), while it finishes the requests in flight.',
        response: { 200: z.object({ status: z.literal('ready') }), 503: notReady },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const reason = draining ? 'draining' : await databaseReadiness(db);
      if (reason) return reply.status(503).send({ error: serverMessages.serviceUnavailable, reason });
      return { status: 'ready' as const };
    },
  );
}
