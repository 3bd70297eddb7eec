// Sends a cached answer as built: nothing is hashed, serialised or compressed per request. The app's ETag plugin
// leaves a reply that already has an etag alone (it only answers 304 on a match, as we do first), its compress
// plugin one that has a content-encoding, and a Buffer body skips the route's serializer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './store.ts';

type Encoding = 'br' | 'gzip' | 'identity';

/** The best form the client accepts among those we hold: br, then gzip (q-values of 0 refuse one), else identity. */
export function chooseEncoding(acceptEncoding: string | undefined, answer: Pick<CachedAnswer, 'br' | 'gzip'>): Encoding {
  if (!acceptEncoding || (!answer.br && !answer.gzip)) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const qualityOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (answer.br && qualityOf('br') > 0) return 'br';
  if (answer.gzip && qualityOf('gzip') > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this answer's ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

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
