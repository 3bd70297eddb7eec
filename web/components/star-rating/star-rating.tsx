import { starRatingContent } from '../../content/catalogue.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { ratingLabel } from './rating-label.ts';
import './star-rating.css';

const MAX_STARS = 5;

export type StarFill = 'full' | 'half' | 'empty';

/** Whole stars up to the rating, then a half star when what is left is 0.5 or more (docs/product.md#limits). */
function starFills(rating: number): StarFill[] {
  return Array.from({ length: MAX_STARS }, (_, index) => {
    const position = index + 1;
    if (rating >= position) return 'full';
    if (rating >= position - 0.5) return 'half';
    return 'empty';
  });
}

/** 'Rated 4.3 out of 5 (12 reviews)', or 'No ratings yet' before the first review. */
function ratingSummaryText(average: number, total: number): string {
  if (total <= 0) return publicScreenMessages.noRatingsYet;
  return starRatingContent.summary(average.toFixed(1), total);
}

/** A movie's (or a dashboard row's) rating figures as StarRating's average and total. */
export function ratingOf(stats: { average_rating: number; total_reviews: number }) {
  return { average: stats.average_rating, total: stats.total_reviews };
}

export interface StarRatingProps {
  /** Mean rating, 0 to 5. */
  average: number;
  total: number;
  size?: 'sm' | 'md' | 'lg';
  /** Show the value ('4.3') after the stars. */
  showValue?: boolean;
  /** Also show '(12 reviews)'. */
  showCount?: boolean;
  /** Also show the word for the rating ('Very Good'). */
  showLabel?: boolean;
}

/** A read-only rating: five stars, the value with one decimal, and the same in words for screen readers. */
export function StarRating({
  average,
  total,
  size = 'md',
  showValue = true,
  showCount = true,
  showLabel = false,
}: StarRatingProps) {
  const hasRatings = total > 0;
  const value = hasRatings ? Math.min(MAX_STARS, Math.max(0, average)) : 0;
  return (
    <div className={`star-rating star-rating--${size}`} role="img" aria-label={ratingSummaryText(value, total)}>
      <span className="star-rating__stars">
        {starFills(value).map((fill, index) => (
          <Star key={index} fill={fill} />
        ))}
      </span>
      {hasRatings ? (
        <>
          {showValue && <span className="star-rating__value">{value.toFixed(1)}</span>}
          {showLabel && <span className="star-rating__label">{ratingLabel(value)}</span>}
          {showCount && (
            <span className="star-rating__count">
              {starRatingContent.count(total)}
            </span>
          )}
        </>
      ) : (
        <span className="star-rating__none">{publicScreenMessages.noRatingsYet}</span>
      )}
    </div>
  );
}

const STAR_PATH =
  'M12 2.6l2.9 5.88 6.49.94-4.7 4.58 1.11 6.46L12 17.41l-5.8 3.05 1.11-6.46-4.7-4.58 6.49-.94L12 2.6z';

/** An outlined star with a gold fill over it, clipped to half or hidden as the rating asks. */
function Star({ fill }: { fill: StarFill }) {
  return (
    <span className={`star-rating__star star-rating__star--${fill}`} data-fill={fill}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="star-rating__outline">
        <path d={STAR_PATH} />
      </svg>
      {fill !== 'empty' && (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="star-rating__fill">
          <path d={STAR_PATH} />
        </svg>
      )}
    </span>
  );
}
