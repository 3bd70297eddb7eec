import { describe, expect, it } from 'vitest';
import { formatRunningTime, rentalTerms, titleFacts } from './title-facts.ts';

describe('formatRunningTime', () => {
  it.each([
    [102, '1 h 42 min'],
    [45, '45 min'],
    [120, '2 h'],
    [60, '1 h'],
    [61, '1 h 1 min'],
    [1, '1 min'],
    [179.6, '3 h'],
  ])('writes %s minutes as %s', (minutes, text) => {
    expect(formatRunningTime(minutes)).toBe(text);
  });
});

describe('titleFacts', () => {
  const facts = { release_year: 2024, genres: ['Drama', 'Mystery'], certificate: 'PG-13', duration: 102 };

  it('reads year · genres · certificate · running time', () => {
    expect(titleFacts(facts)).toBe('2024 · Drama, Mystery · PG-13 · 1 h 42 min');
  });

  it('leaves out what the movie does not have', () => {
    expect(titleFacts({ ...facts, release_year: null, certificate: null })).toBe('Drama, Mystery · 1 h 42 min');
    expect(titleFacts({ ...facts, genres: [], duration: null })).toBe('2024 · PG-13');
    expect(titleFacts({ release_year: null, genres: [], certificate: null, duration: 0 })).toBe('');
  });
});

describe('rentalTerms', () => {
  it.each([
    [4.99, 48, '$4.99 · 48-hour rental'],
    [3, 24, '$3.00 · 24-hour rental'],
    [5.5, 72, '$5.50 · 72-hour rental'],
    [9.99, 168, '$9.99 · 7-day rental'],
    [0, 48, 'Free · 48-hour rental'],
  ] as const)('writes $%s for %s hours as %s', (price, hours, text) => {
    expect(rentalTerms({ price, rental_duration_hours: hours, premiere_at: null, start_window_days: null })).toBe(text);
  });

  it('gives the price alone for a film with a premiere or a window to start (its rules follow under it)', () => {
    const movie = { price: 4.99, rental_duration_hours: 48, premiere_at: null, start_window_days: null } as const;
    expect(rentalTerms({ ...movie, start_window_days: 30 })).toBe('$4.99');
    expect(rentalTerms({ ...movie, price: 0, premiere_at: '2031-12-12T20:00:00-08:00' })).toBe('Free');
  });
});
