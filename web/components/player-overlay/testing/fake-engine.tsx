// A stand-in engine for the player shell's tests: the test sets what the engine reports (phase, playback,
// failure...) and reads what the shell asked of it (calls).
import { useSyncExternalStore } from 'react';
import { act } from '@testing-library/react';
import type { EngineControls, PlayerEngine } from '../player-engine.ts';
import { PlayerShell, type PlayerShellProps } from '../player-shell.tsx';

export type FakeEngineState = Omit<PlayerEngine, 'controls' | 'media' | 'retry'>;

export function createFakeEngine(initial: Partial<FakeEngineState> = {}) {
  let state: FakeEngineState = {
    phase: 'ready',
    failure: null,
    playback: 'paused',
    isBuffering: false,
    duration: 600,
    posterUrl: null,
    menus: [],
    ...initial,
  };
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  const media = { time: 0, duration: state.duration };
  const controls: EngineControls = {
    play: () => void calls.push('play'),
    pause: () => void calls.push('pause'),
    seek: (seconds) => {
      media.time = seconds;
      calls.push(`seek ${seconds}`);
    },
    setVolume: (volume) => void calls.push(`volume ${volume}`),
    currentTime: () => media.time,
    duration: () => media.duration,
  };
  const store = {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };

  function FakeEngineShell(props: Omit<PlayerShellProps, 'engine'>) {
    const current = useSyncExternalStore(store.subscribe, store.get);
    const engine: PlayerEngine = {
      ...current,
      controls,
      media: <div data-testid="engine-media" />,
      retry: () => void calls.push('retry'),
    };
    return <PlayerShell {...props} engine={engine} />;
  }

  return {
    calls,
    media,
    FakeEngineShell,
    /** What the engine reports from now on. */
    report(patch: Partial<FakeEngineState>) {
      act(() => {
        state = { ...state, ...patch };
        for (const listener of listeners) listener();
      });
    },
  };
}
