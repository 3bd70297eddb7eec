import { describe, expect, it } from 'vitest';
import { EXPIRES_SOON_MS } from './constants.ts';
import { formatRemainingTime, isExpiringSoon, isRentalActive, rentalEndTime } from './rental-time.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRemainingTime', () => {
  it.each([
    [0, 'Expired'],
    [-5 * MINUTE, 'Expired'],
    [Number.NaN, 'Expired'],
  ])('says Expired when no time is left (%s ms)', (ms, text) => {
    expect(formatRemainingTime(ms)).toBe(text);
  });

  it.each([
    [1, '1 minute left'],
    [59 * SECOND, '1 minute left'],
    [MINUTE, '1 minute left'],
    [MINUTE + 1, '2 minutes left'],
    [45 * MINUTE, '45 minutes left'],
    [59 * MINUTE, '59 minutes left'],
  ])('counts minutes under an hour, rounding up (%s ms -> %s)', (ms, text) => {
    expect(formatRemainingTime(ms)).toBe(text);
  });

  it.each([
    [59 * MINUTE + 1, '1 hour left'],
    [HOUR, '1 hour left'],
    [2 * HOUR, '2 hours left'],
    [23 * HOUR, '23 hours left'],
  ])('says whole hours as N hours left (%s ms -> %s)', (ms, text) => {
    expect(formatRemainingTime(ms)).toBe(text);
  });

  it.each([
    [HOUR + 1, '1h 1m left'],
    [HOUR + 5 * MINUTE, '1h 5m left'],
    [2 * HOUR + 30 * MINUTE, '2h 30m left'],
    [23 * HOUR + 59 * MINUTE, '23h 59m left'],
  ])('gives hours and minutes from one hour to under a day (%s ms -> %s)', (ms, text) => {
    expect(formatRemainingTime(ms)).toBe(text);
  });

  it.each([
    [23 * HOUR + 59 * MINUTE + 1, '1d 0h left'],
    [DAY, '1d 0h left'],
    [DAY + 59 * MINUTE, '1d 0h left'],
    [DAY + HOUR, '1d 1h left'],
    [2 * DAY - MINUTE, '1d 23h left'],
    [2 * DAY, '2d 0h left'],
    [6 * DAY + 23 * HOUR + 30 * MINUTE, '6d 23h left'],
    [7 * DAY, '7d 0h left'],
  ])('gives days and hours from a day on, minutes dropped (%s ms -> %s)', (ms, text) => {
    expect(formatRemainingTime(ms)).toBe(text);
  });
});

describe('isExpiringSoon', () => {
  it('holds from two hours left (inclusive) down to the end', () => {
    expect(EXPIRES_SOON_MS).toBe(2 * HOUR);
    expect(isExpiringSoon(2 * HOUR + 1)).toBe(false);
    expect(isExpiringSoon(2 * HOUR)).toBe(true);
    expect(isExpiringSoon(1)).toBe(true);
    expect(isExpiringSoon(0)).toBe(false);
    expect(isExpiringSoon(-MINUTE)).toBe(false);
  });
});

describe('rentalEndTime and isRentalActive', () => {
  const end = Date.UTC(2031, 6, 4, 12, 0, 0);
  const iso = new Date(end).toISOString();

  it('reads the timestamp, or the ISO date when the timestamp is missing', () => {
    expect(rentalEndTime({ is_rented: true, rental_end: iso, rental_end_timestamp: end })).toBe(end);
    expect(rentalEndTime({ is_rented: true, rental_end: iso, rental_end_timestamp: null })).toBe(end);
  });

  it('gives null when not rented, without a status, or with an unreadable end', () => {
    expect(rentalEndTime({ is_rented: false, rental_end: null, rental_end_timestamp: null })).toBeNull();
    expect(rentalEndTime({ is_rented: false, rental_end: iso, rental_end_timestamp: end })).toBeNull();
    expect(rentalEndTime(undefined)).toBeNull();
    expect(rentalEndTime({ is_rented: true, rental_end: 'soon', rental_end_timestamp: null })).toBeNull();
  });

  it('is active only while the end is ahead', () => {
    const status = { is_rented: true, rental_end: iso, rental_end_timestamp: end };
    expect(isRentalActive(status, end - 1)).toBe(true);
    expect(isRentalActive(status, end)).toBe(false);
    expect(isRentalActive({ ...status, is_rented: false }, end - DAY)).toBe(false);
  });
});
