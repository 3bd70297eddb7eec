// Checkout and rentals contracts (docs/product.md#data, docs/product.md#api): request bodies with their messages, and
// answers.
import { z } from 'zod';
import { movieRowFields } from './catalogue.ts';
import { paymentMessages } from './messages/payments.ts';
import { RENTAL_STATES } from './premieres.ts';
import { visitSourceSchema } from './insights.ts';
import { codeInputSchema, giftRequestSchema } from './offers.ts';
import { rowIdSchema } from './row-id.ts';

/**
 * POST /api/payments/create-checkout-session: a film (`movieId`) or a bundle (`bundleId`), exactly one; optionally a
 * code, and a gift for someone else (docs/product.md#offers).
 */
export const createCheckoutSchema = z
  .object({
    movieId: rowIdSchema(paymentMessages.movieRequired).optional(),
    bundleId: rowIdSchema(paymentMessages.movieRequired).optional(),
    /** The price identifier of docs/product.md#api: accepted, never trusted (the price comes from the database). */
    priceId: z.string().max(200).optional(),
    code: codeInputSchema.optional(),
    gift: giftRequestSchema.optional(),
    /** Where the buyer's visit came from (docs/product.md#filmmaker-insight), kept on the payment. */
    source: visitSourceSchema.optional().nullable(),
  })
  .refine((body) => (body.movieId === undefined) !== (body.bundleId === undefined), { message: paymentMessages.movieRequired });
export type CheckoutRequest = z.output<typeof createCheckoutSchema>;

export const checkoutResponseSchema = z.object({
  url: z.string(),
  checkout_url: z.string(),
  session_id: z.string(),
});

export const verifyPaymentSchema = z.object({
  session_id: z.string(paymentMessages.noSession).trim().min(1, paymentMessages.noSession).max(255, paymentMessages.noSession),
});

/** A rental the payment granted, as the success page lists a bundle's. */
const verifiedRentalSchema = z.object({
  movie_id: z.number().int(),
  movie_title: z.string(),
  /** When the rental ends once its clock runs; null while it waits for the premiere or the first play. */
  expires_at: z.string().nullable(),
  state: z.enum(RENTAL_STATES),
  starts_by: z.string().nullable(),
  premiere_at: z.string().nullable(),
});

/**
 * The success page's answer. `kind` says what was bought: a film ('rental'), a bundle (its rentals in `bundle`), or a
 * gift of either (`gift`; the buyer holds no rental, so the rental fields are null).
 */
export const verifyPaymentResponseSchema = z.object({
  kind: z.enum(['rental', 'bundle', 'gift']),
  /** The film's id; null for a bundle. */
  movie_id: z.number().int().nullable(),
  /** The film's title, or the bundle's. */
  movie_title: z.string(),
  /** Dollars charged, two decimals. */
  amount: z.number(),
  /** The code applied, and what it took off (dollars). */
  code: z.string().nullable(),
  discount: z.number(),
  /** Hours; null for a bundle (each film keeps its own). */
  rental_duration: z.number().int().nullable(),
  /** Null for a gift. */
  rental_start: z.string().nullable(),
  /** When the rental ends once its clock runs; null while it waits for the premiere or the first play, or for a gift. */
  expires_at: z.string().nullable(),
  /** docs/product.md#premieres-and-windows: the rental's state, its last moment to press play, a pre-order's premiere. */
  state: z.enum(RENTAL_STATES).nullable(),
  starts_by: z.string().nullable(),
  premiere_at: z.string().nullable(),
  /** The window to start bought (days), null when none. */
  start_window_days: z.number().int().nullable(),
  bundle: z.object({ id: z.number().int(), title: z.string(), rentals: z.array(verifiedRentalSchema) }).nullable(),
  gift: z.object({ recipient_email: z.string(), deliver_at: z.string().nullable() }).nullable(),
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
