import { describe, expect, it } from 'vitest';
import { readReturnPath, returnStateFor } from './return-path.ts';

describe('readReturnPath', () => {
  it('returns a path of this site, as a string or a location', () => {
    expect(readReturnPath({ from: '/movies/7?tab=cast#top' })).toBe('/movies/7?tab=cast#top');
    expect(readReturnPath(returnStateFor({ pathname: '/movies/7', search: '?tab=cast', hash: '#top' }))).toBe(
      '/movies/7?tab=cast#top',
    );
    expect(readReturnPath({ from: { pathname: '/' } })).toBe('/');
  });

  it('ignores a state without a usable `from`', () => {
    for (const state of [undefined, null, 'x', {}, { from: 7 }, { from: null }, { from: {} }, { from: '' }]) {
      expect(readReturnPath(state), JSON.stringify(state)).toBeNull();
    }
  });

  // Each of these is read by the browser as another site: '//evil.example' is scheme-relative, a '\' counts as a
  // '/', and URL parsing drops tabs and line breaks, so '/\t/evil.example' is '//evil.example' too.
  it.each([
    'https://evil.example/',
    'evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n\\evil.example',
  ])('ignores %j, which is not a path of this site', (from) => {
    expect(readReturnPath({ from })).toBeNull();
    expect(readReturnPath({ from: { pathname: from, search: '', hash: '' } })).toBeNull();
  });

  it('ignores the account screens, which would loop back to the login', () => {
    for (const from of ['/login', '/register', '/admin-login?x=1', '/login#top']) {
      expect(readReturnPath({ from }), from).toBeNull();
    }
  });
});
