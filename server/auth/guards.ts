// The guards routes put in `onRequest`, and the logged-in user they let through. request.user and
// request.sessionId are set by the auth plugin (plugins/auth.ts) from the request's bearer token.
import type { FastifyRequest } from 'fastify';
import { serverMessages } from '../../common/messages/server.ts';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';
import type { UserRow } from './sessions.ts';

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new UnauthenticatedError(request.authProblem ?? serverMessages.authRequired);
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user?.role !== 'admin') throw new ForbiddenError(serverMessages.adminRequired);
}

/** The logged-in user of a route guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthenticatedError(request.authProblem ?? serverMessages.authRequired);
  return request.user;
}

/** The login session of a route guarded by requireUser or requireAdmin (its row id). */
export function currentSessionId(request: FastifyRequest): number {
  if (request.sessionId === null) throw new UnauthenticatedError(request.authProblem ?? serverMessages.authRequired);
  return request.sessionId;
}
