import { useEffect, useEffectEvent, useRef } from 'react';
import { formatPrice } from '../../../common/format.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { errorMessageOf } from '../../api/api-client.ts';
import { useGoToCheckoutMutation } from '../../api/payments/go-to-checkout.ts';
import { moviesContent } from '../../content/catalogue.ts';
import './rental.css';

/** 'Rent for $4.99', or 'Watch for Free' for a film priced at 0. */
export const rentLabel = (price: number) => (price === 0 ? moviesContent.watchFree : screenTexts.movies.rentFor(formatPrice(price)));

export interface RentButtonProps {
  movieId: number;
  price: number;
  size?: 'small' | 'large';
  /** Start the checkout as soon as this is true, once: the viewer pressed Rent before signing in (rent-flow.ts). */
  startsAtOnce?: boolean;
  /** Instead of rentLabel(price): 'Pre-order for $4.99' before the film's premiere (the same checkout). */
  label?: string;
}

/**
 * 'Rent for $4.99' ('Watch for Free' for a free film, which the server grants without a checkout): starts the checkout and the browser leaves for the provider's page. 'Processing...' until
 * then; on failure the button comes back with the reason under it (docs/product.md#states, docs/product.md#errors).
 */
export function RentButton({ movieId, price, size, startsAtOnce = false, label = rentLabel(price) }: RentButtonProps) {
  const checkout = useGoToCheckoutMutation();
  const { reset } = checkout;
  // Success means the browser is on its way to the checkout page: the button stays busy until it has left.
  const isProcessing = checkout.isPending || checkout.isSuccess;

  const hasStartedAtOnce = useRef(false);
  const startCheckout = useEffectEvent(() => checkout.mutate(movieId));
  useEffect(() => {
    if (!startsAtOnce || hasStartedAtOnce.current) return;
    hasStartedAtOnce.current = true;
    startCheckout();
  }, [startsAtOnce]);

  // Back from the checkout page, the browser may restore this page as it was left: still 'Processing...'.
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, [reset]);

  return (
    <div className="rent-button">
      <button
        type="button"
        className={`button button--primary button--block${size ? ` button--${size}` : ''}`}
        disabled={isProcessing}
        aria-busy={isProcessing}
        onClick={() => {
          if (!isProcessing) checkout.mutate(movieId);
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
