// OpenAPI description generated from the route schemas, browsable at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Swagger UI's own CSP (`staticCSP`) fits its pages but lets any same-origin page frame them and asks browsers to
 * upgrade to https even where the site has none. Keep the site's rules on both (see plugins/security.ts).
 */
function hardenDocsCsp(policy: string, options: { https: boolean }): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '')
    .filter((directive) => !/^(frame-ancestors|upgrade-insecure-requests)\b/.test(directive));
  directives.push("frame-ancestors 'none'");
  if (options.https) directives.push('upgrade-insecure-requests');
  return `${directives.join('; ')};`;
}

const DOCS_PREFIX = '/api/docs';
/** Swagger UI's own address for its page (its package's links), answered with a redirect to the page. */
const STATIC_INDEX = /^\/api\/docs\/static\/index\.html\/?(\?|$)/;

/**
 * Swagger UI redirects its static index.html by rewriting the request's URL, which it does only when the URL ends
 * there: with a query or a trailing slash (which the router ignores) it redirected to the very same address, and a
 * browser went round until it gave up. Redirected here first, always to the page itself; the query is dropped, as
 * nothing on the page reads it.
 */
function redirectStaticIndex(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (STATIC_INDEX.test(request.url)) {
    void reply.redirect(`${DOCS_PREFIX}/`);
    return;
  }
  done();
}

export async function registerDocs(app: FastifyInstance) {
  const https = app.deps.config.publicUrl.startsWith('https://');
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ember Lane Studios API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiHooks: { onRequest: redirectStaticIndex },
    staticCSP: true,
    transformStaticCSP: (policy) => hardenDocsCsp(policy, { https }),
  });
}
