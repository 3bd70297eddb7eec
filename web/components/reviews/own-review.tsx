import { lazy, Suspense, useState } from 'react';
import { publicScreenMessages } from '../../content/public-messages.ts';
import type { Review } from '../../../common/reviews.ts';
import { useDeleteReviewMutation } from '../../api/reviews/delete-review.ts';
import { ReviewCard } from './review-card.tsx';
import { reviewsContent } from '../../content/reviews.ts';

// Loaded when Delete is pressed: the dialog's code is no part of a movie page's first load (its budget, e2e).
const ConfirmDialog = lazy(async () => ({ default: (await import('../confirm-dialog/confirm-dialog.tsx')).ConfirmDialog }));

export interface OwnReviewProps {
  movieId: string;
  review: Review;
  /** Editing needs a running rental; deleting never does (docs/decisions/0011). */
  onEdit?: () => void;
}

/** The viewer's own review, with Edit and Delete (after a confirmation). */
export function OwnReview({ movieId, review, onEdit }: OwnReviewProps) {
  const remove = useDeleteReviewMutation(movieId);
  const [isConfirming, setConfirming] = useState(false);
  const closeConfirm = () => {
    setConfirming(false);
    remove.reset();
  };
  return (
    <section className="own-review" aria-labelledby="own-review-heading">
      <h3 id="own-review-heading" className="review-form__heading">
        {reviewsContent.ownHeading}
      </h3>
      <ReviewCard
        review={review}
        actions={
          <>
            {onEdit && (
              <button type="button" className="button button--secondary button--small" onClick={onEdit}>
                {reviewsContent.edit}
              </button>
            )}
            <button type="button" className="button button--secondary button--small" onClick={() => setConfirming(true)}>
              {reviewsContent.delete}
            </button>
          </>
        }
      />
      {isConfirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={reviewsContent.confirmDeleteTitle}
            message={reviewsContent.confirmDeleteBody}
            confirmLabel={reviewsContent.confirmDeleteAction}
            busyLabel={reviewsContent.deleting}
            isBusy={remove.isPending}
            error={remove.isError ? publicScreenMessages.reviewDeleteFailed : null}
            onConfirm={() => remove.mutate(review.id, { onSuccess: () => setConfirming(false) })}
            onCancel={closeConfirm}
          />
        </Suspense>
      )}
    </section>
  );
}
