import { beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { sharedTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { createLoggedInUser } from '../test/factories.ts';
import { requireAdmin } from './guards.ts';

const app = sharedTestApp();
beforeAll(async () => {
  // A stand-in admin route: the admin features arrive with their own issues, the guard is tested here.
  app.get('/api/test/admin-only', { onRequest: requireAdmin }, async () => ({ ok: true }));
});

describe('admin-only calls', () => {
  it('refuses a visitor with 401', async () => {
    const res = await app.inject({ url: '/api/test/admin-only' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: serverMessages.authRequired });
  });

  it('refuses a logged-in non-admin with 403', async () => {
    const { headers } = await createLoggedInUser((await testDatabase()).db);
    const res = await app.inject({ url: '/api/test/admin-only', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: serverMessages.adminRequired });
  });

  it('lets an administrator through', async () => {
    const { headers } = await createLoggedInUser((await testDatabase()).db, { isAdmin: true });
    const res = await app.inject({ url: '/api/test/admin-only', headers });
    expect(res.statusCode).toBe(200);
  });
});
