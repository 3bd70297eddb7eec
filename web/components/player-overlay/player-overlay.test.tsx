import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { premiereMessages } from '../../../common/messages/premieres.ts';
import { playerMessages } from '../../content/player.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { emptyResponse, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { formatPlaybackTime, INVALID_YOUTUBE_URL_MESSAGE, PlayerOverlay } from './player-overlay.tsx';
import { YOUTUBE_API_URL, type YouTubeNamespace, type YouTubePlayerOptions } from './youtube-api.ts';

/** A stand-in for YouTube's player: records calls, and lets the test fire its events. */
class FakePlayer {
  static last: FakePlayer | null = null;
  options: YouTubePlayerOptions;
  element: HTMLElement;
  volume = 100;
  currentTime = 0;
  duration = 600;
  calls: string[] = [];
  constructor(element: HTMLElement, options: YouTubePlayerOptions) {
    this.element = element;
    this.options = options;
    FakePlayer.last = this;
  }
  playVideo() { this.calls.push('play'); }
  pauseVideo() { this.calls.push('pause'); }
  seekTo(seconds: number) { this.currentTime = seconds; this.calls.push(`seek ${seconds}`); }
  setVolume(volume: number) { this.volume = volume; this.calls.push(`volume ${volume}`); }
  getVolume() { return this.volume; }
  getCurrentTime() { return this.currentTime; }
  getDuration() { return this.duration; }
  getPlayerState() { return -1; }
  destroy() { this.calls.push('destroy'); }
  ready() { act(() => this.options.events?.onReady?.({ target: this })); }
  state(data: number) { act(() => this.options.events?.onStateChange?.({ data, target: this })); }
  error(data: number) { act(() => this.options.events?.onError?.({ data })); }
}

const URL_OK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const FAKE_YT: YouTubeNamespace = { Player: FakePlayer, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } };

const PLAY = 'POST /api/movies/7/play';

function renderPlayer({ videoUrl = URL_OK, saved = 0, onEnded = vi.fn(), onClose = vi.fn(), play = () => emptyResponse(204) } = {}) {
  const viewer = createUser();
  storeTestSession(viewer);
  const fetch = mockFetch({
    'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
    [PLAY]: play,
    'GET /api/movies/7/progress': () => jsonResponse({ position_seconds: saved, updated_at: null }),
    'PUT /api/movies/7/progress': ({ body }) => jsonResponse({ ...(body as object), updated_at: '2031-07-04T12:00:00.000Z' }),
  });
  const result = renderRoutes([
    {
      path: '/',
      element: <PlayerOverlay movieId={7} title="Northbound" videoUrl={videoUrl} onClose={onClose} onEnded={onEnded} />,
    },
  ]);
  return { ...result, ...fetch, onEnded, onClose };
}

async function createdPlayer(): Promise<FakePlayer> {
  await vi.waitFor(() => expect(FakePlayer.last).not.toBeNull());
  return FakePlayer.last!;
}

const player = () => within(screen.getByRole('dialog', { name: 'Northbound' }));

beforeEach(() => {
  FakePlayer.last = null;
  window.YT = FAKE_YT;
});
afterEach(() => {
  delete window.YT;
  document.querySelector(`script[src="${YOUTUBE_API_URL}"]`)?.remove();
});

describe('PlayerOverlay with a YouTube link', () => {
  it("loads YouTube's player without its chrome, then plays at volume 100", async () => {
    renderPlayer();
    expect(player().getByRole('status')).toHaveTextContent('Loading...');
    const youtube = await createdPlayer();
    expect(youtube.options.videoId).toBe('dQw4w9WgXcQ');
    expect(youtube.options.playerVars).toMatchObject({ controls: 0, autoplay: 0 });
    expect(document.querySelector('.player-overlay__youtube')).toContainElement(youtube.element);

    youtube.ready();

    await vi.waitFor(() => expect(youtube.calls).toEqual(['volume 100', 'play']));
    expect(player().queryByRole('status')).not.toBeInTheDocument();
    expect(player().getByRole('slider', { name: 'Volume' })).toHaveValue('100');
  });

  it("follows YouTube's states: playing, buffering, paused, and ended (the callback fires)", async () => {
    const { onEnded } = renderPlayer();
    const youtube = await createdPlayer();
    youtube.ready();
    await vi.waitFor(() => expect(youtube.calls).toContain('play'));

    youtube.state(1);
    expect(player().getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    youtube.state(3);
    expect(player().getByRole('status')).toHaveClass('player-overlay__loading--buffering');
    youtube.state(2);
    expect(player().getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(player().queryByRole('status')).not.toBeInTheDocument();
    youtube.state(0);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(player().getByRole('button', { name: 'Replay' })).toBeInTheDocument();
  });

  it('offers to resume a YouTube film too', async () => {
    const { user } = renderPlayer({ saved: 125 });
    const youtube = await createdPlayer();
    youtube.ready();
    await user.click(await player().findByRole('button', { name: 'Resume from 2:05' }));
    expect(youtube.calls).toEqual(['volume 100', 'seek 125', 'play']);
  });

  it("says the player could not be loaded, with Retry, when YouTube's API does not load; Retry loads it", async () => {
    delete window.YT;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderPlayer();
    const script = document.querySelector<HTMLScriptElement>(`script[src="${YOUTUBE_API_URL}"]`);
    expect(script).not.toBeNull();
    act(() => script!.dispatchEvent(new Event('error')));

    const alert = await player().findByRole('alert');
    expect(alert).toHaveTextContent(playerMessages.youtubeLoadFailed);
    expect(player().queryByRole('status')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();

    window.YT = FAKE_YT;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    const youtube = await createdPlayer();
    expect(player().queryByRole('alert')).not.toBeInTheDocument();
    expect(player().getByRole('status')).toHaveTextContent('Loading...');
    youtube.ready();
    await vi.waitFor(() => expect(youtube.calls).toContain('play'));
  });

  it("shows the film could not be played when YouTube's player reports an error", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPlayer();
    const youtube = await createdPlayer();
    youtube.ready();
    youtube.error(150);
    expect(player().getByRole('alert')).toHaveTextContent(playerMessages.playerLoadFailed);
    expect(within(player().getByRole('alert')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says "Invalid or unsupported YouTube URL" with a Close button for a link it cannot read', async () => {
    const { onClose, requestsTo } = renderPlayer({ videoUrl: 'https://vimeo.com/12345' });
    expect(screen.getByRole('heading', { name: INVALID_YOUTUBE_URL_MESSAGE })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(FakePlayer.last).toBeNull();
    expect(requestsTo(PLAY)).toEqual([]);
  });

  it('tells the server once per opening that the film plays (a rental waiting for its first play starts its clock)', async () => {
    const { requestsTo, unmount } = renderPlayer();
    const youtube = await createdPlayer();
    youtube.ready();
    youtube.state(1);
    youtube.state(2);
    youtube.state(1);
    await vi.waitFor(() => expect(requestsTo(PLAY)).toHaveLength(1));
    expect(requestsTo(PLAY)[0]?.headers.get('Authorization')).toMatch(/^Bearer /);

    // Opened again: told again.
    unmount();
    const reopened = renderPlayer();
    await vi.waitFor(() => expect(reopened.requestsTo(PLAY)).toHaveLength(1));
  });

  it("shows the server's refusal before the premiere in its error state, with Close and no Retry", async () => {
    const premiere = premiereMessages.notYetShowing('Dec 12, 8:00 PM PST');
    renderPlayer({ play: () => jsonResponse({ error: premiere }, 403) });

    const alert = await player().findByRole('alert');
    expect(alert).toHaveTextContent('This film premieres Dec 12, 8:00 PM PST. You can watch it from then.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(player().queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });
});

describe('formatPlaybackTime', () => {
  it.each([
    [0, '0:00'],
    [65.9, '1:05'],
    [2530, '42:10'],
    [3729, '1:02:09'],
    [Number.NaN, '0:00'],
  ])('%s s -> %s', (seconds, text) => expect(formatPlaybackTime(seconds)).toBe(text));
});
