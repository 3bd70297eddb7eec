// The words for a star rating (docs/product.md#limits), shared by the rating display and the review form.

const RATING_LABELS = ['No rating', 'Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;
export type RatingLabel = (typeof RATING_LABELS)[number];

/**
 * 'Poor' for 1 star up to 'Excellent' for 5; 'No rating' for 0 or no number. An average is rounded to the
 * nearest star first (4.3 reads 'Very Good', 4.5 'Excellent').
 */
export function ratingLabel(rating: number): RatingLabel {
  const stars = Number.isFinite(rating) ? Math.min(5, Math.max(0, Math.round(rating))) : 0;
  return RATING_LABELS[stars] ?? RATING_LABELS[0];
}
