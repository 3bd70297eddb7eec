import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamInfo } from '../../../common/films.ts';
import { filmMessages } from '../../../common/messages/films.ts';
import { premiereMessages } from '../../../common/messages/premieres.ts';
import { playerMessages } from '../../content/player.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { withCurrentToken } from './hls-js.ts';
import { PlayerOverlay } from './player-overlay.tsx';
import { FakeHls } from './testing/fake-hls.ts';

vi.mock('hls.js/light', async () => (await import('./testing/fake-hls.ts')).fakeHlsModule);

const STREAM = 'GET /api/movies/7/stream';

function streamInfo(token: string, overrides: Partial<StreamInfo> = {}): StreamInfo {
  return {
    playlist_url: `/api/stream/${token}/master.m3u8`,
    token,
    expires_at: '2031-07-04T12:05:00.000Z',
    refresh_in_seconds: 60,
    duration_seconds: 600,
    poster_url: '/uploads/movies/poster-7.jpg',
    captions: [
      { language: 'en', label: 'English', url: `/api/stream/${token}/captions/en.vtt` },
      { language: 'fr', label: 'Français', url: `/api/stream/${token}/captions/fr.vtt` },
    ],
    ...overrides,
  };
}

/** Each call to the stream info takes the next answer; the last one repeats. */
function answers(...list: (() => Response)[]): FetchHandler {
  let index = 0;
  return () => list[Math.min(index++, list.length - 1)]!();
}
const info = (token: string, overrides?: Partial<StreamInfo>) => () => jsonResponse(streamInfo(token, overrides));
const refused = (status: number, error: string) => () => jsonResponse({ error }, status);

function renderStream(stream: FetchHandler) {
  const viewer = createUser();
  storeTestSession(viewer, 'viewer-token');
  const fetch = mockFetch({
    'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
    'GET /api/movies/7/progress': () => jsonResponse({ position_seconds: 0, updated_at: null }),
    [STREAM]: stream,
  });
  const onClose = vi.fn();
  const result = renderRoutes([
    { path: '/', element: <PlayerOverlay movieId={7} title="Northbound" videoUrl="/api/movies/7/stream" onClose={onClose} /> },
  ]);
  return { ...result, ...fetch, onClose };
}

const video = () => document.querySelector('video')!;
const player = () => within(screen.getByRole('dialog', { name: 'Northbound' }));

/** The browser has read the film's start: its length is known and it can play. */
function loadMetadata(duration = 600) {
  Object.defineProperty(video(), 'duration', { value: duration, configurable: true });
  fireEvent(video(), new Event('loadedmetadata'));
}

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  FakeHls.reset();
  play = vi.spyOn(HTMLMediaElement.prototype, 'play');
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
});
afterEach(() => {
  FakeHls.reset();
});

describe('HLS engine', () => {
  it('streams the signed playlist through hls.js, with the poster and a spinner until it can play, then plays', async () => {
    const { requestsTo } = renderStream(info('tok-1'));
    expect(player().getByRole('status')).toHaveTextContent('Loading...');

    await vi.waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const hls = FakeHls.last;
    expect(hls.source).toBe('/api/stream/tok-1/master.m3u8');
    expect(hls.media).toBe(video());
    expect(video()).toHaveAttribute('poster', '/uploads/movies/poster-7.jpg');
    expect(player().getByRole('status').querySelector('img')).toHaveAttribute('src', '/uploads/movies/poster-7.jpg');
    expect(requestsTo(STREAM)[0]?.headers.get('Authorization')).toBe('Bearer viewer-token');
    expect(play).not.toHaveBeenCalled();

    loadMetadata();

    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(player().queryByRole('status')).not.toBeInTheDocument();
    fireEvent.play(video());
    expect(player().getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(player().getByText('0:00 / 10:00')).toBeInTheDocument();
  });

  it('asks for the stream info every refresh_in_seconds and puts the newest token into every request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requestsTo } = renderStream(answers(info('tok-1'), info('tok-2')));
    await vi.waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const hls = FakeHls.last;
    const segment = `${window.location.origin}/api/stream/tok-1/v1/seg00042.ts`;
    expect(hls.requestedUrl(segment)).toBe(segment);

    act(() => vi.advanceTimersByTime(60_000));

    await vi.waitFor(() => expect(requestsTo(STREAM)).toHaveLength(2));
    await vi.waitFor(() => expect(hls.requestedUrl(segment)).toBe(`${window.location.origin}/api/stream/tok-2/v1/seg00042.ts`));
    expect(hls.requestedUrl('/api/stream/tok-1/key')).toBe('/api/stream/tok-2/key');
    // The same hls.js goes on playing: only the token changed.
    expect(FakeHls.instances).toHaveLength(1);
  });

  it('says the film could not be played, with Retry, when the stream info fails; Retry asks again and plays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { requestsTo, user } = renderStream(answers(refused(500, 'Something went wrong'), info('tok-1')));

    const alert = await player().findByRole('alert');
    expect(alert).toHaveTextContent(playerMessages.playerLoadFailed);
    expect(FakeHls.instances).toHaveLength(0);
    expect(warn).toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    await vi.waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    expect(requestsTo(STREAM)).toHaveLength(2);
    expect(player().queryByRole('alert')).not.toBeInTheDocument();
    loadMetadata();
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
  });

  it('says the rental has ended, without Retry, when the stream info is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderStream(refused(403, filmMessages.rentToWatch));
    const alert = await player().findByRole('alert');
    expect(alert).toHaveTextContent(playerMessages.rentalEnded);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(FakeHls.instances).toHaveLength(0);
  });

  it("shows the server's reason, without Retry, when the premiere is still ahead", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderStream(refused(403, premiereMessages.notYetShowing('Dec 12, 8:00 PM PST')));
    const alert = await player().findByRole('alert');
    expect(alert).toHaveTextContent('This film premieres Dec 12, 8:00 PM PST. You can watch it from then.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('stops playback when a refresh is refused (the rental ended or was refunded), and asks no more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { requestsTo } = renderStream(answers(info('tok-1'), refused(403, filmMessages.rentToWatch)));
    await vi.waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    loadMetadata();
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
    fireEvent.play(video());

    act(() => vi.advanceTimersByTime(60_000));

    expect(await player().findByRole('alert')).toHaveTextContent(playerMessages.rentalEnded);
    expect(pause).toHaveBeenCalled();
    expect(FakeHls.last.calls).toContain('stopLoad');
    act(() => vi.advanceTimersByTime(180_000));
    expect(requestsTo(STREAM)).toHaveLength(2);
  });

  it('recovers once from a fatal media error; the next shows the message, and Retry starts hls.js again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, requestsTo } = renderStream(info('tok-1'));
    await vi.waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const first = FakeHls.last;
    loadMetadata();

    first.fatalError(FakeHls.ErrorTypes.MEDIA_ERROR, 'bufferAppendError');
    expect(first.calls).toEqual(['recoverMediaError']);
    expect(player().queryByRole('alert')).not.toBeInTheDocument();

    first.fatalError(FakeHls.ErrorTypes.MEDIA_ERROR, 'bufferAppendError');
    const alert = await player().findByRole('alert');
    expect(alert).toHaveTextContent(playerMessages.playerLoadFailed);
    expect(warn).toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    await vi.waitFor(() => expect(FakeHls.instances).toHaveLength(2));
    expect(first.isDestroyed).toBe(true);
    expect(FakeHls.last.source).toBe('/api/stream/tok-1/master.m3u8');
    expect(player().queryByRole('alert')).not.toBeInTheDocument();
    // The failure asked the stream info again (was it the rental?), and so did Retry.
    expect(requestsTo(STREAM)).toHaveLength(3);
  });

  it('tells a fatal network error caused by the rental ending from any other (the stream info says 403)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderStream(answers(info('tok-1'), refused(403, filmMessages.rentToWatch)));
    await vi.waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    loadMetadata();

    FakeHls.last.fatalError(FakeHls.ErrorTypes.NETWORK_ERROR, 'fragLoadError');

    await vi.waitFor(() => expect(player().getByRole('alert')).toHaveTextContent(playerMessages.rentalEnded));
    expect(within(player().getByRole('alert')).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("offers 'Auto' and each rendition's height, and switches hls.js's level", async () => {
    const { user } = renderStream(info('tok-1'));
    await vi.waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const hls = FakeHls.last;
    loadMetadata();
    expect(player().queryByRole('button', { name: /^Quality/ })).not.toBeInTheDocument();

    hls.manifestParsed([360, 720, 1080]);

    await user.click(player().getByRole('button', { name: 'Quality: Auto' }));
    const quality = player().getByRole('menu', { name: 'Quality' });
    expect(within(quality).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Auto', '360p', '720p', '1080p']);
    await user.click(within(quality).getByRole('menuitemradio', { name: '720p' }));
    expect(hls.currentLevel).toBe(1);
    await user.click(player().getByRole('button', { name: 'Quality: 720p' }));
    await user.click(player().getByRole('menuitemradio', { name: 'Auto' }));
    expect(hls.currentLevel).toBe(-1);
  });

  it('offers the captions, loading a track with the newest token when it is first shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderStream(answers(info('tok-1'), info('tok-2', { poster_url: '/uploads/movies/poster-7b.jpg' })));
    await vi.waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    loadMetadata();
    const tracks = [...video().querySelectorAll('track')];
    expect(tracks.map((track) => [track.kind, track.srclang, track.label])).toEqual([
      ['subtitles', 'en', 'English'],
      ['subtitles', 'fr', 'Français'],
    ]);
    // jsdom keeps no text tracks: these stand in for the browser's.
    const textTracks = [
      { kind: 'subtitles', language: 'en', mode: 'disabled' },
      { kind: 'subtitles', language: 'fr', mode: 'disabled' },
    ];
    Object.defineProperty(video(), 'textTracks', { value: textTracks, configurable: true });
    act(() => vi.advanceTimersByTime(60_000));
    // The refreshed answer is in (its poster tells).
    await vi.waitFor(() => expect(video()).toHaveAttribute('poster', '/uploads/movies/poster-7b.jpg'));

    await user.click(player().getByRole('button', { name: 'Captions: Off' }));
    const captions = player().getByRole('menu', { name: 'Captions' });
    expect(within(captions).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Off', 'English', 'Français']);
    await user.click(within(captions).getByRole('menuitemradio', { name: 'Français' }));
    expect(tracks[1]).toHaveAttribute('src', '/api/stream/tok-2/captions/fr.vtt');
    expect(textTracks.map((track) => track.mode)).toEqual(['disabled', 'showing']);
    expect(tracks[0]).not.toHaveAttribute('src');

    await user.click(player().getByRole('button', { name: 'Captions: Français' }));
    await user.click(player().getByRole('menuitemradio', { name: 'Off' }));
    expect(textTracks.map((track) => track.mode)).toEqual(['disabled', 'disabled']);
  });

  it("plays with the browser's own HLS where hls.js cannot, reloading the newest playlist where it was after a network error", async () => {
    FakeHls.supported = false;
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const { requestsTo } = renderStream(answers(info('tok-1'), info('tok-2')));
    await vi.waitFor(() => expect(video()).toHaveAttribute('src', '/api/stream/tok-1/master.m3u8'));
    expect(FakeHls.instances).toHaveLength(0);
    loadMetadata();
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(player().queryByRole('button', { name: /^Quality/ })).not.toBeInTheDocument();

    video().currentTime = 123;
    Object.defineProperty(video(), 'paused', { value: false, configurable: true });
    fireEvent.error(video());

    await vi.waitFor(() => expect(video()).toHaveAttribute('src', '/api/stream/tok-2/master.m3u8'));
    expect(requestsTo(STREAM)).toHaveLength(2);
    loadMetadata();
    expect(video().currentTime).toBe(123);
    expect(play).toHaveBeenCalledTimes(2);
    expect(player().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the browser can play HLS neither way', async () => {
    FakeHls.supported = false;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderStream(info('tok-1'));
    expect(await player().findByRole('alert')).toHaveTextContent(playerMessages.playerLoadFailed);
    expect(warn).toHaveBeenCalled();
  });
});

describe('withCurrentToken', () => {
  it('replaces the token of a stream URL, relative or absolute, and leaves other URLs alone', () => {
    expect(withCurrentToken('/api/stream/a.b/v0/index.m3u8', 'c.d')).toBe('/api/stream/c.d/v0/index.m3u8');
    expect(withCurrentToken('https://films.example/api/stream/a.b/key', 'c.d')).toBe('https://films.example/api/stream/c.d/key');
    expect(withCurrentToken('/uploads/poster.jpg', 'c.d')).toBe('/uploads/poster.jpg');
    expect(withCurrentToken('/api/stream/a.b/key', null)).toBe('/api/stream/a.b/key');
  });
});
