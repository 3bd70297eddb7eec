// Test data of the "Continue watching" row (GET /api/users/continue-watching), for the tests of the row and of the
// pages that show it.
import type { ContinueWatchingItem } from '../../common/continue-watching.ts';
import { jsonResponse } from './fetch-mock.ts';

const HOUR_MS = 3_600_000;
let nextMovieId = 900;

/** A running rental as the row gets it: half watched, five hours left, with a backdrop. */
export function createTestContinueWatchingItem(overrides: Partial<ContinueWatchingItem> = {}): ContinueWatchingItem {
  const movieId = overrides.movie_id ?? nextMovieId++;
  return {
    movie_id: movieId,
    movie_title: `Movie ${movieId}`,
    poster_url: `/uploads/movies/poster-${movieId}.ab12.jpg`,
    backdrop_url: `/uploads/movies/backdrop-${movieId}.ab12.jpg`,
    rental_end: new Date(Date.now() + 5 * HOUR_MS).toISOString(),
    state: 'watching',
    starts_by: null,
    premiere_at: null,
    position_seconds: 2700,
    duration_seconds: 5400,
    ...overrides,
  };
}

/** The handler (for mockFetch) answering the row with `items`. */
export const continueWatchingAnswer = (items: ContinueWatchingItem[]) => () => jsonResponse({ items });
