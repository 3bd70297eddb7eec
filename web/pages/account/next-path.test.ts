import { describe, expect, it } from 'vitest';
import { readNextPath, withNextPath } from './next-path.ts';

const nextOf = (search: string) => readNextPath(new URLSearchParams(search));

describe('readNextPath', () => {
  it("reads a path of this site, with its own query string ('/movies/3?rent=1')", () => {
    expect(nextOf('next=%2Fmovies%2F3%3Frent%3D1')).toBe('/movies/3?rent=1');
    expect(nextOf('next=/movies/3%3Frent%3D1')).toBe('/movies/3?rent=1');
    expect(nextOf('')).toBeNull();
  });

  // An open redirect: the login would send a fresh session's owner to another site.
  it.each(['//evil.example', 'https://evil.example/movies', '/\\evil.example', '/%09/evil.example', 'evil.example', ''])(
    'refuses next=%s, which is not a path of this site',
    (next) => {
      expect(readNextPath(new URLSearchParams({ next: decodeURIComponent(next) }))).toBeNull();
    },
  );

  it('refuses an account screen, which would loop back to the login', () => {
    expect(nextOf('next=%2Fregister')).toBeNull();
    expect(nextOf('next=%2Flogin%3Fnext%3D%2Fmovies')).toBeNull();
  });
});

describe('withNextPath', () => {
  it('keeps the destination, encoded, and adds nothing without one', () => {
    expect(withNextPath('/login', '/movies/3?rent=1')).toBe('/login?next=%2Fmovies%2F3%3Frent%3D1');
    expect(withNextPath('/register', null)).toBe('/register');
  });
});
