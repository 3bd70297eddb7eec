// Confirming a subscription by e-mail (docs/decisions/0023): an address that unsubscribed, or with
// NEWSLETTER_DOUBLE_OPT_IN any new address, is put on the list only from a link sent to it, since anyone can type
// an address into the sign-up form. The link's token is sealed (AES-256-GCM) rather than stored: the subscribers'
// table has no column for a pending token, and a sealed one needs none. It holds the address, the unsubscription
// it undoes and its expiry, so nobody can read or forge one, and it works once: confirming changes the row it
// was made for (server/newsletter/service.ts).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { emailMessages } from '../../common/messages/email.ts';
import type { Config } from '../config.ts';
import { sharedKey } from '../db/app-secrets.ts';
import { rowsOf, type Db } from '../db/client.ts';
import { formatMailTime, type ComposedEmail } from '../mail/compose.ts';
import { enqueueEmail } from '../mail/outbox.ts';

/** How long a link works. Also how often an address may be sent one: once a day at most (see dedupeKeyOf). */
const CONFIRMATION_TTL_MS = 24 * 3_600_000;

// A kind of its own: 'newsletter' rows are re-checked against an active subscription and get an unsubscribe link,
// neither of which fits an address that is not on the list yet.
const CONFIRMATION_EMAIL_KIND = 'newsletter_confirmation';

export interface ConfirmationClaims {
  /** The address to put on the list: the stored one when it has a row, else as typed (normalised). */
  email: string;
  /** The row's unsubscribed_at (microseconds since 1970, as text) that the link undoes; null for a new address. */
  unsubscribedAt: string | null;
  expiresAt: Date;
}

const KEY_NAME = 'newsletter-confirmation-key';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds a sealed token to this use: the same key could never open a token made for another purpose.
const PURPOSE = Buffer.from('newsletter-confirmation');
// base64url of a sealed address of up to 254 characters, with room to spare; anything else is not worth a try.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{40,800}$/;

/** The sealing key, shared by every instance (db/app-secrets.ts). */
function confirmationKey(db: Db): Promise<Buffer> {
  return sharedKey(db, KEY_NAME);
}

const sealedPayload = z.object({ email: z.string(), unsubscribedAt: z.string().nullable(), expiresAt: z.number().int() });

export async function sealConfirmation(db: Db, claims: ConfirmationClaims): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await confirmationKey(db), iv).setAAD(PURPOSE);
  const payload = JSON.stringify({ ...claims, expiresAt: claims.expiresAt.getTime() });
  const sealed = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The claims of a token this app sealed and that has not expired at `now`; undefined for anything else. */
export async function openConfirmation(db: Db, token: string, now = new Date()): Promise<ConfirmationClaims | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  const decipher = createDecipheriv('aes-256-gcm', await confirmationKey(db), bytes.subarray(0, IV_BYTES)).setAAD(PURPOSE);
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  let payload: string;
  try {
    payload = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined; // not sealed with this key, or changed since
  }
  const claims = sealedPayload.parse(JSON.parse(payload));
  if (claims.expiresAt <= now.getTime()) return undefined;
  return { ...claims, expiresAt: new Date(claims.expiresAt) };
}

/** The page the e-mail's link opens (server/unsubscribe/routes.ts): GET asks, POST confirms. */
function confirmationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/subscribe/${token}`;
}

function confirmationEmail(facts: { url: string; expiresAt: Date; timeZone: string }): ComposedEmail {
  const texts = emailMessages.newsletterConfirmation;
  return {
    subject: texts.subject,
    message: [
      texts.request,
      texts.confirmHere(facts.url),
      texts.validUntil(formatMailTime(facts.expiresAt, facts.timeZone)),
      texts.notYou,
      emailMessages.signature,
    ].join('\n\n'),
  };
}

/**
 * One confirmation per address and day: typing an address again and again, or with other capitals, queues no
 * more e-mails (the outbox writes one row per key). The address is folded by PostgreSQL's lower(), as everywhere.
 */
async function dedupeKeyOf(db: Db, email: string, now: number): Promise<string> {
  const [row] = rowsOf<{ folded: string }>(await db.execute(sql`select lower(${email}) as folded`));
  return `newsletter-confirmation:${Math.floor(now / CONFIRMATION_TTL_MS)}:${row?.folded ?? email}`;
}

/** Queues the e-mail with the link that puts `address` on the list, unless one left for it today already. */
export async function queueConfirmation(
  { db, config }: { db: Db; config: Pick<Config, 'publicUrl' | 'timeZone'> },
  address: Omit<ConfirmationClaims, 'expiresAt'>,
): Promise<void> {
  const now = Date.now();
  const expiresAt = new Date(now + CONFIRMATION_TTL_MS);
  const token = await sealConfirmation(db, { ...address, expiresAt });
  await enqueueEmail(db, {
    kind: CONFIRMATION_EMAIL_KIND,
    recipientEmail: address.email,
    ...confirmationEmail({ url: confirmationUrl(config.publicUrl, token), expiresAt, timeZone: config.timeZone }),
    dedupeKey: await dedupeKeyOf(db, address.email, now),
    // A link that has expired is not worth sending.
    sendBefore: expiresAt,
  });
}
