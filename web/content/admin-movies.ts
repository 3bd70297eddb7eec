// The /admin/movies screen's own wording. The texts of docs/product.md#errors (load, save, (de)activate) are in
// web/content/admin-messages.ts and common/messages/.
import { MOVIE_GENRES_MAX } from '../../common/admin-catalogue.ts';
import { premiereMessages } from '../../common/messages/premieres.ts';
import { START_WINDOW_DAYS_MAX, START_WINDOW_DAYS_MIN } from '../../common/premieres.ts';

export const adminMoviesContent = {
  title: 'Movies',
  intro: 'Add films to the catalogue, set their price and rental length, and take them off sale when needed.',
  addMovie: 'Add Movie',
  listLabel: 'Movies',
  caption: 'Movies',
  noun: { one: 'movie', other: 'movies' },
  pagesLabel: 'Movies pages',
  loading: 'Loading movies...',
  emptyTitle: 'No movies yet',
  emptyHint: 'Add your first movie to open the catalogue. It shows on the public site as soon as it is saved.',
  noMatchTitle: 'No movies found',
  noMatchHint: 'No movie matches this search and status.',
  searchLabel: 'Search movies',
  searchPlaceholder: 'Title',
  statusLabel: 'Status',
  statusOptions: { all: 'All movies', active: 'Active', inactive: 'Inactive' },
  /** The view toggle: the table (the default) or the poster grid. */
  viewLegend: 'View',
  views: { table: 'Table', posters: 'Posters' },
  columns: { title: 'Title', status: 'Status', added: 'Added' },
  posterAlt: (title: string) => `${title} poster`,
  free: 'Free',
  price: 'Price',
  runningTime: 'Duration',
  minutes: (minutes: number) => `${minutes} min`,
  noDuration: 'Not set',
  rentalLength: 'Rental',
  rentalHours: (hours: number) => `${hours}h`,
  rentals: 'Rentals',
  active: 'Active',
  inactive: 'Inactive',
  featured: 'Featured',
  edit: 'Edit',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  /** A row's menu: the Rentals screen filtered to the movie. */
  viewRentals: 'View rentals',
  /** Premieres and windows (docs/product.md#premieres-and-windows): the row's menu and the list's badge. */
  extendRentals: 'Extend waiting rentals',
  rentalInsight: 'Rental insight',
  /** Its words are the server's ('Premieres Dec 12'): common/messages/premieres.ts. */
  premiereBadge: premiereMessages.premieres,
  /** 'Extended 3 rentals'; 'Extended 0 rentals' says that none was waiting. */
  rentalsExtended: (count: number) => `Extended ${count} ${count === 1 ? 'rental' : 'rentals'}`,
  confirmDeactivate: (title: string) => ({
    title: 'Deactivate this movie?',
    message: `“${title}” leaves the public catalogue and can no longer be rented. Viewers inside a rental keep watching until it ends.`,
    confirmLabel: 'Deactivate',
    busyLabel: 'Deactivating...',
  }),
  confirmReactivate: (title: string) => ({
    title: 'Reactivate this movie?',
    message: `“${title}” returns to the public catalogue and can be rented again.`,
    confirmLabel: 'Reactivate',
    busyLabel: 'Reactivating...',
  }),
  movieAdded: 'Movie added successfully',
  movieUpdated: 'Movie updated successfully',
} as const;

export const movieFormContent = {
  addTitle: 'Add Movie',
  editTitle: 'Edit Movie',
  intro: 'Fields marked * are required. Everything else can be filled in later.',
  title: 'Title *',
  logline: 'Logline',
  loglinePlaceholder: 'One sentence that sells the film',
  description: 'Description',
  price: 'Price (USD) *',
  priceHint: '0 makes the film free to watch',
  rentalDuration: 'Rental duration',
  rentalOption: (hours: number) => (hours === 168 ? '168 hours (7 days)' : `${hours} hours`),
  duration: 'Duration (minutes)',
  videoUrl: 'Video URL',
  videoUrlPlaceholder: 'https://www.youtube.com/watch?v=…',
  websiteUrl: 'Website URL',
  websiteUrlPlaceholder: 'https://',
  thumbnail: 'Thumbnail image',
  // Premieres and windows (docs/product.md#premieres-and-windows).
  premiere: 'Premiere',
  premiereHint: (timeZone: string) => `Studio time (${timeZone}). Leave empty for none.`,
  startWindow: 'Window to start (days)',
  startWindowHint: `Days a renter has to press play (${START_WINDOW_DAYS_MIN}–${START_WINDOW_DAYS_MAX}); the rental’s hours run from then. Empty: the clock starts at payment, or at the premiere.`,
  // The title page (docs/product.md#admin-movies).
  titlePage: 'Title page',
  titlePageIntro: 'What the film’s own page shows: a wide backdrop, the trailer, the facts line, credits and laurels.',
  backdrop: 'Backdrop image',
  trailer: {
    legend: 'Trailer',
    sources: { link: 'YouTube link', file: 'Video clip' },
    url: 'Trailer YouTube URL',
    urlPlaceholder: 'https://www.youtube.com/watch?v=…',
    drop: { label: 'Trailer clip', title: 'Drop a clip here or choose a file', hint: 'MP4, WebM or OGG · up to 100 MB' },
    current: (name: string) => `Current clip: ${name}`,
    remove: 'Remove clip',
    removed: 'The current clip is removed when you save.',
    keep: 'Keep clip',
    replaces: 'A clip chosen here replaces the current one.',
  },
  releaseYear: 'Release year',
  genres: 'Genres',
  genresPlaceholder: 'Drama, Mystery',
  genresHint: `Separated by commas, at most ${MOVIE_GENRES_MAX}`,
  certificate: 'Certificate',
  certificatePlaceholder: 'PG-13',
  featured: 'Feature on the home page',
  featuredHint: 'Featured films lead the home page.',
  featuredOrder: 'Featured order',
  featuredOrderHint: 'The lowest leads',
  credits: {
    legend: 'Credits',
    hint: 'In the order the title page lists them.',
    empty: 'No credits yet.',
    add: 'Add credit',
    row: (position: number) => `Credit ${position}`,
    remove: (position: number) => `Remove credit ${position}`,
    moveUp: (position: number) => `Move credit ${position} up`,
    moveDown: (position: number) => `Move credit ${position} down`,
    role: 'Role',
    rolePlaceholder: 'Director',
    name: 'Name',
  },
  laurels: {
    legend: 'Laurels',
    hint: 'Festivals and awards, in the order the title page shows them.',
    empty: 'No laurels yet.',
    add: 'Add laurel',
    row: (position: number) => `Laurel ${position}`,
    remove: (position: number) => `Remove laurel ${position}`,
    moveUp: (position: number) => `Move laurel ${position} up`,
    moveDown: (position: number) => `Move laurel ${position} down`,
    festival: 'Festival',
    award: 'Award',
    awardPlaceholder: 'Official Selection',
    year: 'Year',
  },
  create: 'Add Movie',
  save: 'Save Changes',
} as const;

/** The movie's "Extend waiting rentals" dialog (docs/product.md#premieres-and-windows). */
/** The rows of films in a code's and a bundle's form (web/components/admin/offers/films-field.tsx). */
export const filmRowsContent = {
    add: 'Add film',
    row: (position: number) => `Film ${position}`,
    remove: (position: number) => `Remove film ${position}`,
    moveUp: (position: number) => `Move film ${position} up`,
    moveDown: (position: number) => `Move film ${position} down`,
    film: 'Film',
    choose: 'Choose a film',
};

export const extendRentalsContent = {
  title: 'Extend waiting rentals',
  message: (title: string) =>
    `Every rental of “${title}” still waiting for its first play gets more days to press play. Each viewer is e-mailed the new date.`,
  days: 'Days to add',
  defaultDays: '7',
  confirm: 'Extend',
  busy: 'Extending...',
} as const;

/** The movie's rental insight (docs/product.md#premieres-and-windows). */
export const rentalInsightContent = {
  title: (movieTitle: string) => `Rental insight: ${movieTitle}`,
  close: 'Close rental insight',
  loading: 'Loading rental insight...',
  emptyTitle: 'No rentals yet',
  emptyHint: 'Pre-orders and rentals show here once viewers pay for the film.',
  preordered: 'Pre-orders',
  notStarted: 'Not started',
  watching: 'Watching',
  expired: 'Expired',
  medianToFirstPlay: 'Median time to first play',
  /** No rental played yet. */
  noMedian: '—',
  /** Under a minute. */
  underAMinute: '< 1m',
  hoursMinutes: (hours: number, minutes: number) => (minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`),
  minutes: (minutes: number) => `${minutes}m`,
  daysHours: (days: number, hours: number) => (hours === 0 ? `${days}d` : `${days}d ${hours}h`),
  /** Refunded rentals are left out of every figure. */
  note: 'Refunded rentals are left out.',
} as const;
