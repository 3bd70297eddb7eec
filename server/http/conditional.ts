// What a GET answer may skip or shrink by the request's headers: a 304 when If-None-Match names the ETag held,
// and the compressed form the client accepts. Shared by the answers built in memory (public-cache, file-in-memory).

type Encoding = 'br' | 'gzip' | 'identity';

/** The best form the client accepts among those we hold: br, then gzip (q-values of 0 refuse one), else identity. */
export function chooseEncoding(acceptEncoding: string | undefined, answer: { br: unknown; gzip: unknown }): Encoding {
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
