// The studio's own e-mails, composed into an outbox row's subject and message (plain text; render.ts adds the
// layout, the subject as its heading, and the footer). Written at the moment of their cause, so they say what was
// true then; times are written out in the studio's zone, with the zone named, since the reader may be elsewhere.
import { brand } from '../../common/brand.ts';
import { centsToDollars, formatPrice } from '../../common/format.ts';

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
const signature = `Warm regards,\nThe ${brand.name} team`;

/** Sent when a rental is paid: the movie, the amount, the expiry, a link to /movies/{id}. */
export function receiptEmail(facts: RentalEmailFacts): ComposedEmail {
  return {
    subject: `Your receipt: ${facts.movieTitle}`,
    message: [
      `Thank you for renting “${facts.movieTitle}”. Your payment went through and the film is ready for you.`,
      [
        `Movie: ${facts.movieTitle}`,
        `Amount paid: ${formatPrice(centsToDollars(facts.amountCents))}`,
        `Watch until: ${formatMailTime(facts.rentalEnd, facts.timeZone)}`,
      ].join('\n'),
      `Start watching: ${movieUrl(facts)}`,
      'Keep this e-mail as your receipt.',
      signature,
    ].join('\n\n'),
  };
}

/** Sent when two hours of a rental remain. */
export function reminderEmail(facts: RentalEmailFacts): ComposedEmail {
  return {
    subject: `Two hours left to watch ${facts.movieTitle}`,
    message: [
      `A friendly reminder: your rental of “${facts.movieTitle}” ends in about two hours, ` +
        `on ${formatMailTime(facts.rentalEnd, facts.timeZone)}.`,
      `Pick up where you left off: ${movieUrl(facts)}`,
      'We hope you enjoy the rest of the film.',
      signature,
    ].join('\n\n'),
  };
}

/** The reset link (PUBLIC_URL/reset-password/TOKEN), valid until `expiresAt`. */
export function passwordResetEmail(facts: { resetUrl: string; expiresAt: Date; timeZone: string }): ComposedEmail {
  return {
    subject: `Reset your ${brand.name} password`,
    message: [
      `We received a request to reset the password of your ${brand.name} account.`,
      `Choose a new password here:\n${facts.resetUrl}`,
      `The link works once and is valid for one hour, until ${formatMailTime(facts.expiresAt, facts.timeZone)}.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      signature,
    ].join('\n\n'),
  };
}
