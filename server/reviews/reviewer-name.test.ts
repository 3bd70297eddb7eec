import { describe, expect, it } from 'vitest';
import { reviewerName } from './service.ts';

describe('reviewerName', () => {
  it('is the first name and the initial of the last name', () => {
    expect(reviewerName('Ada', 'lovelace')).toBe('Ada L.');
    expect(reviewerName(' Ada ', ' Lovelace')).toBe('Ada L.');
    expect(reviewerName('Zoë', 'Ørsted')).toBe('Zoë Ø.');
  });

  it('never makes an invisible character the initial, and leaves it out of the first name', () => {
    expect(reviewerName('Dora', '\u202eLiveStream')).toBe('Dora L.');
    expect(reviewerName('Eve\u202e', '\u200bSecret')).toBe('Eve S.');
    expect(reviewerName('Sam', '\u200b')).toBe('Sam');
  });
});
