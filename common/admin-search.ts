// Find anything (docs/product.md#admin): the admin shell's one search box, GET /api/admin/search?q. Customers by name
// or e-mail, payments by id or provider reference, films by title; a few of each, best matches first.
import { z } from 'zod';
import { adminMessages } from './messages/admin.ts';
import { serverMessages } from './messages/server.ts';
import { SEARCH_MAX_LENGTH } from './paging.ts';

/** At most this many results of each kind. */
export const SEARCH_RESULTS_PER_KIND = 5;
export const SEARCH_MIN_LENGTH = 2;

export const adminSearchQuerySchema = z.object({
  q: z
    .string(adminMessages.searchTooShort)
    .transform((q) => q.trim())
    // A payment number may be one digit ('7'); any other search needs two characters.
    .pipe(
      z
        .string()
        .max(SEARCH_MAX_LENGTH, serverMessages.searchTooLong)
        .refine((q) => q.length >= SEARCH_MIN_LENGTH || /^\d+$/.test(q), adminMessages.searchTooShort),
    ),
});

const id = z.number().int().positive();

export const adminSearchResponseSchema = z.object({
  customers: z.array(z.object({ id, name: z.string(), email: z.string() })),
  payments: z.array(
    z.object({
      id,
      /** The provider's reference (a Stripe Checkout session or payment intent id), null for the sandbox's and free ones. */
      reference: z.string().nullable(),
      amount: z.number(),
      status: z.enum(['completed', 'pending', 'failed', 'refunded']),
      customer_email: z.string(),
      movie_title: z.string(),
      created_at: z.string(),
    }),
  ),
  movies: z.array(z.object({ id, title: z.string(), is_active: z.boolean(), thumbnail: z.string().nullable() })),
});
export type AdminSearchResults = z.infer<typeof adminSearchResponseSchema>;
