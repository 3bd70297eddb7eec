import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { PLAYER_DEFAULT_VOLUME, PLAYER_PROGRESS_MS } from '../../../common/constants.ts';
import { playerContent as content, playerMessages } from '../../content/player.ts';
import { Modal } from '../modal/modal.tsx';
import { ModalCloseButton } from '../modal/modal-close-button.tsx';
import { formatPlaybackTime } from './playback-time.ts';
import { PlayerControls } from './player-controls.tsx';
import type { PlayerEngine } from './player-engine.ts';
import { PLAYER_SEEK_STEP_SECONDS } from './player-timing.ts';
import { useResume } from './use-resume.ts';
import { useControlsVisibility, useFullscreen } from './use-stage.ts';
import './player-overlay.css';

export interface PlayerShellProps {
  movieId: number;
  title: string;
  engine: PlayerEngine;
  onClose: () => void;
  /** Called each time the film plays to its end. */
  onEnded?: () => void;
}

// Keys other controls own: a slider's arrows, a text's letters. The menus mark the keys they answer as handled.
const OWN_KEYS_TAGS = new Set(['INPUT', 'TEXTAREA']);

/**
 * The full-screen player of docs/product.md#watching-films over any engine: title and close, play/pause, progress (read
 * every second), time, volume 0-100 (100 at first), the engine's menus, fullscreen; the controls hide 3 s after the
 * last activity while playing. Keys: Space or K play/pause, ←/→ 10 s, F fullscreen, M mute, Esc closes (the
 * modal keeps the focus inside). Loading shows the poster and a spinner; a failure its message and Retry.
 */
export function PlayerShell({ movieId, title, engine, onClose, onEnded }: PlayerShellProps) {
  const titleId = useId();
  const resumeHeadingId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const progressRef = useRef<HTMLInputElement>(null);
  const positionRef = useRef(0);
  const { phase, playback, controls, failure } = engine;
  const isReady = phase === 'ready';
  const [volume, setVolume] = useState(PLAYER_DEFAULT_VOLUME);
  const [volumeBeforeMute, setVolumeBeforeMute] = useState(PLAYER_DEFAULT_VOLUME);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const { isFullscreen, toggleFullscreen } = useFullscreen(stageRef);
  // The label of the open menu (one at a time): the controls stay up while it is open.
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const { areControlsVisible, showControls } = useControlsVisibility(playback === 'playing' && openMenu === null);

  // Each time the engine (re)starts it gets the viewer's volume, before it plays.
  const applyVolume = useEffectEvent(() => controls.setVolume(volume));
  useEffect(() => {
    if (isReady) applyVolume();
  }, [isReady]);
  const resume = useResume(movieId, engine, positionRef);
  const isChoosing = resume.offer !== null;
  const duration = time.duration || engine.duration;

  const handleEnded = useEffectEvent(() => onEnded?.());
  useEffect(() => {
    if (playback === 'ended') handleEnded();
  }, [playback]);

  // docs/product.md#watching-films: the time updates every second.
  const readTime = useEffectEvent(() => {
    const next = { current: controls.currentTime(), duration: controls.duration() };
    positionRef.current = next.current;
    setTime(next);
  });
  useEffect(() => {
    if (!isReady) return;
    const timer = window.setInterval(() => readTime(), PLAYER_PROGRESS_MS);
    return () => window.clearInterval(timer);
  }, [isReady]);

  const canControl = isReady && !isChoosing;
  const seek = (seconds: number) => {
    const to = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    controls.seek(to);
    positionRef.current = to;
    setTime((previous) => ({ ...previous, current: to }));
  };
  const togglePlay = () => {
    if (!canControl) return;
    if (playback === 'playing') {
      controls.pause();
      return;
    }
    if (playback === 'ended') seek(0);
    controls.play();
  };
  const changeVolume = (next: number) => {
    setVolume(next);
    controls.setVolume(next);
  };
  const toggleMute = () => {
    if (volume > 0) {
      setVolumeBeforeMute(volume);
      changeVolume(0);
    } else {
      changeVolume(volumeBeforeMute || PLAYER_DEFAULT_VOLUME);
    }
  };

  const handleKey = (event: KeyboardEvent) => {
    showControls();
    if (!canControl || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    const isProgress = target === progressRef.current;
    if (target && OWN_KEYS_TAGS.has(target.tagName) && !isProgress) return;
    const key = event.key.toLowerCase();
    if (key === 'k' || (key === ' ' && target?.tagName !== 'BUTTON' && !isProgress)) togglePlay();
    else if (key === 'arrowleft') seek(positionRef.current - PLAYER_SEEK_STEP_SECONDS);
    else if (key === 'arrowright') seek(positionRef.current + PLAYER_SEEK_STEP_SECONDS);
    else if (key === 'f') toggleFullscreen();
    else if (key === 'm') toggleMute();
    else return;
    event.preventDefault();
  };

  const isLoading = phase === 'loading' || resume.isWaiting;
  const isBuffering = isReady && !resume.isWaiting && engine.isBuffering;
  const playIcon = playback === 'playing' ? 'pause' : playback === 'ended' ? 'replay' : 'play';
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      className="player-overlay"
      backdropClassName="player-overlay__backdrop"
      onKeyDown={handleKey}
    >
      <div
        ref={stageRef}
        className="player-overlay__stage"
        data-state={failure ? 'failed' : isLoading ? 'loading' : playback}
        data-controls={areControlsVisible ? 'visible' : 'hidden'}
        onMouseMove={showControls}
        onTouchStart={showControls}
        onFocus={showControls}
      >
        <div className="player-overlay__video" aria-hidden={!isReady}>
          {engine.media}
        </div>
        {/* A click on the picture plays or pauses, and keeps the focus (and the keys) out of YouTube's frame. */}
        <div className="player-overlay__surface" aria-hidden="true" onClick={togglePlay} />
        {(isLoading || isBuffering) && !failure && (
          <div
            className={`player-overlay__loading${isLoading ? '' : ' player-overlay__loading--buffering'}`}
            role="status"
          >
            {isLoading && engine.posterUrl && <img className="player-overlay__poster" src={engine.posterUrl} alt="" />}
            <span className="player-overlay__spinner" aria-hidden="true" />
            <span className={isLoading ? 'player-overlay__loading-text' : 'visually-hidden'}>{content.loading}</span>
          </div>
        )}
        {failure && (
          <div className="player-overlay__panel" role="alert">
            <p className="player-overlay__message">{failure.message}</p>
            <div className="button-row">
              {failure.canRetry && (
                <button type="button" className="button button--primary" onClick={engine.retry} autoFocus>
                  {content.retry}
                </button>
              )}
              <button type="button" className="button button--secondary" onClick={onClose} autoFocus={!failure.canRetry}>
                {content.close}
              </button>
            </div>
          </div>
        )}
        {resume.offer !== null && !failure && (
          <div className="player-overlay__panel" role="group" aria-labelledby={resumeHeadingId}>
            <p id={resumeHeadingId} className="player-overlay__message">
              {content.resumeHeading}
            </p>
            <div className="button-row">
              <button type="button" className="button button--primary" onClick={() => resume.choose('resume')} autoFocus>
                {playerMessages.resumeFrom(formatPlaybackTime(resume.offer))}
              </button>
              <button type="button" className="button button--secondary" onClick={() => resume.choose('start-over')}>
                {playerMessages.startOver}
              </button>
            </div>
          </div>
        )}
        <div className="player-overlay__top">
          <h2 id={titleId} className="player-overlay__title">
            {title}
          </h2>
          <ModalCloseButton onClick={onClose} label={content.closePlayer} />
        </div>
        {!failure && (
          <PlayerControls
            playIcon={playIcon}
            canControl={canControl}
            onTogglePlay={togglePlay}
            current={time.current}
            duration={duration}
            onSeek={seek}
            progressRef={progressRef}
            volume={volume}
            onVolume={changeVolume}
            onToggleMute={toggleMute}
            menus={engine.menus}
            openMenu={openMenu}
            onOpenMenu={setOpenMenu}
            isFullscreen={isFullscreen}
            onToggleFullscreen={toggleFullscreen}
          />
        )}
      </div>
    </Modal>
  );
}

