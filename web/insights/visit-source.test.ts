import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { landingSource, rememberVisitSource, visitSource } from './visit-source.ts';

/** A full page load of `path`, arriving from `referrer` ('' for none). */
function land(path: string, referrer = '') {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  rememberVisitSource();
}

function setPrivacySignals({ gpc, dnt }: { gpc?: boolean; dnt?: string }) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: dnt ?? null, configurable: true });
}

beforeEach(() => {
  sessionStorage.clear();
  setPrivacySignals({});
});

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('landingSource', () => {
  it("reads the UTM parameters and another site's referrer, as its origin only", () => {
    expect(
      landingSource('http://localhost:3000/movies/3?utm_source=Newsletter&utm_medium=email&utm_campaign=spring', 'https://www.example.org/some/page?q=1'),
    ).toEqual({ utm_source: 'Newsletter', utm_medium: 'email', utm_campaign: 'spring', referrer: 'https://www.example.org' });
  });

  it("leaves out the site's own pages as referrer, and empty or unreadable ones", () => {
    const none = { utm_source: null, utm_medium: null, utm_campaign: null, referrer: null };
    expect(landingSource('http://localhost:3000/movies/3', 'http://localhost:3000/movies')).toEqual(none);
    expect(landingSource('http://localhost:3000/movies/3', '')).toEqual(none);
    expect(landingSource('http://localhost:3000/movies/3?utm_source=', 'not a url')).toEqual(none);
  });

  it('cuts a UTM value to the 100 characters the server takes', () => {
    expect(landingSource(`http://localhost:3000/?utm_campaign=${'x'.repeat(150)}`, '').utm_campaign).toHaveLength(100);
  });
});

describe('the visit source', () => {
  it('keeps the landing source in sessionStorage for the visit', () => {
    land('/movies/3?utm_source=instagram&utm_medium=social', 'https://l.instagram.com/');
    window.history.replaceState(null, '', '/movies');

    expect(visitSource()).toEqual({ utm_source: 'instagram', utm_medium: 'social', utm_campaign: null, referrer: 'https://l.instagram.com' });
    expect(JSON.parse(sessionStorage.getItem('visit-source') ?? 'null')).toMatchObject({ utm_source: 'instagram' });
  });

  it('keeps the first landing: a later referrer (back from the checkout) does not replace it, even a direct one', () => {
    land('/movies/3');
    land('/payment/success?session_id=cs_1', 'https://checkout.stripe.com/');
    expect(visitSource()).toBeNull();

    sessionStorage.clear();
    land('/?utm_source=newsletter');
    land('/payment/success', 'https://checkout.stripe.com/');
    expect(visitSource()).toMatchObject({ utm_source: 'newsletter', referrer: null });
  });

  it("lets a later landing with UTM parameters of its own replace it (a new campaign's link)", () => {
    land('/', 'https://www.google.com/');
    land('/movies/3?utm_source=festival&utm_campaign=premiere');

    expect(visitSource()).toEqual({ utm_source: 'festival', utm_medium: null, utm_campaign: 'premiere', referrer: null });
  });

  it('says none for a direct visit', () => {
    land('/movies/3');
    expect(visitSource()).toBeNull();
  });

  it.each([
    ['Global Privacy Control', { gpc: true }],
    ['Do Not Track', { dnt: '1' }],
  ])('keeps no source at all under %s', (_name, signals) => {
    setPrivacySignals(signals);
    land('/movies/3?utm_source=newsletter', 'https://www.example.org/');

    expect(visitSource()).toBeNull();
    expect(sessionStorage.getItem('visit-source')).toBeNull();
  });

  it('forgets a source kept earlier once the visitor turns Global Privacy Control on', () => {
    land('/?utm_source=newsletter');
    setPrivacySignals({ gpc: true });
    land('/movies/3');

    expect(visitSource()).toBeNull();
    expect(sessionStorage.getItem('visit-source')).toBeNull();
  });
});
