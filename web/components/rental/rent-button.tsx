import { useEffect, useEffectEvent, useRef } from 'react';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { errorMessageOf } from '../../api/api-client.ts';
import { useGoToCheckoutMutation, type CheckoutOrder } from '../../api/payments/go-to-checkout.ts';
import { rentLabel } from './rental-actions.tsx';
import './rental.css';

export interface RentButtonProps {
  /** What the checkout buys: a film or a bundle, with the code the viewer applied (docs/product.md#offers). */
  order: CheckoutOrder;
  /** What the viewer pays, for the label: 'Rent for $4.99'. */
  price: number;
  size?: 'small' | 'large';
  /** Start the checkout as soon as this is true, once: the viewer pressed Rent before signing in (rent-flow.ts). */
  startsAtOnce?: boolean;
  /** Instead of rentLabel(price): 'Pre-order for $4.99' before the film's premiere, 'Rent bundle for $9.99'. */
  label?: string;
}

/**
 * 'Rent for $4.99' ('Watch for Free' for a free film, which the server grants without a checkout): starts the
 * checkout and the browser leaves for the page the server names (the provider's, or the success page when nothing
 * is left to pay). 'Processing...' until then; on failure the button comes back with the reason under it
 * (docs/product.md#states, docs/product.md#errors).
 */
export function RentButton({ order, price, size, startsAtOnce = false, label = rentLabel(price) }: RentButtonProps) {
  const { checkout, isProcessing } = useCheckout();

  const hasStartedAtOnce = useRef(false);
  const startCheckout = useEffectEvent(() => checkout.mutate(order));
  useEffect(() => {
    if (!startsAtOnce || hasStartedAtOnce.current) return;
    hasStartedAtOnce.current = true;
    startCheckout();
  }, [startsAtOnce]);

  return (
    <div className="rent-button">
      <button
        type="button"
        className={`button button--primary button--block${size ? ` button--${size}` : ''}`}
        disabled={isProcessing}
        aria-busy={isProcessing}
        onClick={() => {
          if (!isProcessing) checkout.mutate(order);
        }}
      >
        {isProcessing ? screenTexts.movies.processing : label}
      </button>
      {checkout.error && (
        <p className="danger-box rent-button__error" role="alert">
          {errorMessageOf(checkout.error, publicScreenMessages.rentFailed)}
        </p>
      )}
    </div>
  );
}

/**
 * The checkout (Rent's, a gift's), processing from the call until the browser has left: success means it is on its
 * way to the checkout page. Back from there, the browser may restore this page as it was left, still processing: it
 * is ready again then.
 */
export function useCheckout() {
  const checkout = useGoToCheckoutMutation();
  const { reset } = checkout;
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, [reset]);
  return { checkout, isProcessing: checkout.isPending || checkout.isSuccess };
}
