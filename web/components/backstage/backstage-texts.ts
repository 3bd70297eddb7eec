// The backstage screens' texts (SPEC.md §2 'Movie backstage', 'Cover backstage'), copied exactly.

export const backstageTexts = {
  loading: 'Loading backstage content...',
  label: 'Behind the Scenes',
  photosHeading: 'BTS Photos',
  videosHeading: 'BTS Videos',
  noPhotos: 'No backstage photos available yet.',
  noVideos: 'No backstage videos available yet.',
  errorHeading: 'Error',
  tryAgain: 'Try Again',
  backToMovies: 'Back to Movies',
  backToMovieDetails: 'Back to Movie Details',
  backToHome: 'Back to Home',
  movieNotFoundHeading: 'Movie Not Found',
  movieNotFoundText: "The movie you're looking for doesn't exist.",
  coverNotFoundHeading: 'Cover Not Found',
  coverNotFoundText: "The cover you're looking for doesn't exist.",
  untitledCover: 'Untitled',
} as const;

/** Ids the server can know: what the route gave is checked before any call is made. */
export function isCatalogueId(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,9}$/.test(value) && Number(value) > 0;
}
