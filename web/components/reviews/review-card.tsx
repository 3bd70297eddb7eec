import type { ReactNode } from 'react';
import type { Review } from '../../../common/reviews.ts';
import { formatReviewDate } from './format-review-date.ts';
import { StarRating } from '../star-rating/star-rating.tsx';

/** One review: who, when, the stars and the comment as plain text (React escapes it; line breaks kept). */
export function ReviewCard({ review, actions }: { review: Review; actions?: ReactNode }) {
  return (
    <article className="panel review-card">
      <header className="spread-row review-card__header">
        <p className="review-card__author">{review.user_name}</p>
        <time className="review-card__date" dateTime={review.created_at}>
          {formatReviewDate(review.created_at)}
        </time>
      </header>
      <StarRating average={review.rating} total={1} size="sm" showValue={false} showCount={false} showLabel />
      <p className="muted review-card__comment">{review.comment}</p>
      {actions && <div className="button-row review-card__actions">{actions}</div>}
    </article>
  );
}
