// The studio's own films (docs/decisions/0015-self-hosted-films.md): HLS on a <video>, through hls.js wherever Media
// Source Extensions exist (loaded only now, in its own chunk), the browser's own HLS elsewhere (Safari on older
// iPhones). Every URL carries a short-lived signed token; the stream info is asked again every refresh_in_seconds and
// the new token goes into every later request, so playback outlives any one token and stops when the rental does.
import type Hls from 'hls.js/light';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import type { StreamInfo } from '../../../common/films.ts';
import { isAccessEnded, useStreamInfo } from '../../api/films/get-stream-info.ts';
import { playerContent as content, playerMessages } from '../../content/player.ts';
import { startHlsJs } from './hls-js.ts';
import { playRefusalOf, useRentalsReadOnceStarted } from './rental-clock.ts';
import { AUTO, captionOptions, OFF, qualityOptions } from './hls-menus.ts';
import type { EngineControls, EngineFailure, EngineMenu, Playback, PlayerEngine } from './player-engine.ts';

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
// HTMLTrackElement.LOADED: its cues are in, whatever the token in its src has become since.
const TRACK_LOADED = 2;
// MediaError.MEDIA_ERR_ABORTED: we took the source away ourselves.
const MEDIA_ERR_ABORTED = 1;

const LOAD_FAILED: EngineFailure = { message: playerMessages.playerLoadFailed, canRetry: true };

export function useHlsEngine(movieId: number): PlayerEngine {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const infoRef = useRef<StreamInfo | undefined>(undefined);
  const tokenRef = useRef<string | null>(null);
  const trackElements = useRef(new Map<string, HTMLTrackElement>());
  const nativeReloads = useRef(0);
  const stream = useStreamInfo(movieId);
  const info = stream.data;
  const hasInfo = info !== undefined;
  const [attempt, setAttempt] = useState(0);
  const [setupFailure, setSetupFailure] = useState<EngineFailure | null>(null);
  const [isMediaReady, setMediaReady] = useState(false);
  const [playback, setPlayback] = useState<Playback>('paused');
  const [isBuffering, setBuffering] = useState(false);
  const [duration, setDuration] = useState(0);
  const [levelHeights, setLevelHeights] = useState<number[]>([]);
  const [quality, setQuality] = useState(AUTO);
  const [caption, setCaption] = useState(OFF);

  // Refused: the rental ended (or was refunded, or the session ended), or its premiere is still ahead.
  const refusal = playRefusalOf(stream.error);
  const hasAccessEnded = refusal !== null;
  let failure = setupFailure;
  if (refusal) failure = refusal;
  else if (!hasInfo && stream.isError && !stream.isFetching) failure = LOAD_FAILED;
  // The stream's start is the first play, which starts a waiting rental's clock.
  useRentalsReadOnceStarted(hasInfo);

  // The newest links, for requests made from now on (the set-up below reads them, it does not re-run for them).
  useEffect(() => {
    infoRef.current = info;
    tokenRef.current = info?.token ?? null;
  }, [info]);

  useEffect(() => {
    if (stream.error) console.warn('The stream information could not be read:', stream.error);
  }, [stream.error]);

  // A fatal stream error may be the rental ending: asking for the stream info again tells (a 403).
  const recheckAccess = useEffectEvent(() => void stream.refetch());

  useEffect(() => {
    const video = videoRef.current;
    const first = infoRef.current;
    if (!video || !first) return;
    let isCurrent = true;
    let hls: Hls | null = null;
    const fail = (reason: unknown) => {
      console.warn('The film could not be played:', reason);
      if (isCurrent) setSetupFailure(LOAD_FAILED);
    };
    import('hls.js/light')
      .then(({ default: HlsPlayer }) => {
        if (!isCurrent) return;
        if (HlsPlayer.isSupported()) {
          hls = startHlsJs(HlsPlayer, video, first.playlist_url, {
            currentToken: () => tokenRef.current,
            onLevels: (heights) => {
              if (isCurrent) setLevelHeights(heights);
            },
            onFatal: (reason) => {
              if (!isCurrent) return;
              fail(reason);
              recheckAccess();
            },
          });
          hlsRef.current = hls;
        } else if (video.canPlayType(HLS_MIME_TYPE)) {
          video.src = first.playlist_url;
        } else {
          fail(new Error('This browser can play neither HLS nor Media Source Extensions'));
        }
      })
      .catch(fail);
    return () => {
      isCurrent = false;
      hls?.destroy();
      hlsRef.current = null;
      video.removeAttribute('src');
      video.load();
    };
  }, [attempt, hasInfo]);

  // The rental ended (or was refunded, or the session ended): playback stops at once.
  useEffect(() => {
    if (!hasAccessEnded) return;
    hlsRef.current?.stopLoad();
    videoRef.current?.pause();
  }, [hasAccessEnded]);

  // The browser's own HLS cannot be handed a new token: on a network error it reloads with the newest
  // playlist URL where it was (once in a row; a second failure is a failure).
  const handleMediaError = async (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    if (hlsRef.current || !video.getAttribute('src') || video.error?.code === MEDIA_ERR_ABORTED) return;
    if (nativeReloads.current > 0) {
      video.pause();
      setSetupFailure(LOAD_FAILED);
      console.warn('The film could not be played:', video.error);
      return;
    }
    nativeReloads.current += 1;
    const position = video.currentTime;
    const wasPlaying = !video.paused;
    const result = await stream.refetch();
    if (!result.data || result.isError) {
      if (!isAccessEnded(result.error)) setSetupFailure(LOAD_FAILED);
      return;
    }
    video.src = result.data.playlist_url;
    video.addEventListener(
      'loadedmetadata',
      () => {
        video.currentTime = position;
        if (wasPlaying) video.play().catch((error: unknown) => console.warn('Playback did not resume:', error));
      },
      { once: true },
    );
  };

  const controls = useMemo<EngineControls>(
    () => ({
      play: () => {
        videoRef.current?.play().catch((error: unknown) => console.warn('Playback did not start:', error));
      },
      pause: () => videoRef.current?.pause(),
      seek: (seconds) => {
        if (videoRef.current) videoRef.current.currentTime = seconds;
      },
      setVolume: (volume) => {
        if (videoRef.current) videoRef.current.volume = volume / 100;
      },
      currentTime: () => videoRef.current?.currentTime ?? 0,
      duration: () => {
        const known = videoRef.current?.duration;
        return known !== undefined && Number.isFinite(known) ? known : (infoRef.current?.duration_seconds ?? 0);
      },
    }),
    [],
  );

  const selectQuality = (value: string) => {
    if (hlsRef.current) hlsRef.current.currentLevel = value === AUTO ? -1 : Number(value);
    setQuality(value);
  };
  const selectCaption = (language: string) => {
    const video = videoRef.current;
    if (!video) return;
    // A track loads when first shown: with the newest token, unless its cues are in already.
    const element = trackElements.current.get(language);
    const url = infoRef.current?.captions.find((item) => item.language === language)?.url;
    if (element && url && element.readyState !== TRACK_LOADED) element.src = url;
    for (const track of Array.from(video.textTracks ?? [])) {
      if (track.kind === 'subtitles') track.mode = track.language === language ? 'showing' : 'disabled';
    }
    setCaption(language);
  };

  const captions = info?.captions ?? [];
  // hls.js only: the browser's own HLS picks the quality itself.
  const qualityMenu: EngineMenu | null =
    levelHeights.length > 1
      ? { label: content.quality, icon: 'quality', value: quality, options: qualityOptions(levelHeights), select: selectQuality }
      : null;
  const captionsMenu: EngineMenu | null =
    captions.length > 0
      ? { label: content.captions, icon: 'captions', value: caption, options: captionOptions(captions), select: selectCaption }
      : null;

  const media = (
    <video
      ref={videoRef}
      className="player-overlay__media"
      poster={info?.poster_url ?? undefined}
      playsInline
      preload="auto"
      onLoadedMetadata={(event) => {
        const known = event.currentTarget.duration;
        setDuration(Number.isFinite(known) ? known : (info?.duration_seconds ?? 0));
        setMediaReady(true);
      }}
      onPlay={() => setPlayback('playing')}
      onPlaying={() => {
        nativeReloads.current = 0;
        setBuffering(false);
        setPlayback('playing');
      }}
      onPause={(event) => setPlayback(event.currentTarget.ended ? 'ended' : 'paused')}
      onEnded={() => setPlayback('ended')}
      onWaiting={() => setBuffering(true)}
      onCanPlay={() => setBuffering(false)}
      onError={(event) => void handleMediaError(event)}
    >
      {/* src comes when a track is first chosen (selectCaption): the token it carries must be fresh. */}
      {captions.map((item) => (
        <track
          key={item.language}
          ref={(element) => {
            if (!element) return;
            trackElements.current.set(item.language, element);
            return () => void trackElements.current.delete(item.language);
          }}
          kind="subtitles"
          srcLang={item.language}
          label={item.label}
        />
      ))}
    </video>
  );

  return {
    phase: failure ? 'failed' : isMediaReady ? 'ready' : 'loading',
    failure,
    playback,
    isBuffering,
    duration,
    posterUrl: info?.poster_url ?? null,
    controls,
    media,
    menus: [qualityMenu, captionsMenu],
    retry: async () => {
      const hadInfo = hasInfo;
      setSetupFailure(null);
      setMediaReady(false);
      setPlayback('paused');
      setBuffering(false);
      setLevelHeights([]);
      setQuality(AUTO);
      nativeReloads.current = 0;
      const result = await stream.refetch();
      if (!result.data || result.isError) {
        if (hadInfo && !isAccessEnded(result.error)) setSetupFailure(LOAD_FAILED);
        return;
      }
      infoRef.current = result.data;
      tokenRef.current = result.data.token;
      // Without links before, their arrival starts the set-up by itself.
      if (hadInfo) setAttempt((previous) => previous + 1);
    },
  };
}
