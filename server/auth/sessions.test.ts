// The administrator's login, sessions, and the administrator start-up makes from ADMIN_EMAIL and ADMIN_PASSWORD.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { sessions } from '../db/schema.ts';
import { sharedTestApp, buildTestApp, jsonPoster, nextIp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { createLoggedInUser, createUser, uniqueEmail } from '../test/factories.ts';
import { applyAdminFromEnvironment } from '../lifecycle/startup.ts';
import { upsertAdmin } from './service.ts';

const app = sharedTestApp();
const post = jsonPoster(app);

describe('POST /api/auth/admin-login', () => {
  it('logs an administrator in', async () => {
    const { user, password } = await createUser(await db(), { isAdmin: true });
    const res = await post('/api/auth/admin-login', { email: user.email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, role: 'admin', isAdmin: true });
  });

  it('refuses a non-admin with the right password, and opens no session', async () => {
    const { user, password } = await createUser(await db());
    const res = await post('/api/auth/admin-login', { email: user.email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: serverMessages.adminRequired });
    expect(await (await db()).select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('answers a wrong password with 401 like the user login', async () => {
    const { user } = await createUser(await db(), { isAdmin: true });
    const res = await post('/api/auth/admin-login', { email: user.email, password: 'not it at all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: serverMessages.invalidCredentials });
  });
});

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const { user, token } = await createLoggedInUser(await db());
    const [session] = await (await db()).select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toContain(token);
  });

  it('logout revokes the token', async () => {
    const { headers } = await createLoggedInUser(await db());
    expect((await app.inject({ url: '/api/auth/verify', headers })).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(204);
    const after = await app.inject({ url: '/api/auth/verify', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: serverMessages.sessionExpired });
  });

  it('ends the sessions of an account that is promoted, and keeps the admin logged in across restarts', async () => {
    // Someone registers the address the operator is about to make an administrator, and keeps the token.
    const email = uniqueEmail('newadmin');
    const registered = await post('/api/auth/register', { firstName: 'Not', lastName: 'Admin', email, password: 'popcorn-and-credits' });
    const squatter = { authorization: `Bearer ${registered.json().token}` };
    await upsertAdmin({ db: await db() }, { email: email.toUpperCase(), password: 'the studio admin password' });
    const after = await app.inject({ url: '/api/auth/verify', headers: squatter });
    expect(after.statusCode).toBe(401);

    const adminLogin = await post('/api/auth/admin-login', { email, password: 'the studio admin password' });
    expect(adminLogin.statusCode).toBe(200);
    const admin = { authorization: `Bearer ${adminLogin.json().token}` };
    // The next start applies the same ADMIN_EMAIL and ADMIN_PASSWORD again: the admin stays logged in.
    await upsertAdmin({ db: await db() }, { email, password: 'the studio admin password' });
    expect((await app.inject({ url: '/api/auth/verify', headers: admin })).json().user).toMatchObject({ email, isAdmin: true });
  });

  it('refuses an expired token', async () => {
    const { user, headers } = await createLoggedInUser(await db());
    await (await db()).update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    const res = await app.inject({ url: '/api/auth/verify', headers });
    expect(res.statusCode).toBe(401);
  });

  it('gives new sessions the configured lifetime', async () => {
    const shortLived = await buildTestApp({ SESSION_TTL_DAYS: '2' });
    try {
      const { user, password } = await createUser(await db());
      const res = await shortLived.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(200);
      const [session] = await (await db()).select().from(sessions).where(eq(sessions.userId, user.id));
      const lifetimeMs = (session?.expiresAt.getTime() ?? 0) - Date.now();
      expect(lifetimeMs).toBeGreaterThan(2 * 86_400_000 - 60_000);
      expect(lifetimeMs).toBeLessThanOrEqual(2 * 86_400_000);
    } finally {
      await shortLived.close();
    }
  });

  it('answers 401 without a token, or with a malformed or unknown one', async () => {
    expect((await app.inject({ url: '/api/auth/verify' })).json()).toEqual({ error: serverMessages.authRequired });
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer not-a-real-token']) {
      expect((await app.inject({ url: '/api/auth/verify', headers: { authorization } })).statusCode).toBe(401);
    }
  });
});

describe('the administrator from ADMIN_EMAIL and ADMIN_PASSWORD at start', () => {
  // What start-up does with ADMIN_EMAIL and ADMIN_PASSWORD, with a log that keeps its lines.
  async function startWith(admin: { email: string; password: string }) {
    const lines = { info: [] as string[], warn: [] as string[] };
    await applyAdminFromEnvironment({ db: await db() }, admin, {
      info: (line) => lines.info.push(line),
      warn: (line) => lines.warn.push(line),
    });
    return lines;
  }
  const adminLogin = (email: string, password: string) => post('/api/auth/admin-login', { email, password });
  const verify = (token: string) => app.inject({ url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } });

  it('keeps the password an administrator chose, and their sessions, when the next start brings another one', async () => {
    const admin = { email: uniqueEmail('chief'), password: 'the password from the environment' };
    expect((await startWith(admin)).warn).toEqual([]);
    const token = (await adminLogin(admin.email, admin.password)).json().token as string;
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: admin.password, newPassword: 'a password only the chief knows' },
    });
    expect(changed.statusCode).toBe(200);

    const restart = await startWith(admin);
    expect((await adminLogin(admin.email, 'a password only the chief knows')).statusCode).toBe(200);
    expect((await adminLogin(admin.email, admin.password)).statusCode).toBe(401);
    expect((await verify(token)).statusCode).toBe(200);
    expect(restart.warn).toHaveLength(1);
    expect(restart.warn[0]).toContain(admin.email);
    expect(restart.warn[0]).toContain('npm run admin:create');
  });

  it('promotes an account that is not an administrator yet, sets its password and ends its sessions', async () => {
    const { user, headers, password } = await createLoggedInUser(await db());
    const admin = { email: user.email, password: 'the password from the environment' };
    const start = await startWith(admin);
    expect(start.warn).toEqual([]);
    expect(start.info).toEqual([`Administrator ${user.email} updated from ADMIN_EMAIL.`]);
    expect((await app.inject({ url: '/api/auth/verify', headers })).statusCode).toBe(401);
    expect((await adminLogin(user.email, password)).statusCode).toBe(401);
    expect((await adminLogin(user.email, admin.password)).json().user).toMatchObject({ id: user.id, isAdmin: true });
  });

  it('creates the administrator, and changes nothing when the next start brings the same password', async () => {
    const admin = { email: uniqueEmail('chief'), password: 'the password from the environment' };
    expect((await startWith(admin)).info).toEqual([`Administrator ${admin.email} created from ADMIN_EMAIL.`]);
    const token = (await adminLogin(admin.email, admin.password)).json().token as string;
    const restart = await startWith(admin);
    expect(restart).toEqual({ info: [`Administrator ${admin.email} unchanged from ADMIN_EMAIL.`], warn: [] });
    expect((await verify(token)).statusCode).toBe(200);
  });
});
