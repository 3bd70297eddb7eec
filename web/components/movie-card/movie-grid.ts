// The movie grid's columns, shared by its CSS (movie-card.css, same widths) and the page, which loads the
// first row's posters at once and leaves the rest lazy.
import { useMediaQuery } from '../../hooks/use-media-query.ts';

export const MOVIE_GRID_QUERIES = {
  twoColumns: '(min-width: 560px)',
  threeColumns: '(min-width: 880px)',
  fourColumns: '(min-width: 1140px)',
} as const;

/** How wide a card's poster is drawn at each of those widths (for `sizes`). */
export const MOVIE_CARD_IMAGE_SIZES =
  '(min-width: 1140px) 290px, (min-width: 880px) 31vw, (min-width: 560px) 47vw, 92vw';

/** Posters are 2:3 portraits (800 x 1200 as stored). */
export const POSTER_WIDTH = 800;
export const POSTER_HEIGHT = 1200;

/** Cards in the grid's first row: 1 on phones up to 4 on wide screens. */
export function useMovieGridColumns(): number {
  const hasTwo = useMediaQuery(MOVIE_GRID_QUERIES.twoColumns);
  const hasThree = useMediaQuery(MOVIE_GRID_QUERIES.threeColumns);
  const hasFour = useMediaQuery(MOVIE_GRID_QUERIES.fourColumns);
  if (hasFour) return 4;
  if (hasThree) return 3;
  return hasTwo ? 2 : 1;
}
