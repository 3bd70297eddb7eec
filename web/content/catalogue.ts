// The catalogue screens' wording (movies, a movie, movie galleries). The spec's own words for them are in
// common/messages.ts (screenTexts, publicMessages).

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
  price: 'Price',
  rental: 'Rental',
  runningTime: 'Running time',
  website: 'Official Website',
  websiteLabel: 'Official Website (opens in a new tab)',
  synopsis: 'Synopsis',
  reviews: 'Reviews',
};

export const coversContent = {
  eyebrow: 'Posters & Covers',
  title: 'Movie Galleries',
  intro: 'Key art from every production, finished and upcoming. Open a cover to step behind the scenes.',
  listLabel: 'Movie covers',
  loading: 'Loading movie covers...',
  comingSoon: 'Coming Soon',
  cta: 'Behind the Scenes',
};
