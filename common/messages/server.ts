// Where a user-facing text lives: a text the server sends or checks (API errors, validation messages, e-mail texts,
// the server's own HTML pages) is in common/messages/, one module per area; a text only the browser shows is in
// web/content/<screen>.ts (docs/architecture.md#one-home-per-kind-of-thing).
import { PASSWORD_MAX_LENGTH } from '../constants.ts';

// The server's own answers, beyond the screens' texts.
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
  requestTooSlow: 'Request took too long to arrive',
  unsupportedMediaType: 'Unsupported content type',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  // The database cannot be reached for a moment (a restart, a failover): a 503 with Retry-After
  // (docs/decisions/0020-database-outages-and-many-instances.md).
  serviceUnavailable: 'The service is briefly unavailable. Please try again.',
  invalidRequest: 'Invalid request',
  tooManySubscribeAttempts: 'Too many subscription attempts. Please try again later.',
  // Further form checks: control characters in a name, an over-long password.
  firstNameInvalid: 'First name is invalid',
  lastNameInvalid: 'Last name is invalid',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  // Reviews: who may write and delete (beside the form's own rules).
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
  // Forgotten and changed passwords.
  passwordResetRequested:
    'If an account exists for that address, we have sent it a link to choose a new password. The link is valid for one hour.',
  passwordResetLinkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  passwordResetDone: 'Your password has been changed. Please log in with your new password.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSameAsCurrent: 'The new password must be different from the current one',
  tooManyPasswordResets: 'Too many password reset requests. Please try again later.',
  tooManyPasswordChanges: 'Too many password change attempts. Please try again later.',
} as const;
