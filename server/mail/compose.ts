// The studio's own e-mails, composed into an outbox row's subject and message (plain text; render.ts adds the
// layout, the subject as its heading, and the footer). Their texts are in common/messages/email.ts. Written at the
// moment of their cause, so they say what was true then (a rental's waiting e-mails are composed again when its times
// move: rentals/rental-emails.ts); times are written out in the studio's zone, with the zone named, since the reader
// may be elsewhere.
import { centsToDollars, formatPrice } from '../../common/format.ts';
import { emailMessages } from '../../common/messages/email.ts';
import { formatPremiereTime } from '../../common/premieres.ts';

export interface ComposedEmail {
  subject: string;
  message: string;
}

/** A film as a rental's e-mails name it and link to it. */
export interface FilmEmailFacts {
  movieId: number;
  movieTitle: string;
  publicUrl: string;
  /** IANA zone the times are written in (config.timeZone). */
  timeZone: string;
}

/**
 * A rental's times (docs/product.md#premieres-and-windows): `rentalEnd` is null while its clock waits for the first
 * play (a window to start, until `startsBy`); `premiereAt` is set for a pre-order.
 */
export interface RentalTimes {
  rentalEnd: Date | null;
  rentalDurationHours: number;
  startsBy: Date | null;
  premiereAt: Date | null;
}

export interface RentalEmailFacts extends FilmEmailFacts, RentalTimes {
  amountCents: number;
}

/** 'Friday, June 14, 2024 at 9:30 PM UTC' in `timeZone`: a time in a message. */
export function formatMailTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** 'Dec 12, 8:00 PM PST' in `timeZone`: a time in a subject line, kept short. */
const formatSubjectTime = (date: Date, timeZone: string) => formatPremiereTime(date, timeZone, true);

const movieUrl = (facts: FilmEmailFacts) => `${facts.publicUrl}/movies/${facts.movieId}`;
const { signature, receipt, startWindow, reminder, nowShowing, startReminder, rentalExtended, passwordReset, gift, giftReceipt, redeemedGift } =
  emailMessages;

/**
 * When the rental may be watched, as the receipt lists it: the premiere of a pre-order, then either the window to start
 * (its last moment and the hours from the first play) or the clock's end.
 */
function receiptTimeLines(facts: FilmEmailFacts & RentalTimes): string[] {
  const premiere = facts.premiereAt ? [receipt.premieres(formatMailTime(facts.premiereAt, facts.timeZone))] : [];
  if (facts.rentalEnd === null) return [...premiere, ...startWindowLines(facts)];
  const end = formatMailTime(facts.rentalEnd, facts.timeZone);
  return facts.premiereAt ? [...premiere, receipt.hoursFromPremiere(facts.rentalDurationHours, end)] : [receipt.watchUntil(end)];
}

/** A receipt's link to the film: 'Start watching' once it may be watched, its page while a pre-order waits. */
const receiptLink = (facts: FilmEmailFacts & Pick<RentalTimes, 'premiereAt'>) =>
  facts.premiereAt ? receipt.filmPage(movieUrl(facts)) : receipt.startWatching(movieUrl(facts));

/** A rental waiting for its first play: 'Start by …' and the hours it then has. */
function startWindowLines(facts: FilmEmailFacts & RentalTimes): string[] {
  const startsBy = facts.startsBy ? [startWindow.startBy(formatMailTime(facts.startsBy, facts.timeZone))] : [];
  return [...startsBy, startWindow.hoursOncePlaying(facts.rentalDurationHours)];
}

/**
 * Sent when a rental is paid: the movie, the amount, when it may be watched (docs/product.md#premieres-and-windows),
 * a link to /movies/{id}.
 */
export function receiptEmail(facts: RentalEmailFacts): ComposedEmail {
  const isPreorder = facts.premiereAt !== null;
  return {
    subject: receipt.subject(facts.movieTitle),
    message: [
      isPreorder ? receipt.preorderThanks(facts.movieTitle) : receipt.thanks(facts.movieTitle),
      [
        receipt.movie(facts.movieTitle),
        receipt.amountPaid(formatPrice(centsToDollars(facts.amountCents))),
        ...receiptTimeLines(facts),
      ].join('\n'),
      receiptLink(facts),
      receipt.keep,
      signature,
    ].join('\n\n'),
  };
}

/** A bundle bought or redeemed as a gift: its name, its amount, the films it granted. */
export interface BundleReceiptFacts {
  bundleTitle: string;
  /** What was paid for the films granted; null for a bundle its viewer redeemed as a gift (they paid nothing). */
  amountCents: number | null;
  films: (FilmEmailFacts & RentalTimes)[];
}

/**
 * Sent when a bundle is paid, or redeemed as a gift (docs/product.md#offers): one e-mail for its films, each with when
 * it may be watched and its link, as a film's receipt lists them.
 */
export function bundleReceiptEmail(facts: BundleReceiptFacts): ComposedEmail {
  const filmParagraph = (film: FilmEmailFacts & RentalTimes) =>
    [
      receipt.movie(film.movieTitle),
      ...receiptTimeLines(film),
      receiptLink(film),
    ].join('\n');
  const films = facts.films.map(filmParagraph);
  if (facts.amountCents === null) {
    return {
      subject: redeemedGift.subject(facts.bundleTitle),
      message: [redeemedGift.bundleReady(facts.bundleTitle), ...films, signature].join('\n\n'),
    };
  }
  return {
    subject: receipt.subject(facts.bundleTitle),
    message: [
      receipt.bundleThanks(facts.bundleTitle),
      [receipt.bundle(facts.bundleTitle), receipt.amountPaid(formatPrice(centsToDollars(facts.amountCents)))].join('\n'),
      ...films,
      receipt.keep,
      signature,
    ].join('\n\n'),
  };
}

/**
 * Sent when a viewer redeems a gift (docs/product.md#offers): the receipt of the rental they now hold, without an
 * amount (they paid nothing), with when it may be watched.
 */
export function redeemedGiftEmail(facts: FilmEmailFacts & RentalTimes): ComposedEmail {
  const isPreorder = facts.premiereAt !== null;
  return {
    subject: redeemedGift.subject(facts.movieTitle),
    message: [
      isPreorder ? redeemedGift.preorder(facts.movieTitle) : redeemedGift.ready(facts.movieTitle),
      [receipt.movie(facts.movieTitle), ...receiptTimeLines(facts)].join('\n'),
      receiptLink(facts),
      signature,
    ].join('\n\n'),
  };
}

/** A film given, with its rules as the checkout writes them (common/premieres.ts checkoutRulesText). */
interface GiftFilmLine {
  title: string;
  rules: string;
}

/** What a gift's e-mails say: a film, or a bundle and its films. */
export interface GiftFacts {
  /** The film's title, or the bundle's. */
  title: string;
  /** The bundle, or null for a film (whose one entry is in `films`). */
  bundleTitle: string | null;
  films: GiftFilmLine[];
}

/** The film and its rules, or the bundle and each of its films with theirs. */
function giftContentLines(facts: GiftFacts): string[] {
  const [film] = facts.films;
  if (facts.bundleTitle === null && film) return [gift.film(film.title), film.rules];
  return [gift.bundle(facts.title, facts.films.length), ...facts.films.map((each) => gift.bundleFilm(each.title, each.rules))];
}

/**
 * The gift's link to its recipient (docs/product.md#offers): from the giver's first name, with their message, what
 * it is and its rules (the rental starts when redeemed), and the link PUBLIC_URL/gift/{token}.
 */
export function giftEmail(facts: GiftFacts & { fromName: string; message: string | null; redeemUrl: string }): ComposedEmail {
  const note = facts.message === null ? [] : [`${gift.theirMessage(facts.fromName)}\n${facts.message}`];
  return {
    subject: gift.subject(facts.fromName, facts.title),
    message: [
      gift.gave(facts.fromName, facts.title),
      ...note,
      giftContentLines(facts).join('\n'),
      gift.startsWhenRedeemed,
      gift.redeemHere(facts.redeemUrl),
      gift.account,
      signature,
    ].join('\n\n'),
  };
}

/** The giver's receipt: what they paid (and the code's share), for whom, when it is delivered. */
export function giftReceiptEmail(
  facts: GiftFacts & {
    recipientEmail: string;
    amountCents: number;
    code: { code: string; discountCents: number } | null;
    /** Null: delivered at once. */
    deliverAt: Date | null;
    accountUrl: string;
    timeZone: string;
  },
): ComposedEmail {
  const price = (cents: number) => formatPrice(centsToDollars(cents));
  const code = facts.code ? [giftReceipt.code(facts.code.code, price(facts.code.discountCents))] : [];
  const delivery = facts.deliverAt ? giftReceipt.deliversAt(formatMailTime(facts.deliverAt, facts.timeZone)) : giftReceipt.deliveredNow;
  return {
    subject: giftReceipt.subject(facts.title),
    message: [
      giftReceipt.thanks(facts.title),
      [
        giftReceipt.gift(facts.title),
        giftReceipt.recipient(facts.recipientEmail),
        giftReceipt.amountPaid(price(facts.amountCents)),
        ...code,
        delivery,
      ].join('\n'),
      giftContentLines(facts).join('\n'),
      giftReceipt.startsWhenRedeemed,
      giftReceipt.seeOnAccount(facts.accountUrl),
      receipt.keep,
      signature,
    ].join('\n\n'),
  };
}

/** Sent at a pre-order's premiere: the film is showing, and until when it may be started or watched. */
export function nowShowingEmail(facts: FilmEmailFacts & RentalTimes): ComposedEmail {
  const until = facts.rentalEnd === null ? startWindowLines(facts) : [nowShowing.watchUntil(formatMailTime(facts.rentalEnd, facts.timeZone))];
  return {
    subject: nowShowing.subject(facts.movieTitle),
    message: [nowShowing.premiered(facts.movieTitle), until.join('\n'), nowShowing.watchNow(movieUrl(facts)), nowShowing.enjoy, signature].join('\n\n'),
  };
}

/** Sent a day before the last moment to start a rental that has not been played yet. */
export function startReminderEmail(facts: FilmEmailFacts & { startsBy: Date; rentalDurationHours: number }): ComposedEmail {
  return {
    subject: startReminder.subject(facts.movieTitle, formatSubjectTime(facts.startsBy, facts.timeZone)),
    message: [
      startReminder.startSoon(facts.movieTitle, formatMailTime(facts.startsBy, facts.timeZone)),
      startReminder.hoursOncePlaying(facts.rentalDurationHours),
      startReminder.startHere(movieUrl(facts)),
      signature,
    ].join('\n\n'),
  };
}

/** Sent when the studio gives a waiting rental `days` more to start: its new last moment. */
export function rentalExtendedEmail(facts: FilmEmailFacts & { startsBy: Date; rentalDurationHours: number; days: number }): ComposedEmail {
  return {
    subject: rentalExtended.subject(facts.movieTitle),
    message: [
      rentalExtended.moreDays(facts.days, facts.movieTitle, formatMailTime(facts.startsBy, facts.timeZone)),
      rentalExtended.hoursOncePlaying(facts.rentalDurationHours),
      rentalExtended.startHere(movieUrl(facts)),
      signature,
    ].join('\n\n'),
  };
}

/** Sent when two hours of a running rental remain. */
export function reminderEmail(facts: FilmEmailFacts & { rentalEnd: Date }): ComposedEmail {
  return {
    subject: reminder.subject(facts.movieTitle),
    message: [
      reminder.endsSoon(facts.movieTitle, formatMailTime(facts.rentalEnd, facts.timeZone)),
      reminder.pickUp(movieUrl(facts)),
      reminder.enjoy,
      signature,
    ].join('\n\n'),
  };
}

/** The reset link (PUBLIC_URL/reset-password/TOKEN), valid until `expiresAt`. */
export function passwordResetEmail(facts: { resetUrl: string; expiresAt: Date; timeZone: string }): ComposedEmail {
  return {
    subject: passwordReset.subject,
    message: [
      passwordReset.request,
      passwordReset.chooseHere(facts.resetUrl),
      passwordReset.validUntil(formatMailTime(facts.expiresAt, facts.timeZone)),
      passwordReset.notYou,
      signature,
    ].join('\n\n'),
  };
}
