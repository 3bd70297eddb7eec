// Checkout and rentals contracts (docs/product.md#data, docs/product.md#api): request bodies with their messages, and
// answers.
import { z } from 'zod';
import { movieRowFields } from './catalogue.ts';
import { MAX_ROW_ID } from './constants.ts';
import { paymentMessages } from './messages/payments.ts';
import { RENTAL_STATES } from './premieres.ts';

// A movie id as a JSON number or a string of digits; booleans, arrays and out-of-range numbers name no movie.
const movieIdSchema = z
  .union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], paymentMessages.movieRequired)
  .pipe(z.number().int(paymentMessages.movieRequired).min(1, paymentMessages.movieRequired).max(MAX_ROW_ID, paymentMessages.movieRequired));

export const createCheckoutSchema = z.object({
  movieId: movieIdSchema,
  /** The price identifier of docs/product.md#api: accepted, never trusted (the price comes from the database). */
  priceId: z.string().max(200).optional(),
});

export const checkoutResponseSchema = z.object({
  url: z.string(),
  checkout_url: z.string(),
  session_id: z.string(),
});

export const verifyPaymentSchema = z.object({
  session_id: z.string(paymentMessages.noSession).trim().min(1, paymentMessages.noSession).max(255, paymentMessages.noSession),
});

export const verifyPaymentResponseSchema = z.object({
  movie_id: z.number().int(),
  movie_title: z.string(),
  /** Dollars, two decimals. */
  amount: z.number(),
  /** Hours. */
  rental_duration: z.number().int(),
  rental_start: z.string(),
  /** When the rental ends once its clock runs; null while it waits for the premiere or the first play. */
  expires_at: z.string().nullable(),
  /** docs/product.md#premieres-and-windows: the rental's state, its last moment to press play, a pre-order's premiere. */
  state: z.enum(RENTAL_STATES),
  starts_by: z.string().nullable(),
  premiere_at: z.string().nullable(),
  /** The window to start bought (days), null when none. */
  start_window_days: z.number().int().nullable(),
});

const userRentalSchema = z.object({
  ...movieRowFields,
  thumbnail_url: z.string().nullable(),
  rental_start: z.string(),
  /** Null while the rental waits for the premiere or the first play. */
  rental_end: z.string().nullable(),
  amount_paid: z.number(),
  is_active: z.boolean(),
  /** Playable now: held, and the premiere (if any) reached. */
  can_watch: z.boolean(),
  state: z.enum(RENTAL_STATES),
  starts_by: z.string().nullable(),
  premiere_at: z.string().nullable(),
});

export const userRentalsResponseSchema = z.object({ rentals: z.array(userRentalSchema) });

export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
export type UserRental = z.infer<typeof userRentalSchema>;
