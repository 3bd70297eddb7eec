import { describe, expect, it } from 'vitest';
import { formatBytes, formatRunningTime, formatTimeLeft } from '../../../content/admin-films.ts';
import { isObviouslyNotAFilm } from './film-checks.ts';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('isObviouslyNotAFilm', () => {
  it('lets through anything that says it is a video or is named like one (the server reads the bytes)', () => {
    expect(isObviouslyNotAFilm(file('feature.mp4', 'video/mp4'))).toBe(false);
    expect(isObviouslyNotAFilm(file('feature.mkv', ''))).toBe(false);
    expect(isObviouslyNotAFilm(file('feature.mov', 'application/octet-stream'))).toBe(false);
    expect(isObviouslyNotAFilm(file('feature.m4v', 'video/x-m4v'))).toBe(false);
    expect(isObviouslyNotAFilm(file('capture', 'video/x-msvideo'))).toBe(false);
    expect(isObviouslyNotAFilm(file('no-name', ''))).toBe(false);
  });

  it('stops what declares itself something else', () => {
    expect(isObviouslyNotAFilm(file('poster.png', 'image/png'))).toBe(true);
    expect(isObviouslyNotAFilm(file('script.pdf', 'application/pdf'))).toBe(true);
    expect(isObviouslyNotAFilm(file('score.mp3', 'audio/mpeg'))).toBe(true);
  });
});

describe('the film figures', () => {
  it('sizes in GB, MB and KB', () => {
    expect(formatBytes(4 * 1024 ** 3)).toBe('4.00 GB');
    expect(formatBytes(412_079)).toBe('402 KB');
    expect(formatBytes(69 * 1024 ** 2)).toBe('69.0 MB');
    expect(formatBytes(0)).toBe('0 KB');
  });

  it('running times as players show them, and the time an upload has left', () => {
    expect(formatRunningTime(5765)).toBe('1:36:05');
    expect(formatRunningTime(245)).toBe('4:05');
    expect(formatTimeLeft(40.2)).toBe('41 s');
    expect(formatTimeLeft(14 * 60 - 5)).toBe('14 min');
    expect(formatTimeLeft(2 * 3600 + 5 * 60)).toBe('2 h 05 min');
  });
});
