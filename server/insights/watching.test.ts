// What a saved position counts (insights/watching.ts): seconds played only at a pace playback could go, and marks by
// the share of the film reached.
import { describe, expect, it } from 'vitest';
import { markAt, playedSeconds } from './watching.ts';

describe('playedSeconds', () => {
  it('counts a move forward no faster than twice the time since the previous save, give or take 5 s', () => {
    expect(playedSeconds({ positionSeconds: 100, secondsAgo: 10 }, 110)).toBe(10);
    expect(playedSeconds({ positionSeconds: 100, secondsAgo: 10 }, 125)).toBe(25); // 2× and the slack
    expect(playedSeconds({ positionSeconds: 100, secondsAgo: 3600 }, 110)).toBe(10); // paused an hour, then played
  });

  it('counts nothing for a seek, a step back or a first save far into the film', () => {
    expect(playedSeconds({ positionSeconds: 100, secondsAgo: 10 }, 400)).toBe(0);
    expect(playedSeconds({ positionSeconds: 100, secondsAgo: 10 }, 90)).toBe(0);
    expect(playedSeconds(null, 10)).toBe(10);
    expect(playedSeconds(null, 1800)).toBe(0);
  });
});

describe('markAt', () => {
  it('answers the furthest of 25, 50, 75 and 95 % reached, 0 below a quarter', () => {
    expect(markAt(149, 600)).toBe(0);
    expect(markAt(150, 600)).toBe(25);
    expect(markAt(569, 600)).toBe(75);
    expect(markAt(570, 600)).toBe(95);
    expect(markAt(900, 600)).toBe(95);
  });
});
