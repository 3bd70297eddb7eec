// The studio's own e-mails, composed into an outbox row's subject and message (plain text; render.ts adds the
// layout, the subject as its heading, and the footer). Their texts are in common/messages/email.ts. Written at the moment of their cause, so they say what was
// true then; times are written out in the studio's zone, with the zone named, since the reader may be elsewhere.
import { centsToDollars, formatPrice } from '../../common/format.ts';
import { emailMessages } from '../../common/messages/email.ts';

export interface ComposedEmail {
  subject: string;
  message: string;
}

export interface RentalEmailFacts {
  movieId: number;
  movieTitle: string;
  amountCents: number;
  rentalEnd: Date;
  publicUrl: string;
  /** IANA zone the expiry is written in (config.timeZone). */
  timeZone: string;
}

/** 'Friday, June 14, 2024 at 9:30 PM UTC' in `timeZone`. */
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

const movieUrl = (facts: RentalEmailFacts) => `${facts.publicUrl}/movies/${facts.movieId}`;
const { signature, receipt, reminder, passwordReset } = emailMessages;

/** Sent when a rental is paid: the movie, the amount, the expiry, a link to /movies/{id}. */
export function receiptEmail(facts: RentalEmailFacts): ComposedEmail {
  return {
    subject: receipt.subject(facts.movieTitle),
    message: [
      receipt.thanks(facts.movieTitle),
      [
        receipt.movie(facts.movieTitle),
        receipt.amountPaid(formatPrice(centsToDollars(facts.amountCents))),
        receipt.watchUntil(formatMailTime(facts.rentalEnd, facts.timeZone)),
      ].join('\n'),
      receipt.startWatching(movieUrl(facts)),
      receipt.keep,
      signature,
    ].join('\n\n'),
  };
}

/** Sent when two hours of a rental remain. */
export function reminderEmail(facts: RentalEmailFacts): ComposedEmail {
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
