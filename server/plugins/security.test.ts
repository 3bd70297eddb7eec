import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.ts';
import { securityHeaders } from './security.ts';

// The @fastify/helmet configuration that plugins/security.ts replaced, kept as the reference: the
// headers built once at start must be exactly those helmet sent on every answer.
const youtube = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];
const helmetConfiguration = (https: boolean) => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...youtube, 'https://s.ytimg.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://img.youtube.com'],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: youtube,
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  crossOriginEmbedderPolicy: false as const,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
});

// What every answer carries whatever sends it; the rest are the security headers.
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'etag', 'vary', 'cache-control']);
const securityPart = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_SECURITY.has(name)));

async function headersHelmetSends(https: boolean) {
  const reference = Fastify();
  await reference.register(helmet, helmetConfiguration(https));
  reference.get('/', async () => ({ ok: true }));
  const res = await reference.inject({ url: '/' });
  await reference.close();
  return securityPart(res.headers);
}

describe.each([
  ['http', false, 'http://studio.example'],
  ['https', true, 'https://studio.example'],
])('security headers on an %s site', (_name, https, publicUrl) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: publicUrl });
  });
  afterAll(() => app.close());

  it('are the very set helmet sent with the configuration they replaced', async () => {
    const reference = await headersHelmetSends(https);
    expect(securityHeaders({ https })).toEqual(reference);
    expect(Object.keys(reference)).toContain('content-security-policy');
    expect('strict-transport-security' in reference).toBe(https);
  });

  it.each(['/api/health', '/api/no-such-thing', '/', '/movies/1'])('are sent as built on %s', async (url) => {
    const res = await app.inject({ url });
    const built = securityHeaders({ https });
    expect(Object.keys(built).length).toBeGreaterThan(10);
    for (const [name, value] of Object.entries(built)) expect(res.headers[name], name).toBe(value);
    expect(res.headers['strict-transport-security'] !== undefined).toBe(https);
  });
});
