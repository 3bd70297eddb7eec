import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser, storeTestSession } from '../test/factories.ts';
import { emptyResponse, mockFetch } from '../test/fetch-mock.ts';
import { sentBeacons, stubBeacon } from '../test/beacon.ts';
import { reportInsightEvent } from './report.ts';
import { rememberVisitSource } from './visit-source.ts';

let sendBeacon: ReturnType<typeof stubBeacon>;

beforeEach(() => {
  sessionStorage.clear();
  sendBeacon = stubBeacon();
  window.history.replaceState(null, '', '/movies/7?utm_source=newsletter&utm_campaign=spring');
  rememberVisitSource();
});

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('reportInsightEvent', () => {
  it('sends a text/plain beacon to /api/events with the event and the visit source', async () => {
    reportInsightEvent('page_view', 7);

    expect(await sentBeacons(sendBeacon)).toEqual([
      {
        url: '/api/events',
        type: 'text/plain',
        body: {
          source: { utm_source: 'newsletter', utm_medium: null, utm_campaign: 'spring', referrer: null },
          events: [{ type: 'page_view', movie_id: 7, path: '/movies/7' }],
        },
      },
    ]);
  });

  it('sends no source for a direct visit', async () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/movies/7');
    rememberVisitSource();

    reportInsightEvent('trailer_play', 7);

    const [beacon] = await sentBeacons(sendBeacon);
    expect(beacon?.body).toEqual({ events: [{ type: 'trailer_play', movie_id: 7, path: '/movies/7' }] });
  });

  it('sends nothing for an administrator, and does for a viewer', () => {
    storeTestSession(createUser({ isAdmin: true }));
    reportInsightEvent('page_view', 7);
    expect(sendBeacon).not.toHaveBeenCalled();

    storeTestSession(createUser());
    reportInsightEvent('page_view', 7);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to a kept-alive fetch when the beacon is refused', () => {
    sendBeacon.mockReturnValue(false);
    const { requestsTo } = mockFetch({ 'POST /api/events': () => emptyResponse() });

    reportInsightEvent('checkout_start', 7);

    expect(requestsTo('POST /api/events')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ events: [{ type: 'checkout_start', movie_id: 7, path: '/movies/7' }] }) }),
    ]);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });

  it('never throws, even when nothing can send it', () => {
    sendBeacon.mockImplementation(() => {
      throw new TypeError('Beacon refused');
    });
    vi.stubGlobal('fetch', () => {
      throw new TypeError('No fetch');
    });

    expect(() => reportInsightEvent('page_view', 7)).not.toThrow();
  });
});
