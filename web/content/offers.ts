// The offers' screens (docs/product.md#offers): the code and gift panels under Rent, a bundle's page and a gift's.
// What the server sends or checks (refusals, field rules) is in common/messages/offers.ts; the links that open the
// panels are in catalogue.ts (the film page's first load has them).

/** The code panel: a code checked against the film or the bundle, and the price it gives. */
export const codePanelContent = {
  label: 'Code',
  apply: 'Apply',
  applying: 'Applying...',
  /** An empty Apply: nothing to ask the server about. */
  required: 'Enter a code',
  /** Before the struck-through price and the new one, for those who cannot see the strike. */
  was: 'Was',
  now: 'now',
  free: 'Free with this code',
  /** Said once the code applies: Rent sends it with the checkout. */
  applied: (code: string) => `Code ${code} applied`,
  remove: 'Remove code',
};

/** The gift panel: who receives it, a note, and when it is sent. */
export const giftPanelContent = {
  emailLabel: "Recipient's email",
  messageLabel: 'Message (optional)',
  messageCount: (length: number, max: number) => `${length}/${max}`,
  deliverAtLabel: 'Delivery date and time (optional)',
  deliverAtHint: 'In your own time. Leave it empty to send the gift now.',
  buyFor: (price: string) => `Buy as a gift for ${price}`,
  /** While the server works out a bundle's gift price with the code (the viewer's own price is lower). */
  buy: 'Buy as a gift',
  processing: 'Processing...',
};

/** /bundles/{id}: a bundle's films and its price for this viewer. */
export const bundlePageContent = {
  eyebrow: 'Bundle',
  loading: 'Loading bundle...',
  loadFailed: 'Failed to load the bundle',
  backToMovies: 'All Movies',
  filmsLabel: 'Films in this bundle',
  /** 'Films one by one: $14.97'. */
  filmsPrice: (price: string) => `Films one by one: ${price}`,
  price: 'Bundle price',
  yourPrice: (price: string) => `Your price: ${price}`,
  /** Under 'Your price' when the viewer rents some of the films already. */
  leftOut: 'The films you already rent are left out of your price.',
  rentFor: (price: string) => `Rent bundle for ${price}`,
  /** A bundle priced at 0: granted at once, as a free film is. */
  rentFree: 'Get the bundle for free',
  rentalLength: (hours: number) => `${hours}h rental`,
  posterAlt: (title: string) => `${title} poster`,
};

/** /gift/{token}: the gift's film or bundle, from whom, and Redeem. */
export const giftPageContent = {
  documentTitle: 'Your gift',
  eyebrow: 'A gift for you',
  loading: 'Loading gift...',
  loadFailed: 'Failed to load the gift',
  from: (name: string) => `A gift from ${name}`,
  posterAlt: (title: string) => `${title} poster`,
  filmsLabel: 'Films in this gift',
  redeem: 'Redeem gift',
  redeeming: 'Redeeming...',
  registerToRedeem: 'Register to redeem',
  haveAccount: 'Already have an account?',
  login: 'Login',
  redeemFailed: 'Failed to redeem the gift',
  goToMovies: 'Go to Movies',
};
