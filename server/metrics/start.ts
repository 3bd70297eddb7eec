// Turns the metrics on for an app built with registerRequestMetrics (docs/decisions/0021): the figures read at
// scrape time, Node's process metrics, and the server on METRICS_PORT, closed with the app.
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { registerAppGauges, type PoolStats } from './gauges.ts';
import { startMetricsServer, type MetricsServer } from './server.ts';

export type { PoolStats } from './gauges.ts';

/**
 * Serves `app`'s metrics on config.metricsPort (METRICS_PORT) until the app closes; does nothing when it is unset.
 * Call it before app.listen(): it adds the app's onClose hook that stops the metrics server.
 * `poolStats`: the PostgreSQL pool's figures (Database.poolStats); leave it out, or answer undefined, without one.
 */
export async function startMetrics(
  app: FastifyInstance,
  { poolStats = () => undefined }: { poolStats?: () => PoolStats | undefined } = {},
): Promise<MetricsServer | undefined> {
  const { config, db } = app.deps;
  const registry = app.metricsRegistry;
  if (config.metricsPort === undefined || !registry) return undefined;
  collectDefaultMetrics({ register: registry });
  registerAppGauges({ registry, db, poolStats, publicCache: app.publicCache, log: app.log });
  const server = await startMetricsServer({ port: config.metricsPort, host: config.host, registry, log: app.log });
  app.addHook('onClose', () => server.close());
  app.log.info(`Metrics (Prometheus) on port ${server.port}: GET /metrics`);
  return server;
}
