import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fetch-mock.ts';
import { PROGRESS, renderShell, SAVE } from './player-shell-test-helpers.tsx';

beforeEach(() => {
  HTMLElement.prototype.requestFullscreen = vi.fn(() => Promise.resolve());
});
afterEach(() => {
  // @ts-expect-error jsdom has no fullscreen; the stub goes with the test.
  delete HTMLElement.prototype.requestFullscreen;
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
