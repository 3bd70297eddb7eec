// Streaming tokens on their own: the key every instance shares, what a token binds, when it expires.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { filmMessages } from '../../../common/messages/films.ts';
import { appSecrets } from '../../db/schema.ts';
import { testDatabase } from '../../test/database.ts';
import { signStreamToken, streamTokenExpiry, streamTokenKey, verifyStreamToken, type StreamClaims } from './tokens.ts';

const claims: StreamClaims = { userId: 7, movieId: 42, sessionId: 9001, expiresAt: 2_000_000_000 };

describe('stream tokens', () => {
  it('use one 32-byte key kept in app_secrets, so every instance and every restart accepts the same links', async () => {
    const { db } = await testDatabase();
    const key = await streamTokenKey(db);
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'stream-token-key'));
    expect(row?.value).toMatch(/^[0-9a-f]{64}$/);
    // What another instance reads from the row verifies this instance's tokens.
    const token = signStreamToken(key, claims);
    expect(verifyStreamToken(Buffer.from(row?.value ?? '', 'hex'), token, 1_000)).toEqual(claims);
    expect(await streamTokenKey(db)).toBe(key);
  });

  it('bind the viewer, the movie, the session and the expiry, and are refused under another key', () => {
    const key = randomBytes(32);
    const token = signStreamToken(key, claims);
    expect(verifyStreamToken(key, token, claims.expiresAt - 1)).toEqual(claims);
    expect(() => verifyStreamToken(randomBytes(32), token, 1_000)).toThrow(filmMessages.streamLinkInvalid);
    expect(() => verifyStreamToken(key, token, claims.expiresAt)).toThrow(filmMessages.streamLinkExpired);
    expect(() => verifyStreamToken(key, `${token}.x`, 1_000)).toThrow(filmMessages.streamLinkInvalid);
    expect(() => verifyStreamToken(key, '', 1_000)).toThrow(filmMessages.streamLinkInvalid);
  });

  it('expire five minutes after issue, or at the end of the rental when it comes first', () => {
    const now = 1_700_000_000;
    expect(streamTokenExpiry(now, null)).toBe(now + 300);
    expect(streamTokenExpiry(now, new Date((now + 3600) * 1000))).toBe(now + 300);
    expect(streamTokenExpiry(now, new Date((now + 60) * 1000 + 999))).toBe(now + 60);
  });
});
