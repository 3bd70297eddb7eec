import { describe, expect, it } from 'vitest';
import { formatPremiereCountdown, premiereInViewerTime } from './premiere-countdown.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatPremiereCountdown', () => {
  it.each([
    [3 * DAY + 4 * HOUR + 5 * MINUTE + 12 * SECOND, '3d 4h 05m 12s'],
    [DAY, '1d 0h 00m 00s'],
    [4 * HOUR + 5 * MINUTE + 12 * SECOND, '4h 05m 12s'],
    [5 * MINUTE + 2 * SECOND, '5m 02s'],
    [12 * SECOND, '12s'],
    // Rounded up: a moment before the premiere is never 0s.
    [1, '1s'],
    [59 * SECOND + 1, '1m 00s'],
    [0, '0s'],
    [-MINUTE, '0s'],
  ])('writes %d ms as %s', (remainingMs, text) => {
    expect(formatPremiereCountdown(remainingMs)).toBe(text);
  });
});

describe('premiereInViewerTime', () => {
  const premiere = '2031-12-12T20:00:00-08:00';

  it("gives the viewer's own reading when it differs from the studio's", () => {
    expect(premiereInViewerTime(premiere, 'America/Los_Angeles', 'Europe/Paris')).toBe('Dec 13, 5:00 AM');
  });

  it('gives null when both zones read the same', () => {
    expect(premiereInViewerTime(premiere, 'America/Los_Angeles', 'America/Los_Angeles')).toBeNull();
    expect(premiereInViewerTime(premiere, 'America/Los_Angeles', 'America/Tijuana')).toBeNull();
  });
});
