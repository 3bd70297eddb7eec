// A payment named by the admin (docs/product.md#admin-find-anything): its own number, or the provider's reference as
// Stripe's dashboard and e-mails show it (a Checkout session's cs_…, a payment intent's pi_…). Both are exact matches
// on an index (the primary key, payments_checkout_session_id_unique, payments_payment_intent_idx), so naming a payment
// costs the same at any number of payments. Used by the search box and by the payments list's search.
import { eq, or, type SQL } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';

/** The largest serial id PostgreSQL stores: a longer number names no payment (and would not compare as an integer). */
const MAX_ID = 2_147_483_647;

/** The search as a payment id, when it is a whole number written in digits. */
function paymentIdOf(search: string): number | undefined {
  if (!/^\d{1,10}$/.test(search)) return undefined;
  const id = Number(search);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** The search as a provider reference, when it is one token starting with cs_ or pi_ (case as typed: Stripe's ids are case-sensitive). */
export function paymentReferenceOf(search: string): string | undefined {
  return /^(cs|pi)_\w+$/.test(search) ? search : undefined;
}

/** A condition on `payments`: the payment the search names by id or reference, or undefined when it names none. */
export function paymentNamedBy(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const id = paymentIdOf(search);
  const reference = paymentReferenceOf(search);
  return or(
    id === undefined ? undefined : eq(payments.id, id),
    reference === undefined ? undefined : or(eq(payments.checkoutSessionId, reference), eq(payments.paymentIntentId, reference)),
  );
}
