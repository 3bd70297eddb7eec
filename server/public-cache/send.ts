// Sends a cached answer as built: nothing is hashed, serialised or compressed per request. The app's ETag plugin
// leaves a reply that already has an etag alone (it only answers 304 on a match, as we do first), its compress
// plugin one that has a content-encoding, and a Buffer body skips the route's serializer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, matchesEtag } from '../http/conditional.ts';
import type { CachedAnswer } from './store.ts';

/**
 * 304 on a matching If-None-Match, else br/gzip/identity by Accept-Encoding, with content-length, vary:
 * Accept-Encoding (added to what is there), the etag and the given cache-control (else the one already set).
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, cacheControl?: string): FastifyReply {
  if (cacheControl) reply.header('cache-control', cacheControl);
  reply.header('etag', answer.etag);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (answer.status === 200 && matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding'], answer);
  const body = encoding === 'identity' ? answer.identity : (answer[encoding] ?? answer.identity);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.header('content-type', answer.contentType);
  reply.header('content-length', body.length);
  return reply.code(answer.status).send(body);
}
