// A text only the browser shows lives in web/content/; one the server sends or checks is in common/messages/
// (docs/architecture.md#one-home-per-kind-of-thing).

// The screens' own words (docs/product.md#screens-and-routes): buttons, headings,
// states, by screen. The studio's other wording of the same screens is in the other web/content/ modules.
export const screenTexts = {
  common: {
    loading: 'Loading...',
    tryAgain: 'Try Again',
    backToMovies: 'Back to Movies',
    goHome: 'Go Home',
    watchNow: 'Watch Now',
  },
  movies: {
    emptyTitle: 'No movies available',
    emptyHint: 'Check back later for new releases.',
    rentFor: (price: string) => `Rent for ${price}`,
    processing: 'Processing...',
  },
  movieDetail: {
    behindTheScenes: 'Behind the Scenes',
    rentalHours: (hours: number) => `${hours} hours`,
  },
  covers: {
    empty: 'No movie covers available at the moment.',
  },
  backstage: {
    loading: 'Loading backstage content...',
    label: 'Behind the Scenes',
    photosHeading: 'BTS Photos',
    videosHeading: 'BTS Videos',
    noPhotos: 'No backstage photos available yet.',
    noVideos: 'No backstage videos available yet.',
    errorHeading: 'Error',
    backToMovieDetails: 'Back to Movie Details',
    backToHome: 'Back to Home',
    movieNotFoundHeading: 'Movie Not Found',
    movieNotFoundText: "The movie you're looking for doesn't exist.",
    coverNotFoundHeading: 'Cover Not Found',
    coverNotFoundText: "The cover you're looking for doesn't exist.",
    untitledCover: 'Untitled',
    untitledVideo: 'Backstage video',
    untitledPhoto: (number: number) => `Behind-the-scenes photo ${number}`,
    viewPhoto: (alt: string) => `View photo: ${alt}`,
    playVideo: (title: string) => `Play video: ${title}`,
    photosLabel: 'Backstage photos',
  },
  newsletter: {
    submitting: 'Subscribing...',
  },
  paymentCancel: {
    title: 'Payment Cancelled',
  },
} as const;
