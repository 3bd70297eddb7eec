import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PaymentCard } from './payment-card.tsx';

export function PaymentCancelPage() {
  useDocumentTitle('Payment Cancelled');
  return (
    <PaymentCard tone="neutral" title="Payment Cancelled" primary={['Try Again', '/movies']} secondary={['Go Home', '/']}>
      <p className="payment-card__lead">Your payment was cancelled. No charge was made to your card.</p>
    </PaymentCard>
  );
}
