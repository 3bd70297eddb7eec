// Signed streaming tokens (docs/decisions/0015). A native HLS player cannot send the bearer session, so every
// playlist, segment, key and caption URL carries its proof in the path: base64url(payload) '.' base64url(HMAC).
// The payload binds the viewer, the movie, the login session (so logout ends it) and an expiry a few minutes
// away, never after the rental's end. The HMAC key is made once and shared by every instance through the
// database (app_secrets), so a restart or a second instance accepts links already handed out.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { filmMessages } from '../../../common/messages/films.ts';
import { sharedKey } from '../../db/app-secrets.ts';
import type { Db } from '../../db/client.ts';
import { ForbiddenError } from '../../errors.ts';

export interface StreamClaims {
  userId: number;
  movieId: number;
  /** sessions.id of the login the token was issued to. */
  sessionId: number;
  /** Epoch seconds after which the token is refused. */
  expiresAt: number;
}

/** How long a token lives at most; the player fetches a fresh one well before (common/films.ts). */
export const STREAM_TOKEN_TTL_SECONDS = 5 * 60;

const KEY_NAME = 'stream-token-key';

/** The HMAC key, shared by every instance (db/app-secrets.ts). */
export function streamTokenKey(db: Db): Promise<Buffer> {
  return sharedKey(db, KEY_NAME);
}

const hmacOf = (key: Buffer, encodedPayload: string) => createHmac('sha256', key).update(encodedPayload).digest();

export function signStreamToken(key: Buffer, claims: StreamClaims): string {
  const payload = `${claims.userId}:${claims.movieId}:${claims.sessionId}:${claims.expiresAt}`;
  const encoded = Buffer.from(payload).toString('base64url');
  return `${encoded}.${hmacOf(key, encoded).toString('base64url')}`;
}

const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/;
const PAYLOAD_PATTERN = /^(\d{1,10}):(\d{1,10}):(\d{1,10}):(\d{1,12})$/;

const invalid = () => new ForbiddenError(filmMessages.streamLinkInvalid);

/** The claims of a token signed with `key`, if it has not expired at `nowSeconds`; refuses anything else. */
export function verifyStreamToken(key: Buffer, token: string, nowSeconds: number): StreamClaims {
  const parts = TOKEN_PATTERN.exec(token);
  if (!parts?.[1] || !parts[2]) throw invalid();
  const [, encoded, signature] = parts;
  // Compared as text, not decoded bytes: base64url's last character has spare bits, and a signature that differs
  // only there is another string, so it is refused too.
  const expected = Buffer.from(hmacOf(key, encoded).toString('base64url'));
  if (!timingSafeEqual(Buffer.from(signature), expected)) throw invalid();
  // Signed by us, so well formed; checked anyway, as a parser should.
  const fields = PAYLOAD_PATTERN.exec(Buffer.from(encoded, 'base64url').toString('latin1'));
  if (!fields) throw invalid();
  const [userId, movieId, sessionId, expiresAt] = fields.slice(1).map(Number) as [number, number, number, number];
  if (expiresAt <= nowSeconds) throw new ForbiddenError(filmMessages.streamLinkExpired);
  return { userId, movieId, sessionId, expiresAt };
}

/**
 * When a token issued now expires: a few minutes away, and for a renter never after the rental's end (an
 * admin, `rentalEnd` null, has no end).
 */
export function streamTokenExpiry(nowSeconds: number, rentalEnd: Date | null): number {
  const soon = nowSeconds + STREAM_TOKEN_TTL_SECONDS;
  return rentalEnd ? Math.min(soon, Math.floor(rentalEnd.getTime() / 1000)) : soon;
}
