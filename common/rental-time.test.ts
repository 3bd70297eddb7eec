import { describe, expect, it } from 'vitest';
import { EXPIRES_SOON_MS } from './constants.ts';
import type { RentalStatus } from './catalogue.ts';
import { formatRemainingTime, isExpiringSoon, isRentalActive, rentalDeadline } from './rental-time.ts';

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

describe('rentalDeadline and isRentalActive', () => {
  const end = Date.UTC(2031, 6, 4, 12, 0, 0);
  const iso = new Date(end).toISOString();
  const later = new Date(end + DAY).toISOString();
  const held = (fields: Partial<RentalStatus>): RentalStatus => ({
    is_rented: true,
    rental_end: null,
    rental_end_timestamp: null,
    state: 'watching',
    starts_by: null,
    premiere_at: null,
    can_watch: true,
    ...fields,
  });

  it("reads a running clock's end", () => {
    expect(rentalDeadline(held({ rental_end: iso, rental_end_timestamp: end }))).toBe(end);
    expect(rentalDeadline(held({ rental_end: iso, state: null }))).toBe(end);
  });

  it('reads the last moment to press play of a rental not started, and the premiere of a pre-order', () => {
    expect(rentalDeadline(held({ state: 'not_started', starts_by: iso, rental_end: later }))).toBe(end);
    expect(rentalDeadline(held({ state: 'preordered', premiere_at: iso, starts_by: later, can_watch: false }))).toBe(end);
  });

  it('gives null when not rented, without a status, or with an unreadable deadline', () => {
    expect(rentalDeadline(held({ is_rented: false, state: null }))).toBeNull();
    expect(rentalDeadline(held({ is_rented: false, rental_end: iso, state: 'expired' }))).toBeNull();
    expect(rentalDeadline(undefined)).toBeNull();
    expect(rentalDeadline(held({ rental_end: 'soon' }))).toBeNull();
    expect(rentalDeadline(held({ state: 'not_started' }))).toBeNull();
  });

  it('is active only while the deadline is ahead', () => {
    const status = held({ rental_end: iso, rental_end_timestamp: end });
    expect(isRentalActive(status, end - 1)).toBe(true);
    expect(isRentalActive(status, end)).toBe(false);
    expect(isRentalActive({ ...status, is_rented: false }, end - DAY)).toBe(false);
  });
});
