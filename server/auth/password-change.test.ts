import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../common/messages/server.ts';
import { validationMessages } from '../../common/messages/validation.ts';
import { passwordResetTokens } from '../db/schema.ts';
import { nextIp, sharedTestApp } from '../test/app.ts';
import { db } from '../test/database.ts';
import { createLoggedInUser } from '../test/factories.ts';
import { throttleLimits } from '../throttle/throttle.ts';
import { createSession } from './sessions.ts';

const app = sharedTestApp();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const change = (token: string | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: token ? bearer(token) : {},
    payload: payload as object,
    remoteAddress: nextIp(),
  });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextIp() });
const verify = (token: string) => app.inject({ url: '/api/auth/verify', headers: bearer(token) });

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const { user, token, password } = await createLoggedInUser(await db());
    const elsewhere = await createSession(await db(), user.id, 3_600_000);

    const res = await change(token, { currentPassword: password, newPassword: 'a brand new secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: serverMessages.passwordChanged });

    expect((await verify(token)).statusCode).toBe(200);
    expect((await verify(elsewhere)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new secret')).statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(401);
    // The kept session still acts: it can change the password again.
    const again = await change(token, { currentPassword: 'a brand new secret', newPassword: 'a newer secret still' });
    expect(again.statusCode).toBe(200);
  });

  it('needs a session (401)', async () => {
    const res = await change(null, { currentPassword: 'whatever', newPassword: 'a brand new secret' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: serverMessages.authRequired });
  });

  it('refuses a wrong current password (400) and changes nothing', async () => {
    const { user, token, password } = await createLoggedInUser(await db());
    const res = await change(token, { currentPassword: 'not my password', newPassword: 'a brand new secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: serverMessages.currentPasswordWrong });
    expect((await login(user.email, password)).statusCode).toBe(200);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it.each([
    ['no current password', { currentPassword: '' }, serverMessages.currentPasswordRequired],
    ['a short new password', { newPassword: '12345' }, validationMessages.passwordTooShort],
    ['a common new password', { newPassword: 'password123' }, serverMessages.passwordTooCommon],
    ['the same password again', { newPassword: 'correct horse' }, serverMessages.newPasswordSameAsCurrent],
  ])('refuses %s (400)', async (_name, changes, message) => {
    const { user, token, password } = await createLoggedInUser(await db());
    const res = await change(token, { currentPassword: password, newPassword: 'a brand new secret', ...changes });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('allows 5 wrong current passwords per 15 minutes, then refuses even the right one (429)', async () => {
    const { user, token, password } = await createLoggedInUser(await db());
    for (let i = 0; i < throttleLimits['password-change-account'].max; i++) {
      expect((await change(token, { currentPassword: `guess ${i}`, newPassword: 'a brand new secret' })).statusCode).toBe(400);
    }
    const refused = await change(token, { currentPassword: password, newPassword: 'a brand new secret' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: serverMessages.tooManyPasswordChanges });
    expect(refused.headers['retry-after']).toBe('900');
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('does not count right current passwords towards the limit', async () => {
    const { token, password } = await createLoggedInUser(await db());
    const max = throttleLimits['password-change-account'].max;
    let current = password;
    for (let i = 0; i < max + 1; i++) {
      const next = `new secret number ${i}`;
      expect((await change(token, { currentPassword: current, newPassword: next })).statusCode).toBe(200);
      current = next;
    }
  }, 30_000);

  it('retires the reset links asked for before the change', async () => {
    const { user, token, password } = await createLoggedInUser(await db());
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: nextIp(),
    });
    expect(forgot.statusCode).toBe(200);
    expect((await change(token, { currentPassword: password, newPassword: 'a brand new secret' })).statusCode).toBe(200);
    const links = await (await db()).select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(links).toHaveLength(1);
    expect(links[0]!.usedAt).not.toBeNull();
  });
});
