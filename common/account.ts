// A viewer's own data (docs/decisions/0024): their receipts, the export of everything the studio holds about them,
// and closing the account. Shared by the routes (the answers' schemas, the body's rules) and the account page.
import { z } from 'zod';
import { changePasswordSchema } from './auth.ts';
import { movieRowFields } from './catalogue.ts';
import { EMAIL_STATUSES, EMAIL_KINDS } from './newsletter-admin.ts';
import { givenGiftSchema } from './offers.ts';

/** What the admin shows instead of the name and e-mail of an account its owner closed. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

// DELETE /api/account: the current password, checked as the change of password checks it (same messages).
export const deleteAccountSchema = z.object({ password: changePasswordSchema.shape.currentPassword });
export type DeleteAccountPayload = z.infer<typeof deleteAccountSchema>;

const paymentStatusSchema = z.enum(['pending', 'completed', 'failed', 'refunded']);

// GET /api/account/payments: the viewer's receipts, newest first.
const accountPaymentSchema = z.object({
  ...movieRowFields,
  /** Dollars, two decimals. */
  amount: z.number(),
  currency: z.string(),
  status: paymentStatusSchema,
  created_at: z.string(),
  completed_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;
export const accountPaymentsResponseSchema = z.object({ payments: z.array(accountPaymentSchema) });

// GET /api/account/export: everything held about the account, as one JSON file. Never a password hash, a token,
// a provider's reference, or anything of another account.
export const accountExportSchema = z.object({
  exported_at: z.string(),
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.enum(['user', 'admin']),
    created_at: z.string(),
  }),
  rentals: z.array(
    z.object({
      ...movieRowFields,
      rental_start: z.string(),
      /** Null while the rental waits for its premiere or first play. */
      rental_end: z.string().nullable(),
      amount_paid: z.number(),
      /** Running when the file was made: not ended by a refund, and not yet over. */
      is_active: z.boolean(),
    }),
  ),
  payments: z.array(
    accountPaymentSchema.extend({ provider: z.string(), failure_code: z.string().nullable(), source: z.string().nullable(), country: z.string().nullable() }),
  ),
  reviews: z.array(
    z.object({
      ...movieRowFields,
      rating: z.number().int(),
      comment: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  watch_positions: z.array(
    z.object({ movie_id: z.number().int(), movie_title: z.string(), position_seconds: z.number().int(), updated_at: z.string() }),
  ),
  /** The newsletter subscription of the account's address, if it ever had one. */
  newsletter: z
    .object({ email: z.string(), is_active: z.boolean(), subscribed_at: z.string(), unsubscribed_at: z.string().nullable() })
    .nullable(),
  /** The e-mails the studio sent (or was to send) to the account's address: what they were, not their text. */
  emails: z.array(
    z.object({
      kind: z.enum(EMAIL_KINDS),
      subject: z.string(),
      status: z.enum(EMAIL_STATUSES),
      created_at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
  /** The gifts the account paid for, with the message written to each recipient (never its redemption link). */
  gifts_given: z.array(givenGiftSchema.extend({ message: z.string().nullable() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** 'account-export-2026-11-27.json': the download's name, from the day it was made (UTC). */
export function accountExportFileName(exportedAt: Date): string {
  return `account-export-${exportedAt.toISOString().slice(0, 10)}.json`;
}
