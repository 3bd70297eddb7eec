// GET /api/users/continue-watching (docs/product.md#home-and-catalogue): the signed-in viewer's running rentals, the
// most recently watched first, each with where they stopped and when it ends: the "Continue watching" row.
import { z } from 'zod';
import { RENTAL_STATES } from './premieres.ts';

const continueWatchingItemSchema = z.object({
  movie_id: z.number().int(),
  movie_title: z.string(),
  poster_url: z.string().nullable(),
  backdrop_url: z.string().nullable(),
  /** ISO date-time the rental ends; null while it waits for the premiere or the first play. */
  rental_end: z.string().nullable(),
  /** docs/product.md#premieres-and-windows: preordered, not_started or watching (an expired rental is not listed). */
  state: z.enum(RENTAL_STATES),
  starts_by: z.string().nullable(),
  premiere_at: z.string().nullable(),
  /** Where the viewer stopped, in seconds; 0 when they have not started. */
  position_seconds: z.number().int(),
  /** The film's length in seconds when known (its packaged film, else its running time), for the progress bar. */
  duration_seconds: z.number().int().nullable(),
});

export const continueWatchingResponseSchema = z.object({ items: z.array(continueWatchingItemSchema) });
export type ContinueWatchingItem = z.infer<typeof continueWatchingItemSchema>;
export type ContinueWatchingResponse = z.infer<typeof continueWatchingResponseSchema>;
