import { describe, expect, it } from 'vitest';
import { brand } from '../../common/brand.ts';
import { formatMailTime, passwordResetEmail, receiptEmail, reminderEmail } from './compose.ts';
import { renderEmail } from './render.ts';

const facts = {
  movieId: 12,
  movieTitle: 'Embers at Dawn',
  amountCents: 1299,
  rentalEnd: new Date('2030-03-01T20:30:00Z'),
  publicUrl: 'https://studio.example',
  timeZone: 'America/New_York',
};

describe('formatMailTime', () => {
  it('writes a time in the studio’s zone, naming the zone', () => {
    expect(formatMailTime(facts.rentalEnd, 'America/New_York')).toBe('Friday, March 1, 2030 at 3:30 PM EST');
    expect(formatMailTime(facts.rentalEnd, 'UTC')).toBe('Friday, March 1, 2030 at 8:30 PM UTC');
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

describe('reminderEmail', () => {
  it('says two hours remain, until when, and links to the movie', () => {
    const { subject, message } = reminderEmail(facts);
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
