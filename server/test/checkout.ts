// A checkout driven as the web app drives it, for the tests of payments: open a session, pay it in the sandbox,
// verify it on the success page.
import type { FastifyInstance } from 'fastify';

/**
 * POST /api/payments/create-checkout-session with `payload` (the movie or bundle, and whatever else a test sends).
 * `ip`: the client's address, for a test whose refused codes must not count against another's (codes/throttle.ts).
 */
export function openCheckout(app: FastifyInstance, headers: Record<string, string>, payload: unknown, ip?: string) {
  return app.inject({ method: 'POST', url: '/api/payments/create-checkout-session', headers, payload: payload as object, ...(ip && { remoteAddress: ip }) });
}

/** POST /api/payments/verify, as the success page asks after the provider sends the viewer back. */
export function verifyCheckout(app: FastifyInstance, headers: Record<string, string>, payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/payments/verify', headers, payload: payload as object });
}

/** Pays a sandbox checkout session with `cardNumber` (a test card that succeeds by default), as its form posts. */
export function payInSandbox(app: FastifyInstance, sessionId: string, cardNumber = '4242 4242 4242 4242') {
  return app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card_number: cardNumber }).toString(),
  });
}
