import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { buildTestApp, getVerbatim, nextIp, sharedTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { users } from '../db/schema.ts';
import { count } from 'drizzle-orm';

const directivesOf = (header: unknown) =>
  String(header)
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);

// The headers helmet sends on every answer of an http site (HSTS only on https, tested on its own below).
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const app = sharedTestApp();
beforeAll(async () => {
  // A route that takes anything: what keeps U+0000 out is the app-wide guard, not a schema.
  app.post('/api/test/anything/:name', async () => ({ ok: true }));
});

describe('HTTP basics', () => {
  it('answers GET /api/health once the database is open', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI description and its browser', async () => {
    const spec = await app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths).toHaveProperty('/api/auth/login');
    expect((await app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: serverMessages.notFound });
  });

  it('serves the SPA for any other path, uncached', async () => {
    for (const url of ['/', '/about', '/some/unknown/page']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it.each(['/api/movies/%ZZ', '/api/movies/%FF', '/api/no-such-thing%', '/api/movies/1%ZZ/backstage/photos'])(
    'answers an API address that cannot be decoded (%s) with a 400 in the error model',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ error: serverMessages.invalidRequest });
    },
  );

  it('refuses a non-GET call to an address that cannot be decoded in the error model too', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login%ZZ', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: serverMessages.invalidRequest });
  });

  it.each(['/movies/%ZZ', '/cover/%E0%A4%A', '/%FF'])(
    'serves the app with a 400 and noindex for a page address that cannot be decoded (%s)',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      // The same headers as every other page: it went through the app's hooks, not around them.
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['GET', '/api/%'],
    ['GET', '/api/movies/%FF'],
    ['POST', '/api/auth/login%ZZ'],
    ['GET', '/%'],
  ])('sends the security headers of every other answer with the 400 for %s %s', async (method, url) => {
    const normal = await app.inject({ url: '/api/health' });
    const res = await app.inject({ method: method as 'GET' | 'POST', url, ...(method === 'POST' && { payload: {} }) });
    expect(res.statusCode).toBe(400);
    if (url.startsWith('/api/')) expect(res.json()).toEqual({ error: serverMessages.invalidRequest });
    else expect(res.body).toContain('<div id="root"></div>');
    for (const name of SECURITY_HEADERS) {
      expect(normal.headers[name], name).toBeDefined();
      expect(res.headers[name], name).toBe(normal.headers[name]);
    }
  });

  it.each([
    ['GET', `/api/movies/${'1'.repeat(200)}`, 404],
    ['POST', `/sandbox/checkout/${'x'.repeat(2000)}`, 400],
    ['GET', `/api/movies/${'1'.repeat(10_000)}/backstage/photos`, 404],
  ])('answers a very long route parameter (%s) in the error model, with the security headers', async (method, url, status) => {
    const normal = await app.inject({ url: '/api/health' });
    const res = await app.inject({ method: method as 'GET' | 'POST', url, ...(method === 'POST' && { payload: {} }) });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toHaveProperty('error');
    for (const name of SECURITY_HEADERS) expect(res.headers[name], name).toBe(normal.headers[name]);
  });

  it('refuses malformed JSON with a 400 and the error model', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: serverMessages.invalidJson });
  });

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"a@b.c"'],
    ['a number', '42'],
  ])('refuses %s as a body with our own text, not the validator wording', async (_name, payload) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: serverMessages.invalidRequest });
  });

  it.each([
    ['a nested body string', '/api/test/anything/x', { list: [{ deep: ['fine', 'a\u0000b'] }] }],
    ['a body key', '/api/test/anything/x', { 'a\u0000b': 'fine' }],
    ['the query', '/api/test/anything/x?q=a%00b', {}],
    ['a route parameter', '/api/test/anything/a%00b', {}],
  ])('refuses U+0000 in %s with 400 before any handler runs', async (_name, url, payload) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: serverMessages.invalidRequest });
  });

  it('lets the same input through without U+0000', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/anything/x?q=ab', payload: { list: [{ deep: ['ab'] }] } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a JSON body over 1 MB with 413 and stores nothing', async () => {
    const db = (await testDatabase()).db;
    const [before] = await db.select({ n: count() }).from(users);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(1_100_000), lastName: 'y', email: 'big@example.com', password: 'secret1' }),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: serverMessages.bodyTooLarge });
    const [after] = await db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: serverMessages.unsupportedMediaType });
  });

  it('sends security headers: CSP without inline script, nosniff, frame-ancestors, referrer policy', async () => {
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public URL is https', async () => {
    const httpsApp = await buildTestApp({ PUBLIC_URL: 'https://studio.example' });
    try {
      const res = await httpsApp.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      const docs = await httpsApp.inject({ url: '/api/docs/' });
      expect(directivesOf(docs.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await httpsApp.close();
    }
  });

  it('keeps the API browser unframeable and does not upgrade to https on an http site', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-initializer.js']) {
      const directives = directivesOf((await app.inject({ url })).headers['content-security-policy']);
      expect(directives).toContain("frame-ancestors 'none'");
      expect(directives.filter((d) => d.startsWith('frame-ancestors'))).toHaveLength(1);
      expect(directives).not.toContain('upgrade-insecure-requests');
      expect(directives).toContain("object-src 'none'");
    }
  });
});

describe('addresses a URL parser would read as a host name', () => {
  // What the app logs, one JSON line each: such an address is a visitor's typo or a probe, not a failure of ours.
  const logLines: string[] = [];
  let loggedApp: FastifyInstance;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    loggedApp = await buildTestApp({}, { logger: { level: 'info', stream } });
  });
  afterAll(() => loggedApp.close());

  // Sent verbatim: app.inject would resolve the address first, and cannot send '/\' at all.
  it.each(['//', '///', '//:', '//@', '/\\'])('serves the app for %s like any unknown page, logging no error', async (path) => {
    const unknownPage = await getVerbatim(loggedApp, '/no-such-page');
    logLines.length = 0;
    const res = await getVerbatim(loggedApp, path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(unknownPage.headers['content-type']);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    // The request was logged (so the stream is the app's log), but nothing at error level or above.
    expect(logLines.length).toBeGreaterThan(0);
    const levels = logLines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });
});
