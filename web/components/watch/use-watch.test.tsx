import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeHls } from '../player-overlay/testing/fake-hls.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { emptyResponse, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { useWatch } from './use-watch.tsx';

vi.mock('hls.js/light', async () => (await import('../player-overlay/testing/fake-hls.ts')).fakeHlsModule);

function Harness({ videoUrl }: { videoUrl: string | null }) {
  const { watch, stopWatching, watchElement } = useWatch();
  return (
    <>
      <button type="button" onClick={() => watch({ id: 7, title: 'Northbound', video_url: videoUrl })}>
        Watch Now
      </button>
      <button type="button" onClick={() => stopWatching(8)}>
        Another rental ends
      </button>
      <button type="button" onClick={() => stopWatching(7)}>
        This rental ends
      </button>
      {watchElement}
    </>
  );
}

/** The harness on a page, for a logged-in renter (the player reads the saved position, the stream its links). */
function renderHarness(videoUrl: string | null) {
  const viewer = createUser();
  storeTestSession(viewer);
  const fetch = mockFetch({
    'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
    'GET /api/movies/7/progress': () => jsonResponse({ position_seconds: 0, updated_at: null }),
    'POST /api/movies/7/play': () => emptyResponse(204),
    'GET /api/movies/7/stream': () =>
      jsonResponse({
        playlist_url: '/api/stream/tok-1/master.m3u8',
        token: 'tok-1',
        expires_at: '2031-07-04T12:05:00.000Z',
        refresh_in_seconds: 60,
        duration_seconds: 600,
        poster_url: null,
        captions: [],
      }),
  });
  return { ...renderRoutes([{ path: '/', element: <Harness videoUrl={videoUrl} /> }]), ...fetch };
}

beforeEach(() => FakeHls.reset());
afterEach(() => {
  document.body.style.overflow = '';
  // A YouTube player's API script stays in the document head: the next test must not see it.
  for (const script of document.querySelectorAll('script[src*="iframe_api"]')) script.remove();
});

describe('useWatch', () => {
  it('opens the coming-soon dialog for a link that is not YouTube, closed by its button or a click outside', async () => {
    const { user } = renderHarness('https://cdn.example.com/northbound.mp4');
    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    // The dialog's code loads on the first Watch Now.
    expect(await screen.findByRole('dialog', { name: 'Northbound' })).toHaveTextContent('Coming soon');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    await screen.findByRole('dialog', { name: 'Northbound' });
    const backdrop = document.querySelector('.modal-backdrop')!;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch Now' })).toHaveFocus();
  });

  it('closes when the rental of the movie it shows ends, and only then', async () => {
    const { user } = renderHarness(null);
    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    await screen.findByRole('dialog', { name: 'Northbound' });
    // Buttons behind an open dialog are inert to the pointer; the page's expiry callback calls these directly.
    act(() => screen.getByRole('button', { name: 'Another rental ends', hidden: true }).click());
    expect(screen.getByRole('dialog', { name: 'Northbound' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'This rental ends', hidden: true }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the coming-soon dialog when there is no link at all', async () => {
    const { user } = renderHarness(null);
    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    expect(await screen.findByRole('dialog', { name: 'Northbound' })).toBeInTheDocument();
  });

  it('opens the player overlay for a YouTube link, telling the server once that it plays (a waiting clock starts)', async () => {
    window.YT = undefined;
    const { user, requestsTo } = renderHarness('https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    expect(await screen.findByRole('button', { name: 'Close player' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Northbound' })).not.toHaveTextContent('Coming soon');
    // The engine asks for YouTube's API once the saved position is read: wait for it.
    await vi.waitFor(() => expect(document.querySelector('script[src*="iframe_api"]')).not.toBeNull());
    expect(requestsTo('GET /api/movies/7/stream')).toEqual([]);
    expect(requestsTo('POST /api/movies/7/play')).toHaveLength(1);
  });

  it("opens the player on the studio's own stream for a self-hosted film's stream path (its start is the play)", async () => {
    const { user, requestsTo } = renderHarness('/api/movies/7/stream');
    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    expect(await screen.findByRole('button', { name: 'Close player' })).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeHls.instances.map((hls) => hls.source)).toEqual(['/api/stream/tok-1/master.m3u8']));
    expect(requestsTo('GET /api/movies/7/stream')).toHaveLength(1);
    expect(requestsTo('POST /api/movies/7/play')).toEqual([]);
    expect(document.querySelector('script[src*="iframe_api"]')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Northbound' })).not.toHaveTextContent('Coming soon');
  });
});
