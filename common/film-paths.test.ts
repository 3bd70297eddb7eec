import { describe, expect, it } from 'vitest';
import { isStreamPath, streamPathOf } from './film-paths.ts';

describe('isStreamPath', () => {
  it.each([
    [streamPathOf(7), true],
    ['/api/movies/123/stream', true],
    ['/api/movies/7/stream/', false],
    ['https://cdn.example.com/api/movies/7/stream', false],
    ['/api/movies/abc/stream', false],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', false],
  ])('%s -> %s', (url, expected) => expect(isStreamPath(url)).toBe(expected));
});
