import { useEffect, useState } from 'react';
import { formatPrice } from '../../../common/format.ts';
import { errorMessageOf } from '../../api/api-client.ts';
import { RENT_FAILED_MESSAGE, startCheckout } from '../../api/payments/start-checkout.ts';
import './rental.css';

export interface RentButtonProps {
  movieId: number;
  price: number;
  size?: 'small' | 'large';
}

/**
 * 'Rent for $4.99': starts the checkout and the browser leaves for the provider's page. 'Processing...' until
 * then; on failure the button comes back with the reason under it (SPEC.md §4 Checkout, §8 Rent).
 */
export function RentButton({ movieId, price, size }: RentButtonProps) {
  const [isProcessing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Back from the checkout page, the browser may restore this page as it was left: still 'Processing...'.
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);

  async function handleClick() {
    if (isProcessing) return;
    setProcessing(true);
    setError(null);
    try {
      await startCheckout(movieId);
    } catch (failure) {
      setProcessing(false);
      setError(errorMessageOf(failure, RENT_FAILED_MESSAGE));
    }
  }

  return (
    <div className="rent-button">
      <button
        type="button"
        className={`button button--primary button--block${size ? ` button--${size}` : ''}`}
        disabled={isProcessing}
        aria-busy={isProcessing}
        onClick={() => void handleClick()}
      >
        {isProcessing ? 'Processing...' : `Rent for ${formatPrice(price)}`}
      </button>
      {error && (
        <p className="rent-button__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
