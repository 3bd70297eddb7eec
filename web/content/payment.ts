// The payment result screens' wording. The spec's own words for them are in common/messages.ts.

export const paymentSuccessContent = {
  documentTitle: 'Payment Confirmation',
  verifying: 'Verifying your payment...',
  title: 'Payment Successful!',
  lead: 'Your rental is ready. Enjoy the film.',
  movie: 'Movie',
  amount: 'Amount',
  rentalDuration: 'Rental duration',
  expires: 'Expires',
  problemTitle: 'Payment Verification',
  goToMovies: 'Go to Movies',
  problemLead: 'If you were charged, your rental appears on the movies page within a few minutes.',
};

export const paymentCancelContent = {
  lead: 'Your payment was cancelled. No charge was made to your card.',
};
