// Security headers, with a CSP that allows no inline script. They are the same for every answer of a site, so
// they are built once at start and set with one call per request. (@fastify/helmet rebuilt its middleware and
// the CSP string on every request: a sixth of the time of a small answer.) security.test.ts checks that this is
// exactly the set helmet sent with the configuration this replaced.
import type { FastifyInstance } from 'fastify';

// The movie player embeds YouTube (docs/product.md#watching-films); nothing else comes from other origins.
const youtube = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

function contentSecurityPolicy(options: { https: boolean }): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...youtube, 'https://s.ytimg.com'],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://img.youtube.com'],
    ['media-src', "'self'", 'blob:'],
    // hls.js (the film player) runs its demuxer in a worker it makes from a blob: URL.
    ['worker-src', "'self'", 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['frame-src', ...youtube],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join(';');
}

/** Every answer's security headers: those helmet sends by default, with the site's CSP and referrer policy. */
export function securityHeaders(options: { https: boolean }): Readonly<Record<string, string>> {
  return Object.fromEntries([
    ['content-security-policy', contentSecurityPolicy(options)],
    // No cross-origin-embedder-policy: YouTube's iframe sends no CORP header, so requiring one breaks the player.
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    // HSTS only makes sense, and is only safe, when the site is served over https.
    ...(options.https ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as const] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ]);
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const headers = new Map(Object.entries(securityHeaders(options)));
  // On the raw response, as helmet did: they then reach answers that bypass Fastify's reply too (tus uploads
  // answer on the raw response), and any route may still replace one (the API browser sends its own CSP).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeaders(headers);
    done();
  });
}
