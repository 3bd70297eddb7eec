// The API browser at /api/docs (plugins/docs.ts): Swagger UI's own address for its page, /static/index.html,
// redirects to /api/docs/; with a query or a trailing slash it used to redirect to itself, forever.
import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../test/app.ts';

const app = sharedTestApp();

describe('the API browser', () => {
  it.each([
    '/api/docs/static/index.html',
    '/api/docs/static/index.html?x',
    '/api/docs/static/index.html?url=https://elsewhere.example/spec.json',
    '/api/docs/static/index.html/',
    '/api/docs/static/index.html/?x',
  ])('%s redirects once, to the page, which answers', async (url) => {
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/api/docs/');
    const page = await app.inject({ url: first.headers.location });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it.each(['/api/docs', '/api/docs/', '/api/docs?x', '/api/docs/static/swagger-initializer.js?x'])('%s answers without a redirect', async (url) => {
    expect((await app.inject({ url })).statusCode).toBe(200);
  });
});
