// Resolves `Authorization: Bearer <token>` to request.user; the guards that routes put in `onRequest` read it
// (auth/guards.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverMessages } from '../../common/messages/server.ts';
import { findSession, type UserRow } from '../auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
    /** The login session's row id (sessions.id): signed streaming links are bound to it (server/films/delivery). */
    sessionId: number | null;
    // Why a presented token was not accepted (expired, revoked, unknown).
    authProblem: string | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('authProblem', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    // A lookup that fails (the database away for a moment) throws, and is answered 503 with Retry-After
    // (plugins/errors.ts): it says nothing about the token. Taken as "no session", it would become a 401 and the
    // app would log the viewer out (docs/decisions/0020).
    const session = await findSession(app.deps.db, token);
    if (session) {
      request.user = session.user;
      request.sessionToken = token;
      request.sessionId = session.sessionId;
    } else {
      request.authProblem = serverMessages.sessionExpired;
    }
  });
}
