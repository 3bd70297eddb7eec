// The card payment providers behind one interface: Stripe Checkout when STRIPE_SECRET_KEY is set, the
// built-in sandbox otherwise. Both end in the same fulfilment (fulfilment.ts).

/** What a checkout's page says is bought, line by line (lines.ts): the same on Stripe's page and the sandbox's. */
export interface CheckoutLines {
  /** The film's title, or 'Bundle: … (3 films)'. */
  name: string;
  /** The rules or the films, then what came off the price (films already rented, the code) and the gift's recipient. */
  details: string[];
}

export interface SessionRequest {
  userId: number;
  userEmail: string;
  /** What is bought: a film or a bundle (exactly one). */
  item: { movieId: number } | { bundleId: number };
  /** The final amount, after any code. */
  amountCents: number;
  lines: CheckoutLines;
  /** The code applied, if any. */
  code: string | null;
  gift: boolean;
  /** Absolute; may contain Stripe's {CHECKOUT_SESSION_ID} placeholder. */
  successUrl: string;
  cancelUrl: string;
  /** The same key for a retried request yields the same session (no double checkout). */
  idempotencyKey: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

interface RefundRequest {
  paymentIntentId: string;
  reason: 'duplicate' | 'requested_by_customer';
  idempotencyKey: string;
}

/** What the provider says about a checkout session when asked directly (the success page's check). */
interface CheckoutSessionState {
  isPaid: boolean;
  paymentIntentId: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckoutSession(request: SessionRequest): Promise<CheckoutSession>;
  /** The session again if it can still be paid (open), else null: a second click pays the first session. */
  resumeCheckoutSession(sessionId: string): Promise<CheckoutSession | null>;
  /** Null when the provider does not know the session. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState | null>;
  /** Gives the whole payment back. The same key never refunds twice. */
  refundPayment(request: RefundRequest): Promise<void>;
}
