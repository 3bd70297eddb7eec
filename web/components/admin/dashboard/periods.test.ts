import { describe, expect, it } from 'vitest';
import { dayNames, monthNames } from './periods.ts';

describe('the insight periods', () => {
  it('names a day and a month as calendar dates', () => {
    expect(dayNames('2026-11-23')).toEqual({ full: 'Nov 23, 2026', short: 'Nov 23' });
    expect(monthNames('2026-11')).toEqual({ full: 'November 2026', short: 'Nov ’26' });
  });

  it("names an empty period 'N/A' and an unreadable one 'Invalid Date', never its raw text", () => {
    expect(dayNames('')).toEqual({ full: 'N/A', short: 'N/A' });
    expect(dayNames('23/11/2026x')).toEqual({ full: 'Invalid Date', short: 'Invalid Date' });
    expect(monthNames('soon')).toEqual({ full: 'Invalid Date', short: 'Invalid Date' });
  });
});
