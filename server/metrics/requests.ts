// Request metrics (docs/decisions/0021): every answer counted and timed by method, route pattern and status, into
// the app's own Registry (never prom-client's global one, so that several apps, as in tests, keep apart).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics, served by startMetrics on METRICS_PORT; undefined when METRICS_PORT is unset. */
    metricsRegistry: Registry | undefined;
  }
}

/** The route label of a request no route matched: one label for every unknown address. */
const UNMATCHED_ROUTE = 'unmatched';

// Cached answers take well under a millisecond, so the buckets start there (prom-client's default starts at 5 ms).
const LATENCY_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Decorates `app.metricsRegistry` and, when enabled, adds the hooks that count and time every answer. Disabled
 * (no METRICS_PORT), nothing runs per request and prom-client is not even loaded: the hot path stays as measured in
 * docs/benchmarks.md.
 */
export async function registerRequestMetrics(app: FastifyInstance, { enabled }: { enabled: boolean }): Promise<Registry | undefined> {
  // The metrics are on METRICS_PORT, never here: a scraper pointed at the public port by mistake gets a 404, not
  // the site's app shell with a 200 (every other unknown page's answer, plugins/web.ts).
  app.get('/metrics', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  if (!enabled) {
    app.decorate('metricsRegistry', undefined);
    return undefined;
  }
  const { Counter, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  app.decorate('metricsRegistry', registry);

  // The route pattern ('/api/movies/:id'), never the address: a label per address would grow without bound.
  // The status code on the counter (a handful per route); its class on the histogram, whose every label set
  // costs a series per bucket.
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answers sent, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer being ready to send (not to its last byte: a long download is not a slow answer), by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });

  // Timed when the answer is handed over, as the request log times slowness (plugins/request-log.ts). A hijacked
  // reply (the tus upload) has no onSend: its time runs to the end of the response.
  const readyMs = new WeakMap<FastifyReply, number>();
  app.addHook('onSend', (_request, reply, _payload, done) => {
    readyMs.set(reply, reply.elapsedTime);
    done();
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status_code: status });
    latency.observe(
      { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
      (readyMs.get(reply) ?? reply.elapsedTime) / 1000,
    );
    done();
  });
  return registry;
}
