import { Navigate, useLocation, useSearchParams } from 'react-router';
import { formatDate, formatPrice } from '../../../common/format.ts';
import { paymentMessages } from '../../../common/messages/payments.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { errorMessageOf } from '../../api/api-client.ts';
import { usePaymentVerification } from '../../api/payments/request-payment-verification.ts';
import { returnStateFor } from '../../auth/return-path.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { FactList } from '../../components/fact-list/fact-list.tsx';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { watchPathOf } from '../../components/watch/watch-path.ts';
import { paymentSuccessContent as content } from '../../content/payment.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PaymentCard } from './payment-card.tsx';

/** Where the checkout sends the buyer back: verifies the session, then shows what they rented. */
export function PaymentSuccessPage() {
  useDocumentTitle(content.documentTitle);
  const location = useLocation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const { isAuthenticated, loading } = useAuth();
  const verification = usePaymentVerification(isAuthenticated ? sessionId : null);

  if (loading) return <PageStatus>{screenTexts.common.loading}</PageStatus>;
  // Verifying needs the buyer's session; after logging in they come straight back here.
  if (!isAuthenticated) return <Navigate to="/login" replace state={returnStateFor(location)} />;
  if (!sessionId) return <PaymentProblem message={paymentMessages.noSession} />;
  return (
    <QueryView
      query={verification}
      loadingText={content.verifying}
      renderError={(error) => <PaymentProblem message={errorMessageOf(error, paymentMessages.verificationFailed)} />}
    >
      {(rental) => (
        <PaymentCard
          tone="success"
          title={content.title}
          primary={[screenTexts.common.watchNow, watchPathOf(rental.movie_id)]}
          secondary={[screenTexts.common.goHome, '/']}
        >
          <p className="payment-card__lead">{content.lead}</p>
          <FactList
            className="payment-card__details"
            facts={[
              { term: content.movie, value: rental.movie_title },
              { term: content.amount, value: formatPrice(rental.amount) },
              { term: content.rentalDuration, value: screenTexts.movieDetail.rentalHours(rental.rental_duration) },
              { term: content.expires, value: formatDate(rental.expires_at) },
            ]}
          />
        </PaymentCard>
      )}
    </QueryView>
  );
}

function PaymentProblem({ message }: { message: string }) {
  return (
    <PaymentCard
      tone="problem"
      title={content.problemTitle}
      primary={[content.goToMovies, '/movies']}
      secondary={[screenTexts.common.goHome, '/']}
    >
      <p className="payment-card__error" role="alert">
        {message}
      </p>
      <p className="payment-card__lead">{content.problemLead}</p>
    </PaymentCard>
  );
}
