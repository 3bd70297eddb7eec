import { Navigate, useLocation, useSearchParams } from 'react-router';
import { formatDate, formatPrice } from '../../../common/format.ts';
import { paymentMessages } from '../../../common/messages.ts';
import { errorMessageOf } from '../../api/api-client.ts';
import { usePaymentVerification } from '../../api/payments/verify-payment.ts';
import { returnStateFor } from '../../auth/return-path.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PaymentCard } from './payment-card.tsx';

/** Where the checkout sends the buyer back: verifies the session, then shows what they rented. */
export function PaymentSuccessPage() {
  useDocumentTitle('Payment Confirmation');
  const location = useLocation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const { isAuthenticated, loading } = useAuth();
  const verification = usePaymentVerification(isAuthenticated ? sessionId : null);

  if (loading) return <PageStatus>Loading...</PageStatus>;
  // Verifying needs the buyer's session; after logging in they come straight back here.
  if (!isAuthenticated) return <Navigate to="/login" replace state={returnStateFor(location)} />;
  if (!sessionId) return <PaymentProblem message={paymentMessages.noSession} />;
  if (verification.isPending) return <PageStatus>Verifying your payment...</PageStatus>;
  if (verification.isError) {
    return <PaymentProblem message={errorMessageOf(verification.error, paymentMessages.verificationFailed)} />;
  }

  const rental = verification.data;
  return (
    <PaymentCard tone="success" title="Payment Successful!" primary={['Watch Now', '/movies']} secondary={['Go Home', '/']}>
      <p className="payment-card__lead">Your rental is ready. Enjoy the film.</p>
      <dl className="payment-card__details">
        <div>
          <dt>Movie</dt>
          <dd>{rental.movie_title}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatPrice(rental.amount)}</dd>
        </div>
        <div>
          <dt>Rental duration</dt>
          <dd>{rental.rental_duration} hours</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{formatDate(rental.expires_at)}</dd>
        </div>
      </dl>
    </PaymentCard>
  );
}

function PaymentProblem({ message }: { message: string }) {
  return (
    <PaymentCard tone="problem" title="Payment Verification" primary={['Go to Movies', '/movies']} secondary={['Go Home', '/']}>
      <p className="payment-card__error" role="alert">
        {message}
      </p>
      <p className="payment-card__lead">If you were charged, your rental appears on the movies page within a few minutes.</p>
    </PaymentCard>
  );
}
