// Where a user-facing text lives: a text the server sends or checks (API errors, validation messages, e-mail texts,
// the server's own HTML pages) is in common/messages/, one module per area; a text only the browser shows is in
// web/content/<screen>.ts (docs/architecture.md#one-home-per-kind-of-thing).

// Checkout and payment (docs/product.md#rentals-and-payments), plus the server's own refusals.
export const paymentMessages = {
  verificationFailed: 'Payment verification failed',
  noSession: 'No payment session found',
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
