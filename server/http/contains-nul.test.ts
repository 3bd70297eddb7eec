import { describe, expect, it } from 'vitest';
import { containsNul } from './contains-nul.ts';

describe('containsNul', () => {
  it('finds U+0000 in strings, keys and elements at any depth', () => {
    expect(containsNul('a\u0000')).toBe(true);
    expect(containsNul({ a: [1, { b: 'x\u0000y' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['text', 2, null, true, { b: 'é\u0001' }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });

  it('walks a body nested far deeper than the call stack allows, and skips raw bytes', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul(Buffer.from('a\u0000b'))).toBe(false);
  });
});
