// Where a user-facing text lives: a text the server sends or checks (API errors, validation messages, e-mail texts,
// the server's own HTML pages) is in common/messages/, one module per area; a text only the browser shows is in
// web/content/<screen>.ts (docs/architecture.md#one-home-per-kind-of-thing).
import { brand } from '../brand.ts';

// The studio's own e-mails (docs/product.md#email): subjects, paragraphs, the footer's lines. The server fills in
// the values (titles, amounts, times already written out, links) and joins the paragraphs (server/mail/compose.ts).
export const emailMessages = {
  signature: `Warm regards,\nThe ${brand.name} team`,
  receipt: {
    subject: (movieTitle: string) => `Your receipt: ${movieTitle}`,
    thanks: (movieTitle: string) =>
      `Thank you for renting “${movieTitle}”. Your payment went through and the film is ready for you.`,
    movie: (movieTitle: string) => `Movie: ${movieTitle}`,
    amountPaid: (price: string) => `Amount paid: ${price}`,
    watchUntil: (time: string) => `Watch until: ${time}`,
    startWatching: (url: string) => `Start watching: ${url}`,
    keep: 'Keep this e-mail as your receipt.',
    // A pre-order (docs/product.md#premieres-and-windows): paid now, watched from the premiere on.
    preorderThanks: (movieTitle: string) =>
      `Thank you for pre-ordering “${movieTitle}”. Your payment went through; the film is yours from its premiere.`,
    premieres: (time: string) => `Premieres ${time}`,
    hoursFromPremiere: (hours: number, time: string) => `${hours} hours to watch from the premiere, until ${time}`,
    filmPage: (url: string) => `The film’s page: ${url}`,
    // A bundle bought (docs/product.md#offers): one receipt for its films.
    bundleThanks: (bundleTitle: string) =>
      `Thank you for renting “${bundleTitle}”. Your payment went through and its films are yours.`,
    bundle: (bundleTitle: string) => `Bundle: ${bundleTitle}`,
  },
  /** The lines of a rental with a window to start, in the receipt and the "Now showing" e-mail. */
  startWindow: {
    startBy: (time: string) => `Start by ${time}`,
    hoursOncePlaying: (hours: number) => `${hours} hours to finish once you press play`,
  },
  nowShowing: {
    subject: (movieTitle: string) => `Now showing: ${movieTitle}`,
    premiered: (movieTitle: string) => `“${movieTitle}” has premiered: it is now showing, and yours to watch.`,
    watchUntil: (time: string) => `Watch until: ${time}`,
    watchNow: (url: string) => `Watch it now: ${url}`,
    enjoy: 'Enjoy the premiere.',
  },
  startReminder: {
    subject: (movieTitle: string, time: string) => `Start ${movieTitle} by ${time}`,
    startSoon: (movieTitle: string, time: string) =>
      `A friendly reminder: your rental of “${movieTitle}” is waiting for you. Press play by ${time}, or it ends unwatched.`,
    hoursOncePlaying: (hours: number) => `Once you press play, you have ${hours} hours to finish it.`,
    startHere: (url: string) => `Start watching: ${url}`,
  },
  rentalExtended: {
    subject: (movieTitle: string) => `More time to start ${movieTitle}`,
    moreDays: (days: number, movieTitle: string, time: string) =>
      `${days} more ${days === 1 ? 'day' : 'days'} to start “${movieTitle}”: start by ${time}.`,
    hoursOncePlaying: (hours: number) => `Once you press play, you have ${hours} hours to finish it.`,
    startHere: (url: string) => `Start watching: ${url}`,
  },
  reminder: {
    subject: (movieTitle: string) => `Two hours left to watch ${movieTitle}`,
    endsSoon: (movieTitle: string, time: string) =>
      `A friendly reminder: your rental of “${movieTitle}” ends in about two hours, on ${time}.`,
    pickUp: (url: string) => `Pick up where you left off: ${url}`,
    enjoy: 'We hope you enjoy the rest of the film.',
  },
  /**
   * A gift's e-mail to its recipient (docs/product.md#offers): who sent it, their note, what it is, the rules of the
   * rental (written as the checkout writes them: common/premieres.ts checkoutRulesText), and the link to redeem it.
   */
  gift: {
    subject: (fromName: string, title: string) => `${fromName} sent you a gift: ${title}`,
    gave: (fromName: string, title: string) => `${fromName} has given you “${title}” to watch at ${brand.name}.`,
    theirMessage: (fromName: string) => `${fromName}’s message:`,
    film: (title: string) => `Film: ${title}`,
    bundle: (title: string, films: number) => `Bundle: ${title} (${films} film${films === 1 ? '' : 's'})`,
    /** One film of a bundle with its rules: '- Night Swim: 48h rental'. */
    bundleFilm: (title: string, rules: string) => `- ${title}: ${rules}`,
    startsWhenRedeemed: 'Nothing starts until you redeem the gift: the rental begins then, under these rules.',
    redeemHere: (url: string) => `Redeem your gift here:\n${url}`,
    account: 'You will be asked to sign in, or to create a free account, first.',
  },
  /** The giver's receipt for a gift: what they paid, for whom, when it is delivered. */
  giftReceipt: {
    subject: (title: string) => `Your receipt: gift of ${title}`,
    thanks: (title: string) => `Thank you for giving “${title}”. Your payment went through.`,
    gift: (title: string) => `Gift: ${title}`,
    recipient: (email: string) => `For: ${email}`,
    amountPaid: (price: string) => `Amount paid: ${price}`,
    /** 'Code FESTIVAL25: $2.50 off'. */
    code: (code: string, discount: string) => `Code ${code}: ${discount} off`,
    deliversAt: (time: string) => `Delivered by e-mail: ${time}`,
    deliveredNow: 'Delivered by e-mail: now',
    startsWhenRedeemed: 'Their rental starts when they redeem it; until then nothing runs out.',
    seeOnAccount: (url: string) => `Your account shows whether it has been redeemed: ${url}`,
  },
  /** The receipt of a rental its viewer redeemed as a gift: they paid nothing; its times are the receipt's. */
  redeemedGift: {
    subject: (movieTitle: string) => `Your gift: ${movieTitle}`,
    ready: (movieTitle: string) => `“${movieTitle}” is yours: you redeemed the gift and the film is ready for you.`,
    preorder: (movieTitle: string) => `“${movieTitle}” is yours: you redeemed the gift, and the film is yours from its premiere.`,
    bundleReady: (bundleTitle: string) => `“${bundleTitle}” is yours: you redeemed the gift and its films are ready for you.`,
  },
  passwordReset: {
    subject: `Reset your ${brand.name} password`,
    request: `We received a request to reset the password of your ${brand.name} account.`,
    chooseHere: (url: string) => `Choose a new password here:\n${url}`,
    validUntil: (time: string) => `The link works once and is valid for one hour, until ${time}.`,
    notYou: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  newsletterConfirmation: {
    subject: `Confirm your ${brand.name} newsletter subscription`,
    request: `Someone, hopefully you, asked for the ${brand.name} newsletter at this address.`,
    confirmHere: (url: string) => `To receive it, confirm here:\n${url}`,
    validUntil: (time: string) => `The link works once, until ${time}.`,
    notYou: 'If it was not you, ignore this e-mail: nothing changes, and no newsletter will be sent to you.',
  },
  /** The footer's last line: why this address gets this kind of e-mail. */
  reasons: {
    newsletter: `You are receiving this because you subscribed to the ${brand.name} newsletter.`,
    receipt: `You are receiving this because you rented a movie from ${brand.name}.`,
    reminder: `You are receiving this because you have a rental running at ${brand.name}.`,
    password_reset: `You are receiving this because a password reset was asked for this address at ${brand.name}.`,
    newsletter_confirmation: `You are receiving this because this address was entered to subscribe to the ${brand.name} newsletter.`,
    now_showing: `You are receiving this because you pre-ordered a film from ${brand.name}.`,
    start_reminder: `You are receiving this because you have a rental at ${brand.name} waiting to be started.`,
    rental_extended: `You are receiving this because you have a rental at ${brand.name} waiting to be started.`,
    gift: `You are receiving this because someone gave you a film at ${brand.name} and entered this address.`,
  },
  /** The HTML footer's unsubscribe line: the link's text, then the rest of the sentence after it. */
  unsubscribeLink: 'Unsubscribe',
  unsubscribeAfterLink: ' from these e-mails with one click.',
  /** The plain-text footer's unsubscribe line. */
  unsubscribeText: (url: string) => `Unsubscribe with one click: ${url}`,
} as const;
