// POST /api/events (docs/product.md#filmmaker-insight): a visit's page views, trailer plays and checkout starts.
// Staff and bots are left out; a visitor who asked not to be tracked is counted without a source.
import type { FastifyRequest } from 'fastify';
import type { EventsRequest } from '../../common/insights.ts';
import type { ServiceDeps } from '../deps.ts';
import { recordBrowserEvents } from './record.ts';
import { sourceOfVisit, visitContextOf, visitorHash } from './visit.ts';

/** Records the request's events; answers how many were kept (0 for staff and bots). */
export async function receiveEvents({ db, config }: Pick<ServiceDeps, 'db' | 'config'>, request: FastifyRequest, body: EventsRequest): Promise<number> {
  const visit = visitContextOf(request, config.trustProxy !== false);
  // A beacon carries no session: the app sends none for staff, and a request that does carry an admin's is left out.
  if (visit.isBot || request.user?.role === 'admin') return 0;
  const visitor = await visitorHash(db, request, config.timeZone);
  return recordBrowserEvents(db, { visitor, source: sourceOfVisit(body.source, visit), country: visit.country }, body.events);
}
