// Offers in the admin (docs/product.md#offers): codes and bundles. Bodies are JSON; money is dollars in and out;
// times are ISO 8601 with an offset in and ISO date-times out. The server parses with these schemas; the web app
// imports them only in lazy admin chunks.
import { z } from 'zod';
import { CODE_PATTERN } from './offers.ts';
import { offerMessages as m } from './messages/offers.ts';
import { filteredListSchemas, pagedAnswerSchema } from './paging.ts';
import { MAX_ROW_ID } from './constants.ts';
import { emailField } from './email.ts';
import { dollarsToCents } from './format.ts';
import { isInstantWithOffset } from './zoned-time.ts';

export const CODE_KINDS = ['percent', 'amount', 'free'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];
export const CODE_BATCH_MAX = 1000;
const MAX_REDEMPTIONS_MAX = 1_000_000;
const PER_VIEWER_MAX = 1000;
export const BUNDLE_TITLE_MAX_LENGTH = 200;
export const BUNDLE_DESCRIPTION_MAX_LENGTH = 2000;

const wholeNumber = (min: number, max: number, message: string) => z.number(message).int(message).min(min, message).max(max, message);
const instant = z
  .string(m.codeDateInvalid)
  .refine(isInstantWithOffset, m.codeDateInvalid)
  .transform((value) => new Date(value));
const movieIds = (message: string) => z.array(wholeNumber(1, MAX_ROW_ID, message), message).max(500, message);
/** Dollars as a JSON number or string with at most two decimals ('2.50'). */
const dollars = (message: string) =>
  z
    .union([z.number(), z.string().trim()], message)
    .transform(String)
    .pipe(z.string().regex(/^\d{1,5}(\.\d{1,2})?$/, message))
    .transform(dollarsToCents);

/**
 * POST /api/admin/codes. `value`: 1–100 for percent, dollars for amount, none for free. `count: N` makes N generated
 * single-use codes (no custom `code`). `email` makes a screener: only that account may use it.
 */
export const createCodeSchema = z
  .object({
    code: z
      .string(m.codeFormatInvalid)
      .trim()
      .transform((code) => code.toUpperCase())
      .refine((code) => CODE_PATTERN.test(code), m.codeFormatInvalid)
      .optional(),
    kind: z.enum(CODE_KINDS, m.codeKindInvalid),
    value: z.union([z.number(), z.string()], m.amountInvalid).optional(),
    movie_ids: movieIds(m.codeMoviesInvalid).optional(),
    max_redemptions: wholeNumber(1, MAX_REDEMPTIONS_MAX, m.maxRedemptionsInvalid).nullish(),
    per_viewer: wholeNumber(1, PER_VIEWER_MAX, m.perViewerInvalid).nullish(),
    starts_at: instant.nullish(),
    ends_at: instant.nullish(),
    email: emailField(m.codeEmailInvalid, m.codeEmailInvalid).nullish(),
    count: wholeNumber(1, CODE_BATCH_MAX, m.countInvalid).optional(),
  })
  .superRefine((body, context) => {
    if (body.count !== undefined && body.code !== undefined) context.addIssue({ code: 'custom', message: m.countWithCode, path: ['code'] });
    if (body.starts_at && body.ends_at && body.ends_at <= body.starts_at) context.addIssue({ code: 'custom', message: m.codeDatesOrder, path: ['ends_at'] });
    if (body.kind === 'free' && body.value !== undefined && body.value !== null && body.value !== '') {
      context.addIssue({ code: 'custom', message: m.freeTakesNoValue, path: ['value'] });
    }
    if (body.kind === 'percent' && !percentSchema.safeParse(body.value).success) context.addIssue({ code: 'custom', message: m.percentInvalid, path: ['value'] });
    if (body.kind === 'amount') {
      const cents = dollars(m.amountInvalid).safeParse(body.value);
      if (!cents.success || cents.data <= 0) context.addIssue({ code: 'custom', message: m.amountInvalid, path: ['value'] });
    }
  })
  .transform(({ value, ...body }) => ({
    ...body,
    percentOff: body.kind === 'percent' ? percentSchema.parse(value) : null,
    amountOffCents: body.kind === 'amount' ? dollars(m.amountInvalid).parse(value) : null,
  }));
const percentSchema = z.union([z.number(), z.string().trim().regex(/^\d{1,3}$/).transform(Number)]).pipe(wholeNumber(1, 100, m.percentInvalid));
export type CreateCode = z.output<typeof createCodeSchema>;

/** PATCH /api/admin/codes/{id}: switch a code off (or on again). */
export const updateCodeSchema = z.object({ is_active: z.boolean(m.codeActiveInvalid) });

const adminCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(CODE_KINDS),
  /** Percent (1–100), dollars, or null for free. */
  value: z.number().nullable(),
  /** Empty: every film. */
  movie_ids: z.array(z.number().int()),
  max_redemptions: z.number().int().nullable(),
  per_viewer: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** A screener's account e-mail. */
  email: z.string().nullable(),
  batch_id: z.string().nullable(),
  is_active: z.boolean(),
  /** Completed payments with the code (a refund gives its use back), and what they brought in (dollars). */
  redemptions: z.number().int(),
  revenue: z.number(),
  created_at: z.string(),
});
export type AdminCode = z.infer<typeof adminCodeSchema>;
export const createCodeResponseSchema = z.union([z.object({ code: adminCodeSchema }), z.object({ codes: z.array(adminCodeSchema) })]);
export const codeResponseSchema = z.object({ code: adminCodeSchema });

export const CODE_SORTS = ['created_at', 'code', 'redemptions', 'revenue'] as const;
export const CODE_STATUS_FILTERS = ['all', 'active', 'disabled'] as const;
/** GET /api/admin/codes (and codes.csv): `search` a code, `batch` one batch's codes. */
export const { filters: codeFiltersSchema, query: codesQuerySchema } = filteredListSchemas(
  {
    status: z.enum(CODE_STATUS_FILTERS, m.codeStatusInvalid).default('all'),
    batch: z.string(m.codeBatchInvalid).max(64, m.codeBatchInvalid).optional(),
  },
  CODE_SORTS,
);
export const adminCodesResponseSchema = pagedAnswerSchema({ codes: z.array(adminCodeSchema) });

/** GET /api/admin/codes/{id}/redemptions: each completed payment with the code, newest first; a screener's plays. */
const redemptionSchema = z.object({
  payment_id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  title: z.string(),
  amount: z.number(),
  discount: z.number(),
  gift: z.boolean(),
  created_at: z.string(),
});
const screenerPlaySchema = z.object({ user_id: z.number().int().nullable(), email: z.string().nullable(), movie_id: z.number().int(), title: z.string(), played_at: z.string() });
export const codeRedemptionsResponseSchema = z.object({
  redemptions: z.array(redemptionSchema),
  /** Only for a screener (a code with an e-mail): every play, newest first (at most 500). */
  plays: z.array(screenerPlaySchema),
});
export type CodeRedemptions = z.infer<typeof codeRedemptionsResponseSchema>;

// ---- Bundles: /api/admin/bundles ----

/** POST /api/admin/bundles, PUT /api/admin/bundles/{id}. */
export const bundleBodySchema = z.object({
  title: z.string(m.bundleTitleRequired).trim().min(1, m.bundleTitleRequired).max(BUNDLE_TITLE_MAX_LENGTH, m.bundleTitleTooLong),
  description: z.string(m.bundleDescriptionTooLong).trim().max(BUNDLE_DESCRIPTION_MAX_LENGTH, m.bundleDescriptionTooLong).default(''),
  movie_ids: movieIds(m.bundleMoviesInvalid).refine((ids) => new Set(ids).size === ids.length && ids.length >= 2, m.bundleMoviesInvalid),
  price: dollars(m.bundlePriceInvalid),
  is_active: z.boolean(m.codeActiveInvalid).optional(),
});
export type BundleBody = z.output<typeof bundleBodySchema>;

const adminBundleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  movie_ids: z.array(z.number().int()),
  is_active: z.boolean(),
  /** Completed payments for it, and their sum (dollars). */
  payments: z.number().int(),
  revenue: z.number(),
  created_at: z.string(),
});
export type AdminBundle = z.infer<typeof adminBundleSchema>;
export const bundleAnswerSchema = z.object({ bundle: adminBundleSchema });
export const adminBundlesResponseSchema = z.object({ bundles: z.array(adminBundleSchema) });
