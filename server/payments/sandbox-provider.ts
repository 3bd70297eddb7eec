// The built-in checkout used when Stripe is not configured (docs/decisions/0006-payments-and-fulfilment.md): the
// session lives only in our payments table and is paid on our own /sandbox/checkout page.
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout/';

const sessionAt = (sessionId: string) => ({ sessionId, url: `${SANDBOX_CHECKOUT_PATH}${sessionId}` });

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckoutSession() {
      return sessionAt(`cs_sandbox_${randomBytes(18).toString('base64url')}`);
    },
    // A pending sandbox session stays payable: its page only reads our payments row.
    async resumeCheckoutSession(sessionId) {
      return sessionAt(sessionId);
    },
    // The sandbox page completes payments itself; there is nothing further to ask.
    async retrieveCheckoutSession() {
      return null;
    },
    // No money ever moved.
    async refundPayment() {},
  };
}
