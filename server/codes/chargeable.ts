// The least a checkout may charge after a discount (docs/product.md#offers).
import { STRIPE_MIN_CHARGE_CENTS } from '../../common/admin-catalogue.ts';

/**
 * A discount never leaves less than card payments can charge (Stripe's $0.50): what would is free instead, the studio
 * giving away those cents rather than the viewer meeting a checkout that cannot take them. Alike in the sandbox.
 */
export function leavingChargeable(baseCents: number, discount: number): number {
  const left = baseCents - discount;
  return discount > 0 && left > 0 && left < STRIPE_MIN_CHARGE_CENTS ? baseCents : discount;
}
