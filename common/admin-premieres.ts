// The admin's side of premieres and windows (docs/product.md#premieres-and-windows): extending the window to start
// of a film's waiting rentals, and the film's rental insight. The server validates with these schemas; the lazy
// admin chunk imports them for the same words.
import { z } from 'zod';
import { premiereMessages } from './messages/premieres.ts';
import { START_WINDOW_DAYS_MAX, START_WINDOW_DAYS_MIN } from './premieres.ts';

/** POST /api/admin/movies/{id}/extend-rentals: `days` added to starts_by of every waiting (not started) rental. */
export const extendRentalsBodySchema = z.object({
  days: z
    .number(premiereMessages.extendDaysInvalid)
    .int(premiereMessages.extendDaysInvalid)
    .min(START_WINDOW_DAYS_MIN, premiereMessages.extendDaysInvalid)
    .max(START_WINDOW_DAYS_MAX, premiereMessages.extendDaysInvalid),
});
export type ExtendRentalsBody = z.infer<typeof extendRentalsBodySchema>;

/** How many rentals were extended (and their viewers e-mailed). */
export const extendRentalsResponseSchema = z.object({ extended: z.number().int().min(0) });
export type ExtendRentalsResponse = z.infer<typeof extendRentalsResponseSchema>;

/**
 * GET /api/admin/movies/{id}/rental-insight: the film's rentals by state now (refunded ones left out), and the
 * median time from payment to first play over the rentals played at all (null before any).
 */
const rentalInsightSchema = z.object({
  preordered: z.number().int().min(0),
  not_started: z.number().int().min(0),
  watching: z.number().int().min(0),
  expired: z.number().int().min(0),
  median_seconds_to_first_play: z.number().int().min(0).nullable(),
});
export const rentalInsightResponseSchema = z.object({ insight: rentalInsightSchema });
export type RentalInsight = z.infer<typeof rentalInsightSchema>;
