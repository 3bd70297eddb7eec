// A text only the browser shows lives in web/content/; one the server sends or checks is in common/messages/
// (docs/architecture.md#one-home-per-kind-of-thing).

// The public screens' messages (docs/product.md#errors): load failures, refusals and states with no text of the
// server's own. The server's answers are in common/messages/public.ts.
export const publicScreenMessages = {
  // A movie with nothing to play yet (docs/decisions/0015-self-hosted-films.md): said where Rent would be.
  comingSoon: 'Coming soon',
  moviesLoadFailed: 'Failed to load movies',
  coversLoadFailed: 'Failed to load movie covers',
  coversFetchFailed: 'Failed to fetch covers',
  movieDetailsFailed: (status: number) => `Failed to fetch movie details (${status})`,
  coverNotFoundStatus: (status: number) => `Cover not found (${status})`,
  coverIdMissing: 'No cover ID provided',
  coverLoadFailed: 'An error occurred while loading the cover',
  newsletterFailed: 'Failed to subscribe. Please try again.',
  galleryLoadFailed: 'Failed to load some media. Please try refreshing the page.',
  videoUnsupported: 'Your browser does not support the video tag.',
  invalidYouTubeUrl: 'Invalid or unsupported YouTube URL',
  reviewsLoadFailed: (message: string) => `Failed to load reviews: ${message}`,
  reviewSubmitFailed: 'Failed to submit review',
  reviewDeleteFailed: 'Failed to delete review',
  ownReviewLoadFailed: 'Failed to load user review data. Please refresh the page.',
  noRatingsYet: 'No ratings yet',
  rentFailed: 'Failed to start rental process',
} as const;
