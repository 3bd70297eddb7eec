import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { useOwnReview } from '../../api/reviews/get-own-review.ts';
import { returnStateFor } from '../../auth/return-path.ts';
import { useViewerId } from '../../auth/use-auth.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { PageStatus } from '../page-status/page-status.tsx';
import { OwnReview } from './own-review.tsx';
import { reviewsContent } from '../../content/reviews.ts';

const ReviewForm = lazy(async () => ({ default: (await import('./review-form.tsx')).ReviewForm }));

/**
 * What the viewer can do about their review of this movie: a visitor is asked to log in, a viewer without a
 * running rental to rent it; a renter writes, sees, edits and deletes their own. The server enforces the same.
 */
export function ReviewComposer({ movie }: { movie: Movie }) {
  const location = useLocation();
  const movieId = String(movie.id);
  const viewerId = useViewerId();
  const own = useOwnReview(movieId, viewerId);
  const [isEditing, setEditing] = useState(false);
  const canWrite = movie.rental_status?.is_rented === true;

  if (viewerId === null) {
    return (
      <p className="muted">
        <Link to="/login" state={returnStateFor(location)} className="button button--secondary">
          {reviewsContent.logInToReview}
        </Link>
      </p>
    );
  }
  if (own.isError) {
    return <FormAlert>{publicScreenMessages.ownReviewLoadFailed}</FormAlert>;
  }
  if (own.isPending) return null;

  const review = own.data;
  if (review && !isEditing) return <OwnReview movieId={movieId} review={review} onEdit={canWrite ? () => setEditing(true) : undefined} />;
  if (!canWrite) return <p className="muted">{reviewsContent.rentToReview}</p>;
  return (
    <Suspense fallback={<PageStatus>{reviewsContent.loadingForm}</PageStatus>}>
      <ReviewForm
        movieId={movieId}
        review={review}
        onSaved={() => setEditing(false)}
        onCancel={isEditing ? () => setEditing(false) : undefined}
      />
    </Suspense>
  );
}
