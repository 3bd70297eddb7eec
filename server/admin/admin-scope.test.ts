// Every admin route refuses anyone but an admin, on the server. The routes are read from the app's own route
// table, so a route added later under /api/admin is checked without anyone remembering to list it here.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { createLoggedInUser } from '../test/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function adminRoutes() {
  return app.routeTable
    .filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => ({ method: route.method as InjectMethod, url: route.url.replace(/:\w+/g, '1') }));
}

describe('the /api/admin scope', () => {
  it('holds the admin calls of the catalogue (the table is really read)', () => {
    const listed = adminRoutes().map((route) => `${route.method} ${route.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/admin/movies',
        'POST /api/admin/movies',
        'PUT /api/admin/movies/1',
        'PATCH /api/admin/movies/1/deactivate',
        'PATCH /api/admin/movies/1/reactivate',
        'GET /api/admin/movie-galleries',
        'DELETE /api/admin/movie-galleries/1',
        'POST /api/admin/covers/1/backstage/videos',
        'DELETE /api/admin/backstage/photos/1',
        // The film upload (tus) and the film's calls.
        'POST /api/admin/films/uploads',
        'PATCH /api/admin/films/uploads/1',
        'DELETE /api/admin/films/uploads/1',
        'GET /api/admin/movies/1/film',
        'POST /api/admin/movies/1/film/retry',
        'DELETE /api/admin/movies/1/film',
        'POST /api/admin/movies/1/captions',
        'DELETE /api/admin/movies/1/captions/1',
        // Offers (docs/product.md#offers).
        'GET /api/admin/codes',
        'GET /api/admin/codes.csv',
        'POST /api/admin/codes',
        'PATCH /api/admin/codes/1',
        'GET /api/admin/codes/1/redemptions',
        'GET /api/admin/bundles',
        'POST /api/admin/bundles',
        'PUT /api/admin/bundles/1',
      ]),
    );
  });

  it('answers 401 without a token, 401 with a dead one, and 403 for a viewer, on every route', async () => {
    const viewer = await createLoggedInUser((await testDatabase()).db);
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const route of routes) {
      const anonymous = await app.inject({ method: route.method, url: route.url });
      expect({ route, status: anonymous.statusCode, body: anonymous.json() }).toEqual({ route, status: 401, body: { error: serverMessages.authRequired } });
      const deadToken = await app.inject({ method: route.method, url: route.url, headers: { authorization: 'Bearer not-a-session' } });
      expect({ route, status: deadToken.statusCode }).toEqual({ route, status: 401 });
      const asViewer = await app.inject({ method: route.method, url: route.url, headers: viewer.headers });
      expect({ route, status: asViewer.statusCode, body: asViewer.json() }).toEqual({ route, status: 403, body: { error: serverMessages.adminRequired } });
    }
  });

  // HEAD and OPTIONS answer without a body, so the sweep above leaves them out; the tus upload has both.
  it('answers 401 and 403 to HEAD and OPTIONS too, on every route that takes them', async () => {
    const viewer = await createLoggedInUser((await testDatabase()).db);
    const routes = app.routeTable
      .filter((route) => route.url.startsWith('/api/admin') && (route.method === 'HEAD' || route.method === 'OPTIONS'))
      .map((route) => ({ method: route.method as 'HEAD' | 'OPTIONS', url: route.url.replace(/:\w+/g, '1') }));
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['HEAD /api/admin/films/uploads/1', 'OPTIONS /api/admin/films/uploads', 'OPTIONS /api/admin/films/uploads/1']),
    );
    for (const route of routes) {
      const anonymous = await app.inject({ ...route, headers: { 'tus-resumable': '1.0.0' } });
      expect({ route, status: anonymous.statusCode }).toEqual({ route, status: 401 });
      const asViewer = await app.inject({ ...route, headers: { ...viewer.headers, 'tus-resumable': '1.0.0' } });
      expect({ route, status: asViewer.statusCode }).toEqual({ route, status: 403 });
    }
  });

  it('does not parse multipart bodies outside the admin scope', async () => {
    const form = new FormData();
    form.append('email', 'someone@example.com');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect(res.statusCode).toBe(415);
  });
});
