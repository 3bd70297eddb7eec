// Who is asking, for answers that differ by reader (rental state, video links), and how such answers may
// be cached.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverMessages } from '../../common/messages/server.ts';
import { UnauthenticatedError } from '../errors.ts';

export interface Viewer {
  id: number;
  isAdmin: boolean;
}

export function viewerOf(request: FastifyRequest): Viewer | null {
  const { user } = request;
  return user ? viewerOfUser(user) : null;
}

/** The logged-in user of a guarded route, as a service sees them. */
export function viewerOfUser(user: { id: number; role: string }): Viewer {
  return { id: user.id, isAdmin: user.role === 'admin' };
}

/**
 * The viewer whose rental state is asked for with ?include_rental=true. A token that no longer works is a
 * 401 (the app then clears it), not a silent answer for a visitor.
 */
export function rentalViewerOf(request: FastifyRequest, includeRental: boolean): Viewer | null {
  if (!includeRental) return null;
  if (!request.user && request.authProblem) throw new UnauthenticatedError(request.authProblem ?? serverMessages.authRequired);
  return viewerOf(request);
}

/**
 * Catalogue answers are always revalidated, so an admin's edit shows at once
 * (docs/decisions/0012-admin-catalogue-and-uploads.md): a visitor's answer may sit in shared caches, one for a
 * logged-in reader (it may hold their rental and video link) only in their browser. The ETag makes each revalidation of
 * an unchanged answer a bodiless 304.
 */
export function setCatalogueCaching(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('vary', 'Authorization');
  reply.header('cache-control', request.headers.authorization ? 'private, no-cache' : 'public, no-cache');
}
