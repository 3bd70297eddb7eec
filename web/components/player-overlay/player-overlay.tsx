import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { publicMessages } from '../../../common/messages.ts';
import { PLAYER_CONTROLS_HIDE_MS, PLAYER_DEFAULT_VOLUME, PLAYER_PROGRESS_MS } from '../../../common/constants.ts';
import { parseYouTubeId } from '../../../common/youtube.ts';
import { Modal } from '../modal/modal.tsx';
import { ModalCloseButton } from '../modal/modal-close-button.tsx';
import { loadYouTubeApi, type YouTubePlayer } from './youtube-api.ts';
import './player-overlay.css';

export const INVALID_YOUTUBE_URL_MESSAGE = publicMessages.invalidYouTubeUrl;

/** SPEC.md §2 Player overlay: loading, then playing, paused or ended. */
export type PlayerState = 'loading' | 'playing' | 'paused' | 'ended';

// YT.PlayerState values (stable since the API's first version).
const YT_ENDED = 0;
const YT_PLAYING = 1;
const YT_PAUSED = 2;

export interface PlayerOverlayProps {
  title: string;
  videoUrl: string;
  onClose: () => void;
  /** Called once the video plays to its end. */
  onEnded?: () => void;
}

/** '1:05', '1:02:09'. */
export function formatPlaybackTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The full-screen player of a rented movie: YouTube's player without its own chrome, under our controls
 * (play/pause, progress, volume, fullscreen, close). When YouTube cannot be reached the failure is logged
 * and the loading veil lifts; nothing else breaks.
 */
export function PlayerOverlay({ title, videoUrl, onClose, onEnded }: PlayerOverlayProps) {
  const videoId = parseYouTubeId(videoUrl);
  const titleId = useId();
  if (!videoId) {
    return (
      <Modal onClose={onClose} labelledBy={titleId} className="player-overlay player-overlay--invalid">
        <h2 id={titleId} className="player-overlay__message">
          {INVALID_YOUTUBE_URL_MESSAGE}
        </h2>
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </Modal>
    );
  }
  return <YouTubeOverlay title={title} videoId={videoId} titleId={titleId} onClose={onClose} onEnded={onEnded} />;
}

interface YouTubeOverlayProps {
  title: string;
  videoId: string;
  titleId: string;
  onClose: () => void;
  onEnded?: () => void;
}

function YouTubeOverlay({ title, videoId, titleId, onClose, onEnded }: YouTubeOverlayProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<YouTubePlayer | null>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [isLoaderVisible, setLoaderVisible] = useState(true);
  const [volume, setVolume] = useState(PLAYER_DEFAULT_VOLUME);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [isIdle, setIdle] = useState(false);
  const [isFullscreen, setFullscreen] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);

  const handleEnded = useEffectEvent(() => onEnded?.());
  const handleStateChange = useEffectEvent((ytState: number) => {
    if (ytState === YT_PLAYING) setState('playing');
    else if (ytState === YT_PAUSED) setState('paused');
    else if (ytState === YT_ENDED) {
      setState('ended');
      handleEnded();
    }
  });

  // Create the player once the API is there; a failure is logged and only lifts the loading veil.
  useEffect(() => {
    let isCurrent = true;
    let player: YouTubePlayer | null = null;
    loadYouTubeApi()
      .then((YT) => {
        if (!isCurrent || !mountRef.current) return;
        player = new YT.Player(mountRef.current, {
          videoId,
          width: '100%',
          height: '100%',
          host: 'https://www.youtube-nocookie.com',
          playerVars: { autoplay: 1, controls: 0, disablekb: 1, fs: 0, rel: 0, playsinline: 1, iv_load_policy: 3, modestbranding: 1 },
          events: {
            onReady: ({ target }) => {
              if (!isCurrent) return;
              playerRef.current = target;
              target.setVolume(PLAYER_DEFAULT_VOLUME);
              target.playVideo();
              setLoaderVisible(false);
              setTime({ current: target.getCurrentTime(), duration: target.getDuration() });
            },
            onStateChange: ({ data }) => {
              if (isCurrent) handleStateChange(data);
            },
            onError: ({ data }) => {
              console.warn(`The YouTube player reported error ${data} for video ${videoId}`);
              if (isCurrent) setLoaderVisible(false);
            },
          },
        });
      })
      .catch((error: unknown) => {
        console.warn('The YouTube player could not start:', error);
        if (isCurrent) setLoaderVisible(false);
      });
    return () => {
      isCurrent = false;
      playerRef.current = null;
      player?.destroy();
    };
  }, [videoId]);

  // Progress, once a second while there is a player.
  useEffect(() => {
    if (isLoaderVisible) return;
    const timer = window.setInterval(() => {
      const player = playerRef.current;
      if (player) setTime({ current: player.getCurrentTime(), duration: player.getDuration() });
    }, PLAYER_PROGRESS_MS);
    return () => window.clearInterval(timer);
  }, [isLoaderVisible]);

  // Controls hide 3 s after the last activity, only while playing.
  const restartIdleTimer = useCallback(() => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setIdle(true), PLAYER_CONTROLS_HIDE_MS);
  }, []);
  const showControls = () => {
    setIdle(false);
    restartIdleTimer();
  };
  useEffect(() => {
    if (state === 'playing') restartIdleTimer();
    return () => window.clearTimeout(hideTimer.current);
  }, [state, restartIdleTimer]);
  const areControlsVisible = state !== 'playing' || !isIdle;

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === stageRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const togglePlay = () => {
    const player = playerRef.current;
    if (!player) return;
    if (state === 'playing') player.pauseVideo();
    else {
      if (state === 'ended') player.seekTo(0, true);
      player.playVideo();
    }
  };
  const changeVolume = (next: number) => {
    setVolume(next);
    playerRef.current?.setVolume(next);
  };
  const seek = (seconds: number) => {
    playerRef.current?.seekTo(seconds, true);
    setTime((previous) => ({ ...previous, current: seconds }));
  };
  const toggleFullscreen = () => {
    const stage = stageRef.current;
    if (!stage) return;
    const request = document.fullscreenElement ? document.exitFullscreen() : stage.requestFullscreen?.();
    Promise.resolve(request).catch((error: unknown) => console.warn('Fullscreen was refused:', error));
  };

  const playLabel = state === 'playing' ? 'Pause' : state === 'ended' ? 'Replay' : 'Play';
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      className="player-overlay"
      backdropClassName="player-overlay__backdrop"
      onKeyDown={(event) => {
        showControls();
        if (event.key === ' ' || event.key === 'k') {
          const target = event.target as HTMLElement | null;
          if (target?.tagName === 'INPUT' || target?.tagName === 'BUTTON') return;
          event.preventDefault();
          togglePlay();
        }
      }}
    >
      <div
        ref={stageRef}
        className="player-overlay__stage"
        data-state={state}
        data-controls={areControlsVisible ? 'visible' : 'hidden'}
        onMouseMove={showControls}
        onTouchStart={showControls}
        onFocus={showControls}
      >
        <div className="player-overlay__video" aria-hidden={isLoaderVisible}>
          <div ref={mountRef} />
        </div>
        {isLoaderVisible && (
          <div className="player-overlay__loading" role="status">
            <span className="player-overlay__spinner" aria-hidden="true" />
            Loading...
          </div>
        )}
        <div className="player-overlay__top">
          <h2 id={titleId} className="player-overlay__title">
            {title}
          </h2>
          <ModalCloseButton onClick={onClose} label="Close player" />
        </div>
        <div className="player-overlay__controls">
          <button type="button" className="player-overlay__button" onClick={togglePlay} aria-label={playLabel}>
            <PlayerIcon name={state === 'playing' ? 'pause' : state === 'ended' ? 'replay' : 'play'} />
          </button>
          <input
            className="player-overlay__progress"
            type="range"
            min={0}
            max={Math.max(time.duration, 0)}
            step={1}
            value={Math.min(time.current, time.duration)}
            onChange={(event) => seek(Number(event.target.value))}
            aria-label="Progress"
            aria-valuetext={`${formatPlaybackTime(time.current)} of ${formatPlaybackTime(time.duration)}`}
          />
          <span className="player-overlay__time" aria-live="off">
            {formatPlaybackTime(time.current)} / {formatPlaybackTime(time.duration)}
          </span>
          <label className="player-overlay__volume">
            <span className="visually-hidden">Volume</span>
            <PlayerIcon name={volume === 0 ? 'muted' : 'volume'} />
            <input type="range" min={0} max={100} step={1} value={volume} onChange={(event) => changeVolume(Number(event.target.value))} />
          </label>
          <button
            type="button"
            className="player-overlay__button"
            onClick={toggleFullscreen}
            aria-label={isFullscreen ? 'Exit full screen' : 'Full screen'}
          >
            <PlayerIcon name={isFullscreen ? 'exit-fullscreen' : 'fullscreen'} />
          </button>
        </div>
      </div>
    </Modal>
  );
}

const ICON_PATHS: Record<string, string> = {
  play: 'M8 5.5v13l11-6.5z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  replay: 'M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z',
  volume: 'M4 9v6h4l5 4V5L8 9zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z',
  muted: 'M4 9v6h4l5 4V5L8 9zm12 .4 1.4-1.4 2 2 2-2L22.8 9.4l-2 2 2 2-1.4 1.4-2-2-2 2L16 13.4l2-2z',
  fullscreen: 'M5 5h5v2H7v3H5zm9 0h5v5h-2V7h-3zM5 14h2v3h3v2H5zm12 0h2v5h-5v-2h3z',
  'exit-fullscreen': 'M8 5h2v5H5V8h3zm6 0h2v3h3v2h-5zM5 14h5v5H8v-3H5zm9 0h5v2h-3v3h-2z',
};

function PlayerIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} fill="currentColor" />
    </svg>
  );
}
