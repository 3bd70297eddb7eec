import { describe, expect, it } from 'vitest';
import { brand } from '../../common/brand.ts';
import {
  formatMailTime,
  nowShowingEmail,
  passwordResetEmail,
  receiptEmail,
  reminderEmail,
  rentalExtendedEmail,
  startReminderEmail,
} from './compose.ts';
import { renderEmail } from './render.ts';

const facts = {
  movieId: 12,
  movieTitle: 'Embers at Dawn',
  amountCents: 1299,
  rentalEnd: new Date('2030-03-01T20:30:00Z') as Date | null,
  rentalDurationHours: 48,
  startsBy: null as Date | null,
  premiereAt: null as Date | null,
  publicUrl: 'https://studio.example',
  timeZone: 'America/New_York',
};
const rentalEnd = new Date('2030-03-01T20:30:00Z');
// A pre-order: premiere Dec 12, 2029 8:00 PM EST; with a 30-day window, start by Jan 11, 2030 8:00 PM EST.
const premiereAt = new Date('2029-12-13T01:00:00Z');
const startsBy = new Date('2030-01-12T01:00:00Z');
const preorder = { ...facts, premiereAt, rentalEnd: new Date('2029-12-15T01:00:00Z') };
const preorderWithWindow = { ...facts, premiereAt, rentalEnd: null, startsBy };
const withWindow = { ...facts, rentalEnd: null, startsBy };

describe('formatMailTime', () => {
  it('writes a time in the studio’s zone, naming the zone', () => {
    expect(formatMailTime(rentalEnd, 'America/New_York')).toBe('Friday, March 1, 2030 at 3:30 PM EST');
    expect(formatMailTime(rentalEnd, 'UTC')).toBe('Friday, March 1, 2030 at 8:30 PM UTC');
  });
});

describe('receiptEmail', () => {
  const { subject, message } = receiptEmail(facts);

  it('names the movie, the amount in dollars, the expiry in the studio’s zone and links to the movie', () => {
    expect(subject).toBe('Your receipt: Embers at Dawn');
    expect(message).toContain('Thank you for renting “Embers at Dawn”.');
    expect(message).toContain('Amount paid: $12.99');
    expect(message).toContain('Watch until: Friday, March 1, 2030 at 3:30 PM EST');
    expect(message).toContain('Start watching: https://studio.example/movies/12');
    expect(message).toContain(`The ${brand.name} team`);
  });

  it('renders with the link clickable and no unsubscribe header', () => {
    const rendered = renderEmail({ kind: 'receipt', subject, message, isHtml: false }, { publicUrl: facts.publicUrl });
    expect(rendered.html).toContain('<a href="https://studio.example/movies/12"');
    expect(rendered.headers).toEqual({});
  });
});

describe('receiptEmail of a pre-order or a window to start', () => {
  it('says when a pre-order premieres instead of a watch-until, and the hours it then has', () => {
    const { subject, message } = receiptEmail(preorder);
    expect(subject).toBe('Your receipt: Embers at Dawn');
    expect(message).toContain('Thank you for pre-ordering “Embers at Dawn”.');
    expect(message).toContain('Premieres Wednesday, December 12, 2029 at 8:00 PM EST');
    expect(message).toContain('48 hours to watch from the premiere, until Friday, December 14, 2029 at 8:00 PM EST');
    expect(message).not.toContain('Watch until');
    expect(message).toContain('The film’s page: https://studio.example/movies/12');
    expect(message).not.toContain('Start watching');
  });

  it('gives a window’s last moment to press play and its hours', () => {
    const { message } = receiptEmail(withWindow);
    expect(message).toContain('Thank you for renting “Embers at Dawn”.');
    expect(message).toContain('Start by Friday, January 11, 2030 at 8:00 PM EST\n48 hours to finish once you press play');
    expect(message).not.toContain('Watch until');
    expect(message).not.toContain('Premieres');
    expect(message).toContain('Start watching: https://studio.example/movies/12');
  });

  it('gives both for a pre-order with a window', () => {
    const { message } = receiptEmail(preorderWithWindow);
    expect(message).toContain(
      'Premieres Wednesday, December 12, 2029 at 8:00 PM EST\nStart by Friday, January 11, 2030 at 8:00 PM EST\n48 hours to finish once you press play',
    );
  });
});

describe('nowShowingEmail', () => {
  it('says the film is showing, until when it may be started, and links to it', () => {
    const { subject, message } = nowShowingEmail(preorderWithWindow);
    expect(subject).toBe('Now showing: Embers at Dawn');
    expect(message).toContain('“Embers at Dawn” has premiered: it is now showing');
    expect(message).toContain('Start by Friday, January 11, 2030 at 8:00 PM EST\n48 hours to finish once you press play');
    expect(message).toContain('Watch it now: https://studio.example/movies/12');
  });

  it('gives the clock’s end without a window', () => {
    const { message } = nowShowingEmail(preorder);
    expect(message).toContain('Watch until: Friday, December 14, 2029 at 8:00 PM EST');
    expect(message).not.toContain('Start by');
  });
});

describe('startReminderEmail', () => {
  it('names the last moment to press play, short in the subject and in full in the message', () => {
    const { subject, message } = startReminderEmail({ ...facts, startsBy });
    expect(subject).toBe('Start Embers at Dawn by Jan 11, 8:00 PM EST');
    expect(message).toContain('Press play by Friday, January 11, 2030 at 8:00 PM EST, or it ends unwatched.');
    expect(message).toContain('Once you press play, you have 48 hours to finish it.');
    expect(message).toContain('Start watching: https://studio.example/movies/12');
  });
});

describe('rentalExtendedEmail', () => {
  it('says how many more days and the new last moment', () => {
    const { subject, message } = rentalExtendedEmail({ ...facts, startsBy, days: 7 });
    expect(subject).toBe('More time to start Embers at Dawn');
    expect(message).toContain('7 more days to start “Embers at Dawn”: start by Friday, January 11, 2030 at 8:00 PM EST.');
    expect(rentalExtendedEmail({ ...facts, startsBy, days: 1 }).message).toContain('1 more day to start');
  });
});

describe('reminderEmail', () => {
  it('says two hours remain, until when, and links to the movie', () => {
    const { subject, message } = reminderEmail({ ...facts, rentalEnd });
    expect(subject).toBe('Two hours left to watch Embers at Dawn');
    expect(message).toContain('ends in about two hours, on Friday, March 1, 2030 at 3:30 PM EST.');
    expect(message).toContain('https://studio.example/movies/12');
  });
});

describe('passwordResetEmail', () => {
  it('gives the link, its hour of validity and what to do if it was not asked for', () => {
    const { subject, message } = passwordResetEmail({
      resetUrl: 'https://studio.example/reset-password/TOKEN',
      expiresAt: new Date('2030-03-01T13:05:00Z'),
      timeZone: 'UTC',
    });
    expect(subject).toBe(`Reset your ${brand.name} password`);
    expect(message).toContain('\nhttps://studio.example/reset-password/TOKEN\n');
    expect(message).toContain('valid for one hour, until Friday, March 1, 2030 at 1:05 PM UTC.');
    expect(message).toContain('If you did not ask for this, you can ignore this e-mail');
  });
});
