// Reviews (docs/product.md#reviews): the server validates and serialises with these schemas; the lazy review
// form validates with the same payload schema, so both give the product's texts for the same input.
import { z } from 'zod';
import { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from './constants.ts';
import { validationMessages } from './messages/validation.ts';

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/**
 * Length as PostgreSQL's char_length counts it (code points), so that an emoji counts once in the browser's
 * counter, in this check and in the database's constraint alike.
 */
/** Text without invisible format and control characters (zero-width spaces, direction overrides). */
export const withoutInvisibles = (text: string): string => text.replace(/[\p{Cf}\p{Cc}]/gu, '');

export const commentLength = (comment: string): number => [...comment.trim()].length;

/**
 * The characters a reader sees: invisible format and control characters (zero-width spaces, direction marks)
 * do not count towards the minimum, or ten of them would pass for a comment that shows nothing.
 */
const visibleLength = (comment: string): number => commentLength(withoutInvisibles(comment));

export const reviewPayloadSchema = z.object({
  rating: z
    .number(validationMessages.reviewRating)
    .int(validationMessages.reviewRating)
    .min(1, validationMessages.reviewRating)
    .max(5, validationMessages.reviewRating),
  // Stored trimmed, otherwise exactly as typed: it is plain text, escaped wherever it is shown.
  comment: z
    .string(validationMessages.reviewTooShort)
    .refine((comment) => visibleLength(comment) >= REVIEW_COMMENT_MIN, validationMessages.reviewTooShort)
    .refine((comment) => commentLength(comment) <= REVIEW_COMMENT_MAX, validationMessages.reviewTooLong)
    .transform((comment) => comment.trim()),
});
export type ReviewPayload = z.input<typeof reviewPayloadSchema>;

const reviewSchema = z.object({
  id: z.number().int().positive(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  /** First name and last initial ("Ada L."), never the e-mail. */
  user_name: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const count = z.number().int().min(0);

const reviewStatsSchema = z.object({
  total_reviews: count,
  /** Mean rating, two decimals; 0 when there are no reviews. */
  average_rating: z.number(),
  /** Reviews per rating; all five keys always present. */
  rating_distribution: z.object({ 1: count, 2: count, 3: count, 4: count, 5: count }),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

export const reviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  pagination: z.object({ total_pages: count, current_page: z.number().int().positive() }),
  stats: reviewStatsSchema,
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const reviewResponseSchema = z.object({ review: reviewSchema });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
