// The spec's user-facing texts (SPEC.md §5 and §8), copied exactly. Server and web import them from here.
import { PASSWORD_MAX_LENGTH, TITLE_MAX_LENGTH } from './constants.ts';

export const validationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  newsletterEmailRequired: 'Please enter your email address',
  movieTitleAndPriceRequired: 'Title and price are required',
  coverTitleRequired: 'Title is required',
  photosRequired: 'Please select at least one photo',
  videoRequired: 'Please provide a video URL or upload a video file',
  newsletterSendFieldsRequired: 'Please fill in both subject and message',
  newsletterSendRecipientsRequired: 'Please select at least one subscriber',
  reviewRating: 'Please select a rating between 1 and 5 stars',
  reviewTooShort: 'Comment must be at least 10 characters long',
  reviewTooLong: 'Comment must be less than 1000 characters',
} as const;

export const errorMessages = {
  loginFailed: 'Login failed. Please check your credentials.',
  adminLoginFailed: 'Admin login failed. Please check your credentials.',
  registrationFailed: 'Registration failed',
  network: 'Network error. Please try again.',
  invalidResponse: 'Server returned invalid response format',
} as const;

// Public screens (SPEC.md §2 and §8).
export const publicMessages = {
  moviesLoadFailed: 'Failed to load movies',
  coversLoadFailed: 'Failed to load movie covers',
  coversFetchFailed: 'Failed to fetch covers',
  movieNotFound: 'Movie not found',
  movieDetailsFailed: (status: number) => `Failed to fetch movie details (${status})`,
  coverNotFound: 'Cover not found',
  coverNotFoundStatus: (status: number) => `Cover not found (${status})`,
  coverIdMissing: 'No cover ID provided',
  coverLoadFailed: 'An error occurred while loading the cover',
  newsletterFailed: 'Failed to subscribe. Please try again.',
  newsletterSubscribed: "Thank you for subscribing! We'll keep you updated with our latest movies.",
  galleryLoadFailed: 'Failed to load some media. Please try refreshing the page.',
  videoUnsupported: 'Your browser does not support the video tag.',
  invalidYouTubeUrl: 'Invalid or unsupported YouTube URL',
  reviewsLoadFailed: (message: string) => `Failed to load reviews: ${message}`,
  reviewSubmitFailed: 'Failed to submit review',
  reviewDeleteFailed: 'Failed to delete review',
  ownReviewLoadFailed: 'Failed to load user review data. Please refresh the page.',
  noRatingsYet: 'No ratings yet',
} as const;

// The screens' own words where the spec gives them (SPEC.md §2, §4): buttons, headings, states, by screen.
// The studio's other wording of the same screens is in web/content/.
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
  },
  newsletter: {
    submitting: 'Subscribing...',
  },
  paymentCancel: {
    title: 'Payment Cancelled',
  },
} as const;

// Admin screens (SPEC.md §8), then the admin forms' and uploads' own refusals where the spec has no words.
export const adminMessages = {
  moviesLoadFailed: 'Failed to load movies',
  movieDeactivated: 'Movie deactivated successfully',
  movieReactivated: 'Movie reactivated successfully',
  movieDeactivateFailed: 'Failed to deactivate movie',
  movieReactivateFailed: 'Failed to reactivate movie',
  movieSaveFailed: 'Failed to save movie',
  coversLoadFailed: 'Failed to load movie covers',
  coverSaveFailed: 'Failed to save movie cover',
  coverDeleteFailed: 'Failed to delete movie cover',
  backstageLoadFailed: 'Failed to load backstage media',
  photoUploadFailed: 'Failed to upload photo',
  videoUploadFailed: 'Failed to upload video',
  photoDeleteFailed: 'Failed to delete photo',
  videoDeleteFailed: 'Failed to delete video',
  // Form checks beyond the spec's.
  titleTooLong: `Title must be at most ${TITLE_MAX_LENGTH} characters`,
  priceInvalid: 'Price must be a number of at least 0 with at most two decimals',
  priceBelowCardMinimum: 'With card payments on, a price must be $0.00 (a free film) or at least $0.50',
  rentalDurationInvalid: 'Rental duration must be 24, 48, 72 or 168 hours',
  durationInvalid: 'Duration must be a whole number of minutes between 1 and 1000',
  loglineTooLong: 'Logline must be at most 500 characters',
  descriptionTooLong: 'Description is too long',
  videoUrlInvalid: 'Video URL must be a valid URL',
  websiteUrlInvalid: 'Website URL must be a valid URL',
  coverMovieInvalid: 'Please choose a movie from the catalogue',
  displayOrderInvalid: 'Display order must be a whole number of at least 0',
  comingSoonInvalid: "Coming soon must be 'true' or 'false'",
  backstageVideoUrlInvalid: 'The video URL must be a YouTube link; upload other videos as a file',
  photoTypeInvalid: 'Only JPG and PNG images are allowed',
  videoTypeInvalid: 'Only MP4, WebM and OGG videos are allowed',
  photoTooLarge: 'Each photo must be 20MB or smaller',
  videoTooLarge: 'The video must be 100MB or smaller',
  imageUnreadable: 'This image could not be read. Please upload another JPG or PNG file.',
  imageTooManyPixels: 'This image is too large. Please upload one of at most 50 megapixels.',
  tooManyPhotos: 'Please upload at most 20 photos at a time',
  unexpectedFile: 'This upload does not take that file',
  uploadIncomplete: 'The upload did not complete. Please try again.',
  multipartRequired: 'Please send the form as multipart/form-data',
  videoFileOrLink: 'Please either upload a video file or give a YouTube link, not both',
  photoNotFound: 'Photo not found',
  videoNotFound: 'Video not found',
} as const;

// Checkout and payment (SPEC.md §8), plus the server's own refusals.
export const paymentMessages = {
  verificationFailed: 'Payment verification failed',
  noSession: 'No payment session found',
  rentFailed: 'Failed to start rental process',
  movieRequired: 'Please choose a movie to rent',
  movieUnavailable: 'This movie is not available for rent',
  alreadyRented: 'You already have an active rental of this movie',
  alreadyRentedNotCharged: 'You already have an active rental of this movie, so your card was not charged.',
  alreadyRentedRefunded: 'You already have an active rental of this movie, so this payment has been refunded.',
  stillProcessing: 'Your payment is still being processed. This page will update in a moment.',
  cardDeclined: 'Your card was declined.',
  cardInvalid: 'Please enter a valid card number.',
  checkoutUnavailable: 'The payment service is not available right now. Please try again.',
  invalidSignature: 'Invalid webhook signature',
} as const;

// Server answers where the spec gives no wording of its own.
export const serverMessages = {
  invalidCredentials: 'Invalid email or password',
  adminRequired: 'Admin access required',
  authRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please log in again.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  emailTaken: 'An account with this email already exists',
  invalidJson: 'Request body is not valid JSON',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  invalidRequest: 'Invalid request',
  tooManySubscribeAttempts: 'Too many subscription attempts. Please try again later.',
  // Form checks the spec has no text for: control characters in a name, an over-long password.
  firstNameInvalid: 'First name is invalid',
  lastNameInvalid: 'Last name is invalid',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  // Reviews: who may write and delete (the spec words only the form's rules).
  reviewNeedsRental: 'You need an active rental of this movie to review it',
  reviewNotFound: 'Review not found',
  reviewNotYours: 'You can only delete your own review',
  // Paged lists (common/paging.ts).
  invalidPage: 'Page must be a whole number of at least 1',
  pageTooDeep: 'Page must be at most 1000000',
  invalidSearch: 'Search must be a single text',
  invalidLimit: 'Limit must be a whole number of at least 1',
  invalidSort: 'This list cannot be sorted by that column',
  invalidOrder: "Order must be 'asc' or 'desc'",
  searchTooLong: 'Search text is too long',
} as const;
