// Checkout and rentals contracts (SPEC.md §3, §7): request bodies with their messages, and answers.
import { z } from 'zod';
import { paymentMessages } from './messages.ts';

export const createCheckoutSchema = z.object({
  movieId: z.coerce.number(paymentMessages.movieRequired).int(paymentMessages.movieRequired).positive(paymentMessages.movieRequired),
  /** The spec's price identifier: accepted, never trusted (the price comes from the database). */
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
  expires_at: z.string(),
});

export const userRentalSchema = z.object({
  id: z.number().int(),
  movie_id: z.number().int(),
  movie_title: z.string(),
  thumbnail_url: z.string().nullable(),
  rental_start: z.string(),
  rental_end: z.string(),
  amount_paid: z.number(),
  is_active: z.boolean(),
  /** Running now: active and not yet over. */
  can_watch: z.boolean(),
});

export const userRentalsResponseSchema = z.object({ rentals: z.array(userRentalSchema) });

export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
export type UserRental = z.infer<typeof userRentalSchema>;
