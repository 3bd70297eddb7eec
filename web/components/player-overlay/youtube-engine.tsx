import { useEffect, useMemo, useRef, useState } from 'react';
import { playerMessages } from '../../content/player.ts';
import type { EngineControls, EngineFailure, Playback, PlayerEngine } from './player-engine.ts';
import { loadYouTubeApi, type YouTubePlayer } from './youtube-api.ts';

// YT.PlayerState values (stable since the API's first version).
const YT_ENDED = 0;
const YT_PLAYING = 1;
const YT_PAUSED = 2;
const YT_BUFFERING = 3;

const PLAYER_VARS = { autoplay: 0, controls: 0, disablekb: 1, fs: 0, rel: 0, playsinline: 1, iv_load_policy: 3, modestbranding: 1 };

interface Status {
  phase: 'loading' | 'ready' | 'failed';
  failure: EngineFailure | null;
}
const LOADING: Status = { phase: 'loading', failure: null };

/**
 * YouTube's player without its own chrome (a film with a YouTube link). When the API cannot load (offline,
 * blocked) or the player reports an error, the failure is logged and shown with Retry, which loads it again.
 */
export function useYouTubeEngine(videoId: string): PlayerEngine {
  const hostRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<YouTubePlayer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>(LOADING);
  const [playback, setPlayback] = useState<Playback>('paused');
  const [isBuffering, setBuffering] = useState(false);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let isCurrent = true;
    let player: YouTubePlayer | null = null;
    const fail = (message: string, reason: unknown) => {
      console.warn(`The YouTube player could not play video ${videoId}:`, reason);
      if (isCurrent) setStatus({ phase: 'failed', failure: { message, canRetry: true } });
    };
    loadYouTubeApi()
      .then((YT) => {
        if (!isCurrent) return;
        // YouTube replaces the element it is given with its frame: a fresh one each attempt, outside React's.
        const mount = document.createElement('div');
        host.replaceChildren(mount);
        player = new YT.Player(mount, {
          videoId,
          width: '100%',
          height: '100%',
          host: 'https://www.youtube-nocookie.com',
          playerVars: PLAYER_VARS,
          events: {
            onReady: ({ target }) => {
              if (!isCurrent) return;
              playerRef.current = target;
              setDuration(target.getDuration());
              setStatus({ phase: 'ready', failure: null });
            },
            onStateChange: ({ data }) => {
              if (!isCurrent) return;
              setBuffering(data === YT_BUFFERING);
              if (data === YT_PLAYING) setPlayback('playing');
              else if (data === YT_PAUSED) setPlayback('paused');
              else if (data === YT_ENDED) setPlayback('ended');
            },
            onError: ({ data }) => fail(playerMessages.playerLoadFailed, `YouTube player error ${data}`),
          },
        });
      })
      .catch((error: unknown) => fail(playerMessages.youtubeLoadFailed, error));
    return () => {
      isCurrent = false;
      playerRef.current = null;
      player?.destroy();
      host.replaceChildren();
    };
  }, [videoId, attempt]);

  const controls = useMemo<EngineControls>(
    () => ({
      play: () => playerRef.current?.playVideo(),
      pause: () => playerRef.current?.pauseVideo(),
      seek: (seconds) => playerRef.current?.seekTo(seconds, true),
      setVolume: (volume) => playerRef.current?.setVolume(volume),
      currentTime: () => playerRef.current?.getCurrentTime() ?? 0,
      duration: () => playerRef.current?.getDuration() ?? 0,
    }),
    [],
  );

  return {
    ...status,
    playback,
    isBuffering,
    duration,
    posterUrl: null,
    controls,
    media: <div ref={hostRef} className="player-overlay__youtube" />,
    menus: [],
    retry: () => {
      setStatus(LOADING);
      setPlayback('paused');
      setBuffering(false);
      setAttempt((previous) => previous + 1);
    },
  };
}
