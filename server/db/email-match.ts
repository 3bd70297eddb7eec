// Which stored address is the one asked for. Addresses arrive normalised (common/email.ts). Case is folded by
// PostgreSQL's lower(), never by JavaScript's toLowerCase(): the two disagree on some letters ('İ' among them), and
// the unique index on lower(email) is what decides which addresses are the same account.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeEmail } from '../../common/email.ts';

export const foldedEmail = (email: string): SQL => sql`lower(${normalizeEmail(email)})`;

/** `column` holds the same address as `email`, compared as the unique indexes on lower(email) compare. */
export const sameEmail = (column: AnyPgColumn, email: string): SQL => eq(sql`lower(${column})`, foldedEmail(email));
