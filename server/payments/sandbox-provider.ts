// The built-in checkout used when Stripe is not configured (ARCHITECTURE.md "Sandbox checkout"): the session
// lives only in our payments table and is paid on our own /sandbox/checkout page.
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout/';

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckoutSession() {
      const sessionId = `cs_sandbox_${randomBytes(18).toString('base64url')}`;
      return { sessionId, url: `${SANDBOX_CHECKOUT_PATH}${sessionId}` };
    },
    // The sandbox page completes payments itself; there is nothing further to ask.
    async retrieveCheckoutSession() {
      return null;
    },
  };
}
