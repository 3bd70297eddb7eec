// The addresses each account has logged in from lately. When strangers have spent an account's hourly failed
// logins, its owner still gets in from where they usually do (docs/decisions/0003).
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginTrustedAddresses, users } from '../db/schema.ts';

const TRUSTED_ADDRESS_TTL_MS = 30 * 24 * 60 * 60_000;

const trustedSince = () => new Date(Date.now() - TRUSTED_ADDRESS_TTL_MS);

/** Records a successful login (or registration) of the account from this address. */
export async function rememberTrustedAddress(db: Db, userId: number, ip: string): Promise<void> {
  await db
    .insert(loginTrustedAddresses)
    .values({ userId, ip })
    .onConflictDoUpdate({ target: [loginTrustedAddresses.userId, loginTrustedAddresses.ip], set: { lastLoginAt: sql`now()` } });
  // The account's addresses that no longer count: dropped here, so the table never outgrows its use.
  await db
    .delete(loginTrustedAddresses)
    .where(and(eq(loginTrustedAddresses.userId, userId), lt(loginTrustedAddresses.lastLoginAt, trustedSince())));
}

/** Whether the account whose folded e-mail is `accountKey` logged in from this address in the last 30 days. */
export async function isTrustedAddress(db: Db, accountKey: SQL, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: loginTrustedAddresses.userId })
    .from(loginTrustedAddresses)
    .innerJoin(users, eq(users.id, loginTrustedAddresses.userId))
    .where(
      and(
        eq(sql`lower(${users.email})`, accountKey),
        eq(loginTrustedAddresses.ip, ip),
        gt(loginTrustedAddresses.lastLoginAt, trustedSince()),
      ),
    )
    .limit(1);
  return Boolean(row);
}
