// The contract between the player's chrome (player-shell.tsx) and what actually plays the film: YouTube's
// player (youtube-engine.tsx) or our own HLS stream on a <video> (hls-engine.tsx). The shell draws the same
// controls, keys, resume offer and error state over either; an engine only plays, reports and explains.
import type { ReactNode } from 'react';
import type { PlayerIconName } from './player-icons.tsx';

/** Setting up (the veil and spinner), playable, or stopped by a failure (its message instead of a black screen). */
type EnginePhase = 'loading' | 'ready' | 'failed';

/** docs/product.md#watching-films: playing, paused or ended, once loaded. */
export type Playback = 'playing' | 'paused' | 'ended';

export interface EngineFailure {
  message: string;
  /** false when trying again cannot help (the rental has ended): only Close is offered. */
  canRetry: boolean;
}

/** What the shell's controls do to the media. Called from handlers and effects only, never while rendering. */
export interface EngineControls {
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  /** 0-100. */
  setVolume(volume: number): void;
  currentTime(): number;
  /** 0 while unknown. */
  duration(): number;
}

/** A choice the engine offers beside the controls (quality, captions): a labelled list with one value chosen. */
export interface EngineMenu {
  label: string;
  /** Its button's picture (a narrow screen shows only that). */
  icon: Extract<PlayerIconName, 'quality' | 'captions'>;
  value: string;
  options: { value: string; label: string }[];
  select(value: string): void;
}

export interface PlayerEngine {
  phase: EnginePhase;
  /** Set exactly when phase is 'failed'. */
  failure: EngineFailure | null;
  playback: Playback;
  /** Waiting for data while ready (the spinner shows over the picture). */
  isBuffering: boolean;
  /** Seconds, once known (0 before): the resume offer needs it. */
  duration: number;
  posterUrl: string | null;
  controls: EngineControls;
  /** The media itself, placed by the shell under its controls. */
  media: ReactNode;
  /** Beside the controls, in this order; null: not offered (no choice to make). */
  menus: (EngineMenu | null)[];
  /** Runs the set-up again after a failure. */
  retry(): void;
}
