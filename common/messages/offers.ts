// The words of offers (docs/product.md#offers): codes, gifts and bundles, as the server sends or writes them (errors,
// checkout lines, e-mails) and the pages show them alike.
export const offerMessages = {
  // A code refused, at the check and at checkout alike (400).
  codeInvalid: 'This code is not valid',
  codeExpired: 'This code has expired',
  codeNotForFilm: 'This code is not valid for this film',
  codeUsedUp: 'This code has been used up',
  /** The sandbox checkout's heading when the code's last use went to someone else first. */
  codeUsedUpTitle: 'Code used up',
  /** The success page, after Stripe took the money for a code whose last use went to someone else first. */
  codeUsedUpRefunded: 'This code has been used up, so this payment has been refunded.',
  /** Too many refused codes from one account or address (server/codes/throttle.ts), as logins are limited. */
  codeTooManyAttempts: 'Too many code attempts. Please try again later.',

  // Checkout of a bundle.
  bundleNotFound: 'Bundle not found',
  bundleUnavailable: 'This bundle is not available',
  bundleAllRented: 'You already rent every film in this bundle',
  bundleAllRentedRefunded: 'You already rent every film in this bundle, so this payment has been refunded.',

  // Gifts.
  giftNotFound: 'Gift not found',
  giftAlreadyRedeemed: 'This gift has already been redeemed',
  giftCancelled: 'This gift has been cancelled',
  giftEmailRequired: "Recipient's email is required",
  giftEmailInvalid: "Recipient's email is invalid",
  giftMessageTooLong: 'Message must be at most 500 characters',
  giftDeliverAtInvalid: 'Delivery time must be a date and time, such as 2026-12-24T08:00:00-08:00',
  giftDeliverAtTooFar: 'Delivery time must be within a year',
  /** Who a gift is from once its giver closed their account (their name is erased). */
  giftFromFriend: 'A friend',

  // Checkout lines (Stripe's page, the sandbox's, receipts).
  /** 'Code FESTIVAL25'. */
  codeLine: (code: string) => `Code ${code}`,
  /** 'Gift for ana@example.com'. */
  giftLine: (email: string) => `Gift for ${email}`,
  /** 'Bundle: The Shorts of Ana Lima (3 films)'. */
  bundleLine: (title: string, films: number) => `Bundle: ${title} (${films} film${films === 1 ? '' : 's'})`,
  /** The price drop for films of a bundle the viewer already rents. */
  alreadyRentedLine: 'Films you already rent',
  /** What a line takes off the price: 'Code FESTIVAL25: $0.75 off', 'Films you already rent: $4.99 off'. */
  discountLine: (line: string, discount: string) => `${line}: ${discount} off`,

  // Admin: codes.
  codeFormatInvalid: 'Code must be 4 to 32 characters: letters A–Z and digits 2–9',
  codeTaken: 'This code already exists',
  codeKindInvalid: 'Kind must be percent, amount or free',
  percentInvalid: 'Percent must be a whole number from 1 to 100',
  amountInvalid: 'Amount must be in dollars, more than 0, such as 2.50',
  freeTakesNoValue: 'A free code takes no value',
  codeMoviesInvalid: 'Films must be a list of film ids',
  codeMovieMissing: 'One of the films does not exist',
  maxRedemptionsInvalid: 'Uses must be a whole number from 1 to 1000000',
  perViewerInvalid: 'Uses per viewer must be a whole number from 1 to 1000',
  codeDateInvalid: 'Dates must be a date and time, such as 2026-12-12T20:00:00-08:00',
  codeDatesOrder: 'The end must come after the start',
  countInvalid: 'Count must be a whole number from 1 to 1000',
  countWithCode: 'A batch of codes is generated: leave the code empty',
  codeEmailInvalid: 'Email is invalid',
  codeNotFound: 'Code not found',
  codeActiveInvalid: 'is_active must be true or false',
  codeStatusInvalid: 'Status must be all, active or disabled',
  codeBatchInvalid: 'Batch must be the id of a batch of codes',

  // Admin: bundles.
  bundleTitleRequired: 'Title is required',
  bundleTitleTooLong: 'Title must be at most 200 characters',
  bundleDescriptionTooLong: 'Description must be at most 2000 characters',
  bundleMoviesInvalid: 'Choose at least two different films',
  bundleMovieMissing: 'One of the films does not exist',
  bundlePriceInvalid: 'Price must be a number of at least 0 with at most two decimals',
} as const;
