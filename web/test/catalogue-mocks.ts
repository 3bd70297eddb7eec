// The public catalogue calls answered with a small, realistic catalogue, for tests that render pages which
// load it (the whole app, navigation) without being about the catalogue itself.
import type { BackstagePhoto, BackstageVideo, Cover, Movie } from '../../common/catalogue.ts';
import { createTestCover, createTestMovie, createTestPhoto, createTestVideo } from './factories.ts';
import { jsonResponse, type FetchHandler } from './fetch-mock.ts';

export interface CatalogueData {
  movies: Movie[];
  covers: Cover[];
  /** Backstage photos and videos, the same for every movie and cover. */
  photos: BackstagePhoto[];
  videos: BackstageVideo[];
}

/** Two movies and two covers: one cover leads to movie 3's backstage, the other (5) has a page of its own. */
export function createCatalogue(): CatalogueData {
  return {
    movies: [
      createTestMovie({
        id: 3,
        title: 'Northbound',
        logline: 'Two estranged brothers drive a dying truck to the Arctic Circle.',
        price: 3.99,
        rating_stats: { average_rating: 4.5, total_reviews: 8 },
      }),
      createTestMovie({ id: 4, title: 'Paper Lanterns', logline: 'A night market, a missing lantern maker.' }),
    ],
    covers: [
      createTestCover({ id: 5, title: 'Salt & Static', description: 'A radio play shot on a salt flat.', display_order: 1 }),
      createTestCover({ id: 6, title: 'Northbound', movie_id: 3, display_order: 2, is_coming_soon: true }),
    ],
    photos: [createTestPhoto({ title: 'Day one on set' })],
    videos: [createTestVideo({ title: 'Camera tests' })],
  };
}

/**
 * Handlers (for mockFetch) of every catalogue GET: the movie list (`?include_rental=true` too), each movie,
 * the covers, each cover, and each one's backstage lists. Unknown ids are not answered, so they still fail.
 */
export function catalogueHandlers(catalogue: CatalogueData = createCatalogue()): Record<string, FetchHandler> {
  const backstage = (base: string): Record<string, FetchHandler> => ({
    [`GET ${base}/backstage/photos`]: () => jsonResponse(catalogue.photos),
    [`GET ${base}/backstage/videos`]: () => jsonResponse(catalogue.videos),
  });
  const handlers: Record<string, FetchHandler> = {
    'GET /api/movies': () => jsonResponse({ movies: catalogue.movies }),
    'GET /api/movies/covers': () => jsonResponse(catalogue.covers),
    // A signed-in viewer's home and movies pages ask for their running rentals.
    'GET /api/users/continue-watching': () => jsonResponse({ items: [] }),
    // The movies page lists the bundles after its films (docs/product.md#offers): none here.
    'GET /api/bundles': () => jsonResponse({ bundles: [] }),
  };
  for (const movie of catalogue.movies) {
    Object.assign(handlers, {
      [`GET /api/movies/${movie.id}`]: () => jsonResponse({ movie }),
      ...backstage(`/api/movies/${movie.id}`),
    });
  }
  for (const cover of catalogue.covers) {
    Object.assign(handlers, {
      [`GET /api/movies/covers/${cover.id}`]: () => jsonResponse(cover),
      ...backstage(`/api/movies/covers/${cover.id}`),
    });
  }
  return handlers;
}
