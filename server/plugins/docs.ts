// OpenAPI description generated from the route schemas, browsable at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Swagger UI's own CSP (`staticCSP`) fits its pages but lets any same-origin page frame them and asks browsers to
 * upgrade to https even where the site has none. Keep the site's rules on both (see plugins/security.ts).
 */
export function hardenDocsCsp(policy: string, options: { https: boolean }): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '')
    .filter((directive) => !/^(frame-ancestors|upgrade-insecure-requests)\b/.test(directive));
  directives.push("frame-ancestors 'none'");
  if (options.https) directives.push('upgrade-insecure-requests');
  return `${directives.join('; ')};`;
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
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (policy) => hardenDocsCsp(policy, { https }),
  });
}
