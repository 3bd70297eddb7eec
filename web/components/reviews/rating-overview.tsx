import type { ReviewStats } from '../../../common/reviews.ts';
import { ratingLabel } from '../star-rating/rating-label.ts';
import { StarRating } from '../star-rating/star-rating.tsx';
import { ratingOverviewContent as content } from '../../content/catalogue.ts';

const STARS_HIGH_TO_LOW = [5, 4, 3, 2, 1] as const;

/** The rating at a glance: the average, its word, the stars, how many reviews, and how they spread. */
export function RatingOverview({ stats }: { stats: Pick<ReviewStats, 'average_rating' | 'total_reviews'> & Partial<ReviewStats> }) {
  const { average_rating: average, total_reviews: total, rating_distribution: distribution } = stats;
  const hasReviews = total > 0;
  return (
    <div className="panel reviews-summary">
      <p className="reviews-summary__score" aria-hidden="true">
        {hasReviews ? average.toFixed(1) : content.noScore}
        <span className="reviews-summary__out-of">{content.outOfFive}</span>
      </p>
      <div className="reviews-summary__details">
        {/* The average's word ('Very Good'): a label of the score, not a paragraph nor a heading of what follows. */}
        {hasReviews && <span className="reviews-summary__label">{ratingLabel(average)}</span>}
        <StarRating average={average} total={total} size="lg" showValue={false} showCount={false} />
        <p className="note">{hasReviews ? content.basedOn(total) : content.emptyHint}</p>
      </div>
      {hasReviews && distribution && (
        <ul className="rating-distribution" aria-label={content.distributionLabel}>
          {STARS_HIGH_TO_LOW.map((stars) => {
            const count = distribution[stars];
            return (
              <li key={stars} className="rating-distribution__row" aria-label={content.distributionRow(stars, count)}>
                <span className="rating-distribution__stars" aria-hidden="true">
                  {stars}★
                </span>
                <span className="rating-distribution__bar" aria-hidden="true">
                  <span className="rating-distribution__fill" style={{ width: `${(count / total) * 100}%` }} />
                </span>
                <span className="rating-distribution__count" aria-hidden="true">
                  {count}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
