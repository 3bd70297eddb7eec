import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import type { EngineMenu } from './player-engine.ts';
import { createFakeEngine, type FakeEngineState } from './testing/fake-engine.tsx';

const PROGRESS = 'GET /api/movies/7/progress';
const SAVE = 'PUT /api/movies/7/progress';

interface RenderOptions {
  engine?: Partial<FakeEngineState>;
  /** The saved position GET answers. */
  saved?: number;
  handlers?: Record<string, FetchHandler>;
}

function renderShell({ engine: initial = {}, saved = 0, handlers = {} }: RenderOptions = {}) {
  const viewer = createUser();
  storeTestSession(viewer, 'viewer-token');
  const engine = createFakeEngine(initial);
  const onClose = vi.fn();
  const onEnded = vi.fn();
  const fetch = mockFetch({
    'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
    [PROGRESS]: () => jsonResponse({ position_seconds: saved, updated_at: saved ? '2031-07-04T12:00:00.000Z' : null }),
    [SAVE]: ({ body }) => jsonResponse({ ...(body as object), updated_at: '2031-07-04T12:00:00.000Z' }),
    ...handlers,
  });
  const { FakeEngineShell } = engine;
  const result = renderRoutes([
    { path: '/', element: <FakeEngineShell movieId={7} title="Northbound" onClose={onClose} onEnded={onEnded} /> },
  ]);
  return { ...result, ...fetch, engine, onClose, onEnded };
}

const stage = () => document.querySelector('.player-overlay__stage')!;
// The page's own location probe is a status too: the player's are looked for inside the dialog.
const player = () => within(screen.getByRole('dialog'));

beforeEach(() => {
  HTMLElement.prototype.requestFullscreen = vi.fn(() => Promise.resolve());
});
afterEach(() => {
  // @ts-expect-error jsdom has no fullscreen; the stub goes with the test.
  delete HTMLElement.prototype.requestFullscreen;
});

describe('PlayerShell', () => {
  it('shows the poster and a spinner while loading, then plays at volume 100 once the saved position is read', async () => {
    const { engine, requestsTo } = renderShell({ engine: { phase: 'loading', posterUrl: '/uploads/movies/poster-7.jpg' } });
    const veil = player().getByRole('status');
    expect(veil).toHaveTextContent('Loading...');
    expect(veil.querySelector('img')).toHaveAttribute('src', '/uploads/movies/poster-7.jpg');
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();

    engine.report({ phase: 'ready' });

    await vi.waitFor(() => expect(engine.calls).toEqual(['volume 100', 'play']));
    expect(requestsTo(PROGRESS)).toHaveLength(1);
    expect(player().queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('100');
    expect(screen.getByRole('dialog', { name: 'Northbound' })).toBeInTheDocument();
  });

  it('shows a spinner over the picture while buffering', async () => {
    const { engine } = renderShell();
    await vi.waitFor(() => expect(engine.calls).toContain('play'));
    engine.report({ playback: 'playing', isBuffering: true });
    expect(player().getByRole('status')).toHaveClass('player-overlay__loading--buffering');
    engine.report({ isBuffering: false });
    expect(player().queryByRole('status')).not.toBeInTheDocument();
  });

  it('plays and pauses, reads the time every second, seeks with the slider, and calls onEnded at the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { engine, onEnded } = renderShell();
    await vi.waitFor(() => expect(engine.calls).toContain('play'));
    engine.report({ playback: 'playing' });

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(engine.calls.at(-1)).toBe('pause');
    engine.report({ playback: 'paused' });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(engine.calls.at(-1)).toBe('play');

    engine.media.time = 65;
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('1:05 / 10:00')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Progress' })).toHaveValue('65');

    fireEvent.change(screen.getByRole('slider', { name: 'Progress' }), { target: { value: '300' } });
    expect(engine.calls.at(-1)).toBe('seek 300');
    expect(screen.getByText('5:00 / 10:00')).toBeInTheDocument();

    engine.report({ playback: 'ended' });
    expect(onEnded).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(engine.calls.slice(-2)).toEqual(['seek 0', 'play']);
  });

  it('answers the keys: Space and K play/pause, arrows seek 10 s, M mutes and unmutes, F goes full screen', async () => {
    const { engine, user } = renderShell();
    await vi.waitFor(() => expect(engine.calls).toContain('play'));
    engine.report({ playback: 'playing' });
    engine.calls.length = 0;
    engine.media.time = 100;
    act(() => screen.getByRole('dialog').focus());

    await user.keyboard(' ');
    expect(engine.calls).toEqual(['pause']);
    engine.report({ playback: 'paused' });
    await user.keyboard('k');
    expect(engine.calls).toEqual(['pause', 'play']);
    engine.report({ playback: 'playing' });

    // The position the shell knows is read every second; seeking sets it at once.
    fireEvent.change(screen.getByRole('slider', { name: 'Progress' }), { target: { value: '100' } });
    engine.calls.length = 0;
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowLeft}');
    expect(engine.calls).toEqual(['seek 110', 'seek 120', 'seek 110']);

    engine.calls.length = 0;
    await user.keyboard('m');
    expect(engine.calls).toEqual(['volume 0']);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    await user.keyboard('M');
    expect(engine.calls).toEqual(['volume 0', 'volume 100']);

    await user.keyboard('f');
    expect(stage().requestFullscreen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('leaves Space to a focused button and the arrows to the volume slider', async () => {
    const { engine, user, onClose } = renderShell();
    await vi.waitFor(() => expect(engine.calls).toContain('play'));
    engine.report({ playback: 'playing' });
    engine.calls.length = 0;

    act(() => screen.getByRole('slider', { name: 'Volume' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(engine.calls.filter((call) => call.startsWith('seek'))).toEqual([]);

    act(() => screen.getByRole('button', { name: 'Close player' }).focus());
    await user.keyboard(' ');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(engine.calls).not.toContain('pause');
  });

  it('hides the controls 3 s after the last activity while playing, and shows them again on movement', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { engine } = renderShell();
    await vi.waitFor(() => expect(engine.calls).toContain('play'));
    engine.report({ playback: 'playing' });
    act(() => vi.advanceTimersByTime(2900));
    expect(stage()).toHaveAttribute('data-controls', 'visible');
    act(() => vi.advanceTimersByTime(200));
    expect(stage()).toHaveAttribute('data-controls', 'hidden');
    fireEvent.mouseMove(stage());
    expect(stage()).toHaveAttribute('data-controls', 'visible');
    engine.report({ playback: 'paused' });
    act(() => vi.advanceTimersByTime(5000));
    expect(stage()).toHaveAttribute('data-controls', 'visible');
  });

  it('sets the volume from the slider', async () => {
    const { engine } = renderShell();
    await vi.waitFor(() => expect(engine.calls).toContain('play'));
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '35' } });
    expect(engine.calls.at(-1)).toBe('volume 35');
  });

  it('closes on Escape and on the close button', async () => {
    const { user, onClose } = renderShell();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close player' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("shows an engine's failure with Retry instead of the picture, and only Close when retrying cannot help", async () => {
    const { engine, user, onClose } = renderShell({ engine: { phase: 'loading' } });
    engine.report({ phase: 'failed', failure: { message: 'This film could not be played.', canRetry: true } });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This film could not be played.');
    expect(player().queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(engine.calls).toContain('retry');

    engine.report({ failure: { message: 'Your rental of this movie has ended.', canRetry: false } });
    expect(within(screen.getByRole('alert')).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("offers the engine's menus beside the controls", async () => {
    const select = vi.fn();
    const quality: EngineMenu = {
      label: 'Quality',
      value: 'auto',
      options: [
        { value: 'auto', label: 'Auto' },
        { value: '0', label: '360p' },
      ],
      select,
    };
    const { user } = renderShell({ engine: { menus: [null, quality] } });
    const menu = screen.getByRole('combobox', { name: 'Quality' });
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual(['Auto', '360p']);
    await user.selectOptions(menu, '360p');
    expect(select).toHaveBeenCalledWith('0');
  });
});

describe('PlayerShell resume', () => {
  it("offers 'Resume from 42:10' before playing, and resumes there", async () => {
    const { engine, user } = renderShell({ engine: { duration: 6000 }, saved: 2530 });
    const resume = await screen.findByRole('button', { name: 'Resume from 42:10' });
    expect(screen.getByRole('button', { name: 'Start over' })).toBeInTheDocument();
    expect(engine.calls).toEqual(['volume 100']);
    // The keys wait for the choice too.
    await user.keyboard('k');
    expect(engine.calls).toEqual(['volume 100']);

    await user.click(resume);

    expect(engine.calls).toEqual(['volume 100', 'seek 2530', 'play']);
    expect(screen.queryByRole('button', { name: /^Resume from/ })).not.toBeInTheDocument();
  });

  it("starts from the beginning on 'Start over'", async () => {
    const { engine, user } = renderShell({ engine: { duration: 6000 }, saved: 2530 });
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(engine.calls).toEqual(['volume 100', 'play']);
  });

  it.each([
    ['in the first 10 s', 8],
    ['in the last 30 s', 580],
  ])('plays from the start without asking when the saved position is %s', async (_case, saved) => {
    const { engine } = renderShell({ engine: { duration: 600 }, saved });
    await vi.waitFor(() => expect(engine.calls).toEqual(['volume 100', 'play']));
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
  });

  it('plays from the start when the saved position cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { engine } = renderShell({ handlers: { [PROGRESS]: () => jsonResponse({ error: 'Down' }, 500) } });
    await vi.waitFor(() => expect(engine.calls).toEqual(['volume 100', 'play']));
    expect(console.warn).toHaveBeenCalled();
  });

  it('saves the position every 10 s while playing, not while paused, and once more on close (keepalive)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { engine, requestsTo, fetchMock, user } = renderShell({ engine: { duration: 6000 }, saved: 2530 });
    await user.click(await screen.findByRole('button', { name: 'Resume from 42:10' }));
    engine.report({ playback: 'playing' });
    const saved = () => requestsTo(SAVE).map((request) => request.body);

    engine.media.time = 2538.6;
    act(() => vi.advanceTimersByTime(10_000));
    await vi.waitFor(() => expect(saved()).toEqual([{ position_seconds: 2538 }]));
    expect(requestsTo(SAVE)[0]?.headers.get('Authorization')).toBe('Bearer viewer-token');

    engine.media.time = 2548;
    act(() => vi.advanceTimersByTime(9_000));
    expect(saved()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_000));
    await vi.waitFor(() => expect(saved()).toEqual([{ position_seconds: 2538 }, { position_seconds: 2548 }]));

    // Paused: nothing more until the player closes.
    engine.report({ playback: 'paused' });
    engine.media.time = 2551;
    act(() => vi.advanceTimersByTime(30_000));
    expect(saved()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Close player' }));
    // onClose is the page's: here the shell stays, so the page going away stands in for it.
    act(() => window.dispatchEvent(new Event('pagehide')));
    await vi.waitFor(() => expect(saved()).toEqual([{ position_seconds: 2538 }, { position_seconds: 2548 }, { position_seconds: 2551 }]));
    const exitCall = fetchMock.mock.calls.at(-1);
    expect(exitCall?.[1]).toMatchObject({ method: 'PUT', keepalive: true });
  });

  it('saves nothing when closed at the offer (the saved position stands)', async () => {
    const { requestsTo, unmount } = renderShell({ engine: { duration: 6000 }, saved: 2530 });
    await screen.findByRole('button', { name: 'Resume from 42:10' });
    act(() => window.dispatchEvent(new Event('pagehide')));
    unmount();
    expect(requestsTo(SAVE)).toEqual([]);
  });

  it('saves the position when the player closes', async () => {
    const { engine, requestsTo, unmount } = renderShell();
    await vi.waitFor(() => expect(engine.calls).toContain('play'));
    engine.report({ playback: 'playing' });
    fireEvent.change(screen.getByRole('slider', { name: 'Progress' }), { target: { value: '95' } });
    unmount();
    expect(requestsTo(SAVE).map((request) => request.body)).toEqual([{ position_seconds: 95 }]);
  });
});
