// The catalogue screens' wording (movies, a movie): the public pages' first load carries it, so the pages loaded when
// visited keep theirs apart (the movie galleries' in covers.ts). The words docs/product.md#home-and-catalogue gives
// them are in web/content/screen-texts.ts and web/content/public-messages.ts.

export const moviesContent = {
  eyebrow: 'Rent & Watch',
  title: 'Movies',
  intro:
    'Rent a film, stream it as often as you like while your rental lasts, and go behind the scenes of every production.',
  listLabel: 'Movies',
  loading: 'Loading movies...',
  /** A film priced at 0: granted at once, no checkout (docs/decisions/0012). */
  watchFree: 'Watch for Free',
};

export const movieDetailContent = {
  loading: 'Loading movie...',
  errorEyebrow: 'Movies',
  allMovies: 'All Movies',
  eyebrow: 'Feature Film',
  posterAlt: (title: string) => `${title} poster`,
  /** The facts line: '2024 · Drama, Mystery · PG-13 · 1 h 42 min'. */
  factSeparator: ' · ',
  /** Between genres, and between the names of one credit. */
  listSeparator: ', ',
  hours: (hours: number) => `${hours} h`,
  minutes: (minutes: number) => `${minutes} min`,
  /** Beside the primary action: '$4.99 · 48-hour rental'; a film priced at 0 is 'Free'. */
  terms: (price: string, length: string) => `${price} · ${length}`,
  free: 'Free',
  rentalLength: (hours: number) => (hours % 24 === 0 && hours > 72 ? `${hours / 24}-day rental` : `${hours}-hour rental`),
  watchTrailer: 'Watch Trailer',
  trailerTitle: (title: string) => `${title}: Trailer`,
  pauseBackdrop: 'Pause background video',
  playBackdrop: 'Play background video',
  website: 'Official Website',
  websiteLabel: 'Official Website (opens in a new tab)',
  synopsis: 'Synopsis',
  credits: 'Credits',
  laurels: 'Festivals & Awards',
  reviews: 'Reviews',
};

/** A movie card's own words, beside the rental's (rentalContent). */
export const movieCardContent = {
  backstageLabel: (title: string) => `${title}: Behind the Scenes`,
  viewDetails: 'View Details & Reviews',
} as const;

/** The rental controls on a movie card and a movie's page (docs/product.md#rentals-and-payments). */
export const rentalContent = {
  /** Before the rental's end date: 'Expires Jun 14, 2024'. */
  expires: 'Expires',
  /** Beside the time left, in a rental's last two hours (docs/product.md#limits). */
  expiresSoon: 'Expires soon',
  rented: 'Rented',
  /** The badge of a film paid for before its premiere (docs/product.md#premieres-and-windows). */
  preordered: 'Pre-ordered',
  length: (hours: number) => `${hours}h rental`,
} as const;

/** The stars of a movie's rating; 'No ratings yet' before the first review is publicScreenMessages.noRatingsYet. */
export const starRatingContent = {
  summary: (average: string, total: number) => `Rated ${average} out of 5 (${total} ${total === 1 ? 'review' : 'reviews'})`,
  count: (total: number) => `(${total} ${total === 1 ? 'review' : 'reviews'})`,
} as const;

/** The quiet links under Rent on a film's page (docs/product.md#offers); their panels' words are in offers.ts. */
export const offerLinksContent = {
  code: 'Have a code?',
  gift: 'Give as a gift',
} as const;

/** The rating at a glance on a film's page (web/components/reviews/rating-overview.tsx), before its reviews load. */
export const ratingOverviewContent = {
  emptyHint: 'Viewers who rent this film can leave the first review.',
  noScore: '–',
  outOfFive: '/ 5',
  basedOn: (total: number) => `Based on ${total} ${total === 1 ? 'review' : 'reviews'}`,
  distributionLabel: 'Ratings by stars',
  distributionRow: (stars: number, count: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count} ${count === 1 ? 'review' : 'reviews'}`,
} as const;
