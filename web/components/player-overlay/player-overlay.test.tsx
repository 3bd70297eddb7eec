import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPlaybackTime, INVALID_YOUTUBE_URL_MESSAGE, PlayerOverlay } from './player-overlay.tsx';
import { YOUTUBE_API_URL, type YouTubePlayerOptions } from './youtube-api.ts';

/** A stand-in for YouTube's player: records calls, and lets the test fire its events. */
class FakePlayer {
  static last: FakePlayer | null = null;
  options: YouTubePlayerOptions;
  volume = 100;
  currentTime = 0;
  duration = 600;
  calls: string[] = [];
  constructor(_element: HTMLElement, options: YouTubePlayerOptions) {
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
}

const URL_OK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

beforeEach(() => {
  FakePlayer.last = null;
  window.YT = { Player: FakePlayer, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } };
});
afterEach(() => {
  delete window.YT;
  vi.useRealTimers();
});

describe('PlayerOverlay', () => {
  it('loads, then plays at volume 100 with the video id from the link', async () => {
    render(<PlayerOverlay title="Northbound" videoUrl={URL_OK} onClose={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await vi.waitFor(() => expect(FakePlayer.last).not.toBeNull());
    const player = FakePlayer.last!;
    expect(player.options.videoId).toBe('dQw4w9WgXcQ');
    player.ready();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(player.calls).toEqual(['volume 100', 'play']);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('100');
    expect(screen.getByRole('dialog', { name: 'Northbound' })).toBeInTheDocument();
  });

  it('toggles play and pause, updates progress every second, and calls onEnded at the end', async () => {
    const onEnded = vi.fn();
    render(<PlayerOverlay title="Northbound" videoUrl={URL_OK} onClose={() => {}} onEnded={onEnded} />);
    await vi.waitFor(() => expect(FakePlayer.last).not.toBeNull());
    const player = FakePlayer.last!;
    vi.useFakeTimers();
    player.ready();
    player.state(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(player.calls.at(-1)).toBe('pause');
    player.state(2);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(player.calls.at(-1)).toBe('play');

    player.currentTime = 65;
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('1:05 / 10:00')).toBeInTheDocument();

    player.state(0);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Replay' })).toBeInTheDocument();
  });

  it('hides the controls 3 s after the last activity while playing, and shows them again on movement', async () => {
    render(<PlayerOverlay title="Northbound" videoUrl={URL_OK} onClose={() => {}} />);
    await vi.waitFor(() => expect(FakePlayer.last).not.toBeNull());
    vi.useFakeTimers();
    FakePlayer.last!.ready();
    FakePlayer.last!.state(1);
    const stage = document.querySelector('.player-overlay__stage')!;
    act(() => vi.advanceTimersByTime(2900));
    expect(stage).toHaveAttribute('data-controls', 'visible');
    act(() => vi.advanceTimersByTime(200));
    expect(stage).toHaveAttribute('data-controls', 'hidden');
    fireEvent.mouseMove(stage);
    expect(stage).toHaveAttribute('data-controls', 'visible');
    FakePlayer.last!.state(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(stage).toHaveAttribute('data-controls', 'visible');
  });

  it('sets the volume from the slider', async () => {
    render(<PlayerOverlay title="Northbound" videoUrl={URL_OK} onClose={() => {}} />);
    await vi.waitFor(() => expect(FakePlayer.last).not.toBeNull());
    FakePlayer.last!.ready();
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '35' } });
    expect(FakePlayer.last!.volume).toBe(35);
  });

  it('closes on Escape and on the close button', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<PlayerOverlay title="Northbound" videoUrl={URL_OK} onClose={onClose} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close player' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('says "Invalid or unsupported YouTube URL" with a Close button for a link it cannot read', async () => {
    const onClose = vi.fn();
    render(<PlayerOverlay title="Northbound" videoUrl="https://vimeo.com/12345" onClose={onClose} />);
    expect(screen.getByRole('heading', { name: INVALID_YOUTUBE_URL_MESSAGE })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(FakePlayer.last).toBeNull();
  });

  it('logs and lifts the loading veil when the YouTube API cannot load', async () => {
    delete window.YT;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<PlayerOverlay title="Northbound" videoUrl={URL_OK} onClose={() => {}} />);
    const script = document.querySelector<HTMLScriptElement>(`script[src="${YOUTUBE_API_URL}"]`);
    expect(script).not.toBeNull();
    act(() => script!.dispatchEvent(new Event('error')));
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(warn).toHaveBeenCalled();
  });
});

describe('formatPlaybackTime', () => {
  it.each([
    [0, '0:00'],
    [65.9, '1:05'],
    [3729, '1:02:09'],
    [Number.NaN, '0:00'],
  ])('%s s -> %s', (seconds, text) => expect(formatPlaybackTime(seconds)).toBe(text));
});
