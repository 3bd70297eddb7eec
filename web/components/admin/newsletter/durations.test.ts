import { describe, expect, it } from 'vitest';
import { formatApproxDuration, formatSpacing, formatTimeUntil } from './durations.ts';

const s = 1000;
const min = 60 * s;
const h = 60 * min;
const day = 24 * h;

describe('formatApproxDuration', () => {
  it.each([
    [-5 * min, 'less than a minute'],
    [0, 'less than a minute'],
    [59 * s, 'less than a minute'],
    [60 * s, 'about 1 min'],
    [45 * min + 20 * s, 'about 45 min'],
    [59 * min + 40 * s, 'about 1 h'],
    [5 * h + 15 * min + 10 * s, 'about 5 h 15 min'],
    [23 * h + 59 * min + 50 * s, 'about 1 day'],
    [day + 20 * min, 'about 1 day'],
    [2 * day + 3 * h + 10 * min, 'about 2 days 3 h'],
    [5 * day, 'about 5 days'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatApproxDuration(ms)).toBe(text);
  });
});

describe('formatTimeUntil', () => {
  it('measures from now to the time given, and says nothing of no time', () => {
    const now = Date.parse('2031-07-04T12:00:00.000Z');
    expect(formatTimeUntil('2031-07-04T12:22:00.000Z', now)).toBe('about 22 min');
    expect(formatTimeUntil(null, now)).toBeNull();
    expect(formatTimeUntil('not a date', now)).toBeNull();
  });
});

describe('formatSpacing', () => {
  it.each([
    [450_000, '7.5 min'],
    [60_000, '1 min'],
    [2_000, '2 s'],
    [1_500, '1.5 s'],
    [3_600_000, '1 h'],
    [5_400_000, '1.5 h'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatSpacing(ms)).toBe(text);
  });
});
