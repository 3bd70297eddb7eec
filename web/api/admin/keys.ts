// Query keys of the admin screens. Everything an admin reads sits under adminKeys.all, so a write can refresh
// the admin lists it changes (and, through catalogueKeys, the public answers it changes).
export const adminKeys = {
  all: ['admin'] as const,
  movies: ['admin', 'movies'] as const,
  /** One movie's self-hosted film (packaging state, captions): under `movies`, so a movie save refreshes it. */
  film: (movieId: number) => ['admin', 'movies', movieId, 'film'] as const,
  /** One movie's rentals by state (docs/product.md#premieres-and-windows): under `movies`, as the film is. */
  rentalInsight: (movieId: number) => ['admin', 'movies', movieId, 'rental-insight'] as const,
  /** One movie's filmmaker insight for a period (docs/product.md#filmmaker-insight): under `movies`, as the film is. */
  movieInsight: (movieId: number, period: object) => ['admin', 'movies', movieId, 'insight', period] as const,
  /** The catalogue's sources for a period. */
  sourcesInsight: (period: object) => ['admin', 'insight', 'sources', period] as const,
  covers: ['admin', 'covers'] as const,
  backstage: ['admin', 'backstage'] as const,
  /** Dashboard stats, activity and insights: everything a payment or a refund moves. */
  dashboard: ['admin', 'dashboard'] as const,
  stats: ['admin', 'dashboard', 'stats'] as const,
  activity: ['admin', 'dashboard', 'activity'] as const,
  insights: ['admin', 'dashboard', 'insights'] as const,
  users: ['admin', 'users'] as const,
  usersPage: (query: object) => ['admin', 'users', 'list', query] as const,
  user: (userId: number) => ['admin', 'users', 'detail', userId] as const,
  rentals: ['admin', 'rentals'] as const,
  rentalsPage: (query: object) => ['admin', 'rentals', query] as const,
  payments: ['admin', 'payments'] as const,
  paymentsPage: (query: object) => ['admin', 'payments', query] as const,
  /** Subscribers, their stats and the outbox queue: a send moves the queue. */
  newsletter: ['admin', 'newsletter'] as const,
  subscribersPage: (query: object) => ['admin', 'newsletter', 'subscribers', query] as const,
  emailLogs: ['admin', 'email-logs'] as const,
  emailLogsPage: (query: object) => ['admin', 'email-logs', query] as const,
  /** Offers (docs/product.md#offers): codes with their redemptions, and bundles. A payment or refund moves their figures. */
  codes: ['admin', 'codes'] as const,
  codesPage: (query: object) => ['admin', 'codes', 'list', query] as const,
  codeRedemptions: (codeId: number) => ['admin', 'codes', 'redemptions', codeId] as const,
  bundles: ['admin', 'bundles'] as const,
  /** The photos or videos of one movie or cover. */
  backstageMedia: (owner: 'movies' | 'covers', ownerId: number, kind: 'photos' | 'videos') =>
    ['admin', 'backstage', owner, ownerId, kind] as const,
};
