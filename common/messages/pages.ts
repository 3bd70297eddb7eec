// Where a user-facing text lives: a text the server sends or checks (API errors, validation messages, e-mail texts,
// the server's own HTML pages) is in common/messages/, one module per area; a text only the browser shows is in
// web/content/<screen>.ts (docs/architecture.md#one-home-per-kind-of-thing).
import { brand } from '../brand.ts';

// The pages the server renders itself, outside the single-page app: the newsletter's unsubscribe and confirmation
// pages (docs/product.md#newsletter) and the sandbox checkout (docs/product.md#rentals-and-payments). A line break
// in a text is where the page's markup breaks the line. The refusals the checkout shows are in ./payments.ts.
export const pageMessages = {
  newsletter: {
    badge: 'Newsletter',
    homeLabel: `${brand.name}: home`,
    /** Before the button: 'Press the button and <masked address> will … the newsletter.' */
    pressTheButton: 'Press the button and',
    /** '<masked address> will receive the <studio> newsletter.', the address written by the page. */
    addressWillReceive: `will receive the ${brand.name} newsletter.`,
    addressWillNoLongerReceive: `will no longer receive the ${brand.name} newsletter.`,
    declineLink: 'No, take me to the home page',
    homeLink: 'Go to the home page',
    unsubscribe: {
      title: 'Unsubscribe',
      heading: 'Unsubscribe from our newsletter?',
      button: 'Unsubscribe',
    },
    unsubscribed: {
      title: 'Unsubscribed',
      heading: "You're unsubscribed",
      changedYourMind: 'Changed your mind? You can subscribe again at any time from our home page.',
    },
    invalidUnsubscribeLink: {
      title: 'Link not valid',
      heading: 'This unsubscribe link is not valid',
      /** Followed by the studio's contact address as a link, and a full stop. */
      whyBeforeContact:
        'It may have been copied only in part. Please use the link from the most recent newsletter, or write to',
    },
    confirm: {
      title: 'Confirm your subscription',
      heading: 'Confirm your subscription?',
      note: 'Every newsletter has a link to unsubscribe with one click.',
      button: 'Confirm my subscription',
    },
    subscribed: {
      title: 'Subscribed',
      heading: "You're subscribed",
      changedYourMind: 'Changed your mind? Every newsletter has a link to unsubscribe with one click.',
    },
    invalidConfirmationLink: {
      title: 'Link not valid',
      heading: 'This confirmation link is not valid',
      why: 'It may have expired (a link works for a day), been used already, or been copied only in part. To get a\nnew one, subscribe again from our home page.',
    },
  },
  checkout: {
    title: 'Checkout',
    badge: 'Sandbox checkout',
    total: 'Total',
    cardNumber: 'Card number',
    pay: (price: string) => `Pay ${price}`,
    cancel: 'Cancel',
    /** The hint under the form: '<intro> <paying card> pays,\n<declined card> is declined.' */
    hintIntro: 'No real card is charged here. Test cards:',
    hintPays: 'pays',
    hintDeclined: 'is declined',
    backToMovies: 'Back to Movies',
    notFound: { title: 'Checkout not found', message: 'This checkout session does not exist or has ended.' },
    notAvailableTitle: 'Not available',
    alreadyRentedTitle: 'Already rented',
  },
} as const;
