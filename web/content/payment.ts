// The payment result screens' wording. The texts docs/product.md#rentals-and-payments gives them are in
// common/messages/payments.ts.

export const paymentSuccessContent = {
  documentTitle: 'Payment Confirmation',
  verifying: 'Verifying your payment...',
  /** Under 'Verifying your payment...', beside the film the checkout's address names. */
  verifyingLead: 'Your rental starts as soon as the payment is confirmed.',
  title: 'Payment Successful!',
  lead: 'Your rental is ready. Enjoy the film.',
  /** A pre-order (docs/product.md#premieres-and-windows): nothing plays before the premiere. */
  preorderLead: 'Your pre-order is confirmed. The film is yours to watch from its premiere.',
  /** A pre-order's way on: the film's page, with its countdown to the premiere. */
  viewFilm: 'View Film',
  movie: 'Movie',
  amount: 'Amount',
  rentalDuration: 'Rental duration',
  expires: 'Expires',
  premieres: 'Premieres',
  /** A rental with a window to start: '30 days to start · 48 hours to finish once you press play'. */
  rules: 'Rules',
  startBy: 'Start by',
  /** A code applied at checkout (docs/product.md#offers): 'FESTIVAL25 (−$1.00)'. */
  code: 'Code',
  codeDiscount: (code: string, discount: string) => `${code} (−${discount})`,
  /** A bundle bought: each of its films with its state and its way to watch. */
  bundle: 'Bundle',
  bundleLead: 'Your bundle is ready. Enjoy the films.',
  filmsLabel: 'Your films',
  /** Its name holds what it shows ('Watch Now') and which film. */
  watchLabel: (title: string) => `Watch Now: ${title}`,
  /** A gift bought: the buyer holds no rental; the recipient is e-mailed a link to redeem it. */
  giftTitle: 'Your gift is on its way',
  giftLead: 'We e-mail the recipient a link to redeem it, at the time you chose.',
  recipient: 'Recipient',
  delivery: 'Delivery',
  deliveryNow: 'Now',
  viewGifts: 'See your gifts',
  problemTitle: 'Payment Verification',
  goToMovies: 'Go to Movies',
  problemLead: 'If you were charged, your rental appears on the movies page within a few minutes.',
};

export const paymentCancelContent = {
  lead: 'Your payment was cancelled. No charge was made to your card.',
};
