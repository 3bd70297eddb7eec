import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { player, PROGRESS, renderShell, stage } from './player-shell-test-helpers.tsx';

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
});
