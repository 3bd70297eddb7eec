// Offers as viewers meet them (docs/product.md#offers): a code checked against a film or a bundle, a gift's request and
// its public answer, and bundles. The server parses and serialises with these; the web app imports the types, and the
// request schemas only in lazy chunks. Amounts travel as dollars with two decimals.
import { z } from 'zod';
import { emailField } from './email.ts';
import { offerMessages } from './messages/offers.ts';
import { rowIdSchema } from './row-id.ts';
import { isInstantWithOffset } from './zoned-time.ts';

/** Generated codes use only characters nobody misreads (no 0/O, 1/I/L); custom ones A–Z and 2–9. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_PATTERN = /^[A-Z2-9]{4,32}$/;
export const GIFT_MESSAGE_MAX_LENGTH = 500;
/** A gift may be delivered up to a year ahead. */
export const GIFT_DELIVERY_MAX_AHEAD_MS = 366 * 24 * 3_600_000;

/** What a viewer types: trimmed and upper-cased (codes are case-insensitive); anything else is simply not a code. */
export const codeInputSchema = z
  .string(offerMessages.codeInvalid)
  .trim()
  .max(64, offerMessages.codeInvalid)
  .transform((code) => code.toUpperCase());

/** `gift` of create-checkout-session: who receives it, a note, and when it is sent (at once when absent or past). */
export const giftRequestSchema = z.object({
  email: emailField(offerMessages.giftEmailRequired, offerMessages.giftEmailInvalid),
  message: z
    .string(offerMessages.giftMessageTooLong)
    .trim()
    .max(GIFT_MESSAGE_MAX_LENGTH, offerMessages.giftMessageTooLong)
    .transform((message) => (message === '' ? null : message))
    .nullish(),
  /** ISO 8601 with an offset; '' or null: at once. */
  deliver_at: z
    .string(offerMessages.giftDeliverAtInvalid)
    .trim()
    .refine((value) => value === '' || isInstantWithOffset(value), offerMessages.giftDeliverAtInvalid)
    .transform((value) => (value === '' ? null : new Date(value)))
    .nullish(),
});
export type GiftRequest = z.output<typeof giftRequestSchema>;

/** POST /api/codes/check (signed in): `{code, movieId}` or `{code, bundleId}`. */
export const checkCodeSchema = z.object({
  code: codeInputSchema,
  movieId: rowIdSchema(offerMessages.codeNotForFilm).optional(),
  bundleId: rowIdSchema(offerMessages.codeNotForFilm).optional(),
  /** Checked for a gift: a bundle given is priced whole, whatever the giver already rents (docs/product.md#offers). */
  gift: z.boolean(offerMessages.codeInvalid).optional(),
});
/** What the viewer would pay with the code, and what it takes off (dollars). */
export const checkCodeResponseSchema = z.object({ amount: z.number(), discount: z.number() });
export type CheckCodeResponse = z.infer<typeof checkCodeResponseSchema>;

// ---- Gifts: GET /api/gifts/{token}, POST /api/gifts/{token}/redeem ----

const GIFT_STATES = ['pending', 'sent', 'redeemed', 'cancelled'] as const;
export type GiftState = (typeof GIFT_STATES)[number];

const giftFilmSchema = z.object({ id: z.number().int(), title: z.string(), thumbnail_url: z.string().nullable() });

/** Never the giver's e-mail. For a bundle given, `movie` is its first film and `bundle` names it and its films. */
export const publicGiftSchema = z.object({
  movie: giftFilmSchema,
  bundle: z.object({ id: z.number().int(), title: z.string(), movies: z.array(giftFilmSchema) }).nullable(),
  from_name: z.string(),
  message: z.string().nullable(),
  deliver_at: z.string().nullable(),
  state: z.enum(GIFT_STATES),
});
export type PublicGift = z.infer<typeof publicGiftSchema>;

/** The redemption's answer: the films now rented (open the first). */
export const redeemGiftResponseSchema = z.object({ movie_ids: z.array(z.number().int()) });

/** GET /api/account/gifts: the gifts the viewer bought, newest first. */
export const givenGiftSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  movie_id: z.number().int().nullable(),
  bundle_id: z.number().int().nullable(),
  recipient_email: z.string(),
  deliver_at: z.string().nullable(),
  state: z.enum(GIFT_STATES),
  redeemed_at: z.string().nullable(),
  created_at: z.string(),
  amount: z.number(),
});
export const givenGiftsResponseSchema = z.object({ gifts: z.array(givenGiftSchema) });
export type GivenGift = z.infer<typeof givenGiftSchema>;

// ---- Bundles: GET /api/bundles, GET /api/bundles/{id} ----

const bundleFilmSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  thumbnail_url: z.string().nullable(),
  price: z.number(),
  rental_duration_hours: z.number().int(),
  /** The signed-in viewer holds a rental of it: left out of their purchase, and its price off the bundle's. */
  is_rented: z.boolean(),
});
const bundleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The bundle's one price. */
  price: z.number(),
  /** What the films cost one by one. */
  films_price: z.number(),
  /** What this viewer would pay: the price less what they paid for films of it they already rent, never below 0. */
  your_price: z.number(),
  movies: z.array(bundleFilmSchema),
});
export type Bundle = z.infer<typeof bundleSchema>;
export const bundlesResponseSchema = z.object({ bundles: z.array(bundleSchema) });
export const bundleResponseSchema = z.object({ bundle: bundleSchema });
