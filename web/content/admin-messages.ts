// A text only the browser shows lives in web/content/; one the server sends or checks is in common/messages/
// (docs/architecture.md#one-home-per-kind-of-thing).

// The admin screens' messages (docs/product.md#admin): load and save failures and notices with no text of the
// server's own. The admin API's refusals are in common/messages/admin.ts.
export const adminScreenMessages = {
  moviesLoadFailed: 'Failed to load movies',
  movieDeactivated: 'Movie deactivated successfully',
  movieReactivated: 'Movie reactivated successfully',
  movieDeactivateFailed: 'Failed to deactivate movie',
  movieReactivateFailed: 'Failed to reactivate movie',
  movieSaveFailed: 'Failed to save movie',
  // Premieres and windows (docs/product.md#premieres-and-windows).
  rentalsExtendFailed: 'Failed to extend rentals',
  rentalInsightLoadFailed: 'Failed to load rental insight',
  coversLoadFailed: 'Failed to load movie covers',
  coverSaveFailed: 'Failed to save movie cover',
  coverDeleteFailed: 'Failed to delete movie cover',
  backstageLoadFailed: 'Failed to load backstage media',
  photoUploadFailed: 'Failed to upload photo',
  videoUploadFailed: 'Failed to upload video',
  photoDeleteFailed: 'Failed to delete photo',
  videoDeleteFailed: 'Failed to delete video',
  // Dashboard, customers, rentals and payments (docs/product.md#admin-payments-and-rentals).
  dashboardLoadFailed: 'Failed to load dashboard data',
  noRecentActivity: 'No recent activity',
  usersLoadFailed: 'Failed to load users',
  userDetailsLoadFailed: 'Failed to load user details',
  rentalsLoadFailed: 'Failed to load rentals',
  paymentsLoadFailed: 'Failed to load payments',
  insightsLoadFailed: 'Failed to load insights',
  exportFailed: 'Failed to export the list',
  refundConfirm: 'Refund this payment? The customer gets the money back and their rental ends now.',
  refundSucceeded: 'Payment refunded successfully',
  refundFailed: 'Failed to refund payment',
  // Offers (docs/product.md#offers): codes and bundles.
  codesLoadFailed: 'Failed to load codes',
  codeSaveFailed: 'Failed to create the code',
  codeDisableFailed: 'Failed to disable the code',
  codeEnableFailed: 'Failed to enable the code',
  redemptionsLoadFailed: 'Failed to load redemptions',
  bundlesLoadFailed: 'Failed to load bundles',
  bundleSaveFailed: 'Failed to save the bundle',
  // Newsletter and e-mail log (docs/product.md#admin-newsletter-and-email-logs).
  subscribersLoadFailed: 'Failed to load subscribers',
  emailSent: 'Email sent successfully!',
  emailSendFailed: 'Failed to send email',
  emailLogsLoadFailed: 'Failed to load email logs',
  emailRetried: 'E-mail queued again',
  emailRetryFailed: 'Failed to queue the e-mail again',
  emailPreviewFailed: 'Failed to render the preview',
  noSubscribers: 'No subscribers yet',
  noEmailLogs: 'No e-mails yet',
} as const;
