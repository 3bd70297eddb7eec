import type { Ref } from 'react';
import { playerContent as content } from '../../content/player.ts';
import { formatPlaybackTime } from './playback-time.ts';
import type { EngineMenu } from './player-engine.ts';
import { PlayerIcon, type PlayerIconName } from './player-icons.tsx';
import { PlayerMenu } from './player-menu.tsx';

export interface PlayerControlsProps {
  playIcon: Extract<PlayerIconName, 'play' | 'pause' | 'replay'>;
  canControl: boolean;
  onTogglePlay: () => void;
  /** Seconds. */
  current: number;
  duration: number;
  onSeek: (seconds: number) => void;
  progressRef: Ref<HTMLInputElement>;
  volume: number;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  menus: (EngineMenu | null)[];
  /** The label of the open menu, if any. */
  openMenu: string | null;
  onOpenMenu: (label: string | null) => void;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
}

/**
 * The bar at the foot of the player: the seek bar on a row of its own, the whole width (a thumb's reach on a phone),
 * then the buttons with the elapsed and total time ('12:34 / 1:42:05') beside Play, and the menus and full
 * screen at the end.
 */
export function PlayerControls({
  playIcon,
  canControl,
  onTogglePlay,
  current,
  duration,
  onSeek,
  progressRef,
  volume,
  onVolume,
  onToggleMute,
  menus,
  openMenu,
  onOpenMenu,
  isFullscreen,
  onToggleFullscreen,
}: PlayerControlsProps) {
  return (
    <div className="player-overlay__controls">
      <div className="player-overlay__seek-row">
        <input
          ref={progressRef}
          className="player-overlay__progress"
          type="range"
          min={0}
          max={Math.max(duration, 0)}
          step={1}
          value={Math.min(current, duration)}
          disabled={!canControl}
          onChange={(event) => onSeek(Number(event.target.value))}
          aria-label={content.progress}
          aria-valuetext={content.progressValue(formatPlaybackTime(current), formatPlaybackTime(duration))}
        />
      </div>
      <div className="player-overlay__buttons">
        <button
          type="button"
          className="touch-box player-overlay__button"
          onClick={onTogglePlay}
          aria-label={content[playIcon]}
          disabled={!canControl}
        >
          <PlayerIcon name={playIcon} />
        </button>
        <div className="player-overlay__volume">
          <button
            type="button"
            className="touch-box player-overlay__button player-overlay__button--plain"
            onClick={onToggleMute}
            aria-label={volume === 0 ? content.unmute : content.mute}
          >
            <PlayerIcon name={volume === 0 ? 'muted' : 'volume'} />
          </button>
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={volume}
            onChange={(event) => onVolume(Number(event.target.value))}
            aria-label={content.volume}
          />
        </div>
        <span className="player-overlay__time" aria-live="off">
          {content.time(formatPlaybackTime(current), formatPlaybackTime(duration))}
        </span>
        <div className="player-overlay__end">
          {menus.map(
            (menu) =>
              menu && (
                <PlayerMenu
                  key={menu.label}
                  menu={menu}
                  isOpen={openMenu === menu.label}
                  onOpenChange={(isOpen) => onOpenMenu(isOpen ? menu.label : null)}
                />
              ),
          )}
          <button
            type="button"
            className="touch-box player-overlay__button"
            onClick={onToggleFullscreen}
            aria-label={isFullscreen ? content.exitFullscreen : content.fullscreen}
          >
            <PlayerIcon name={isFullscreen ? 'exit-fullscreen' : 'fullscreen'} />
          </button>
        </div>
      </div>
    </div>
  );
}
