// GET /api/users/continue-watching (docs/product.md#home-and-catalogue): the signed-in viewer's running rentals, the
// most recently watched first, each with where they stopped and when it ends: the "Continue watching" row.
import { z } from 'zod';

const continueWatchingItemSchema = z.object({
  movie_id: z.number().int(),
  movie_title: z.string(),
  poster_url: z.string().nullable(),
  backdrop_url: z.string().nullable(),
  /** ISO date-time the rental ends. */
  rental_end: z.string(),
  /** Where the viewer stopped, in seconds; 0 when they have not started. */
  position_seconds: z.number().int(),
  /** The film's length in seconds when known (its packaged film, else its running time), for the progress bar. */
  duration_seconds: z.number().int().nullable(),
});

export const continueWatchingResponseSchema = z.object({ items: z.array(continueWatchingItemSchema) });
export type ContinueWatchingItem = z.infer<typeof continueWatchingItemSchema>;
export type ContinueWatchingResponse = z.infer<typeof continueWatchingResponseSchema>;
