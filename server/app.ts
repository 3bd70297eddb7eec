// Builds the Fastify app: external plugins, then ours, then feature routes. No listen() here (see main.ts).
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type Stripe from 'stripe';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { backstageRoutes } from './backstage/routes.ts';
import type { Config } from './config.ts';
import { bundleRoutes } from './bundles/routes.ts';
import { codeRoutes } from './codes/routes.ts';
import { coverRoutes } from './covers/routes.ts';
import { filmRoutes } from './films/routes.ts';
import { giftRoutes } from './gifts/routes.ts';
import type { Db } from './db/client.ts';
import type { Listen } from './db/listener.ts';
import type { PaymentsDeps, ServiceDeps } from './deps.ts';
import type { MediaStore } from './media/store.ts';
import type { ObjectStore } from './storage/object-store.ts';
import { movieRoutes } from './movies/routes.ts';
import { eventRoutes } from './insights/routes.ts';
import { registerProbes } from './lifecycle/probes.ts';
import { registerPublicCache } from './public-cache/invalidation.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './public-cache/store.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { createSandboxProvider } from './payments/sandbox-provider.ts';
import { createStripeClient, createStripeProvider } from './payments/stripe-provider.ts';
import { rentalRoutes } from './rentals/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { sandboxRoutes } from './sandbox/routes.ts';
import { unsubscribeRoutes } from './unsubscribe/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { handleFrameworkError } from './http/malformed-url.ts';
import { headOptions, registerRequestDeadline } from './plugins/request-deadline.ts';
import { AnswerLogController, registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerRequestMetrics } from './metrics/requests.ts';
import { registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What routes hand to services (server/deps.ts). */
    deps: ServiceDeps;
    /** Every route as registered (method and full path), for checks that must reach each one (the admin guard's test). */
    routeTable: ReadonlyArray<{ method: string; url: string }>;
  }
}

export type AppDependencies = {
  config: Config;
  db: Db;
  /** LISTEN on the database (Database.listen): the public answer cache's invalidations. */
  listen: Listen;
  media: MediaStore;
  /** The private store (ServiceDeps.films). */
  films: ObjectStore;
  webRoot: string;
  logger?: FastifyServerOptions['logger'];
  /** A Stripe client to use instead of one made from the config (tests point it at a local stand-in). */
  stripeClient?: Stripe;
};

/** Stripe when configured, else the sandbox checkout. */
function paymentsFrom(config: Config, stripeClient?: Stripe): PaymentsDeps {
  if (!config.stripe) return { provider: createSandboxProvider() };
  const client = stripeClient ?? createStripeClient({ secretKey: config.stripe.secretKey });
  return { provider: createStripeProvider(client), stripe: { client, webhookSecret: config.stripe.webhookSecret } };
}

/**
 * The largest request body any route takes unless it says otherwise: every public form fits in a few kilobytes, and
 * a body over this is refused on its declared length or while it is read, before a parser spends time on it. Routes
 * that need more raise it (the newsletter's send and preview); uploads stream past it with their own limits
 * (docs/decisions/0022).
 */
const DEFAULT_BODY_LIMIT = 16 * 1024;

export async function buildApp(options: AppDependencies): Promise<FastifyInstance> {
  const { config, db, media, films } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per answer, or only errors and slow answers, instead of Fastify's two per request (plugins/request-log.ts).
    logController: new AnswerLogController(),
    bodyLimit: DEFAULT_BODY_LIMIT,
    connectionTimeout: config.timeouts.idleMs,
    // The long limit is for uploads; every other request has timeouts.arrivalMs (plugins/request-deadline.ts).
    requestTimeout: config.timeouts.requestMs,
    http: headOptions(config.timeouts.arrivalMs),
    trustProxy: config.trustProxy,
    // maxParamLength: the router answers a longer parameter with its own 414 before any hook runs, so without
    // the security headers. Node refuses request heads over 16 KiB anyway; each route then parses its
    // parameters (http/params.ts) and refuses what it cannot use in the app's error model.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16_384 },
    // A URL the router cannot decode gets the app's answers, not Fastify's own body (http/malformed-url.ts).
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const deps: ServiceDeps = { db, config, media, films, payments: paymentsFrom(config, options.stripeClient) };
  app.decorate('deps', deps);
  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  // First: the security headers are set in an onRequest hook, and hooks run in the order they were added, so
  // every hook added after it (the malformed-URL refusal of plugins/errors.ts, auth) refuses with the headers set.
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  registerRequestLog(app, config.requestLog);
  registerRequestDeadline(app, { arrivalMs: config.timeouts.arrivalMs });
  await registerRequestMetrics(app, { enabled: config.metricsPort !== undefined });
  registerErrorHandling(app);
  // Compresses API answers and pages on the fly; built assets are sent precompressed (see plugins/web.ts).
  // Request bodies are never inflated: nothing here accepts compressed uploads, and inflating them would
  // let a small body grow past the size limits.
  await app.register(compress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    // Under a packet's worth, compressing costs more than it saves. The public answer cache holds no compressed
    // copy of such bodies either, relying on this: an answer it sends uncompressed is never compressed here.
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Left to the plugin's defaults, as plugins/compression.test.ts checks: the types are text, JSON, XML and what
    // mime-db marks compressible, so never images, fonts, audio or video; an answer that is compressed already
    // (content-encoding set: built assets, the public answer cache) or partial (a range) passes untouched.
  });
  await registerDocs(app);
  registerAuth(app);
  await registerPublicCache(app, options.listen);

  await app.register(
    async (api) => {
      // Weak ETags on API answers: a client revalidating an unchanged list gets a 304 with no body. An answer that
      // carries its own (the public answer cache's, computed once) is not hashed again.
      await api.register(etag, { weak: true });
      // GET /api/health (liveness: never the database) and GET /api/ready (readiness: the database, migrations,
      // draining on SIGTERM); docs/decisions/0020.
      registerProbes(app, api, db);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(movieRoutes);
      await api.register(coverRoutes);
      await api.register(backstageRoutes);
      await api.register(newsletterRoutes);
      await api.register(paymentRoutes);
      await api.register(codeRoutes);
      await api.register(bundleRoutes);
      await api.register(giftRoutes);
      await api.register(rentalRoutes);
      await api.register(reviewRoutes);
      await api.register(filmRoutes);
      await api.register(eventRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  if (deps.payments.provider.name === 'sandbox') await app.register(sandboxRoutes);
  // Outside /api and the single-page app: the link in every newsletter, and mail programs' one-click POST.
  await app.register(unsubscribeRoutes);
  await registerWeb(app, { webRoot: options.webRoot, media });
  return app;
}
