import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { SPLASH_PLAYED_STORAGE_KEY } from '../../../common/page-boot.ts';
import splashPosterUrl from '../../assets/media/splash-poster.webp';
import splashVideoUrl from '../../assets/media/splash.mp4';
import { company } from '../../content/company.ts';
import { layoutContent } from '../../content/layout.ts';
import { REDUCED_MOTION_QUERY } from '../../hooks/media-queries.ts';
import { useArrivedInServerHtml, useIsHydrating } from '../../hooks/use-is-hydrating.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import './splash.css';

/** A video that has not started by then (slow network, stalled decoder) must not keep the visitor waiting. */
const SPLASH_START_TIMEOUT_MS = 6_000;
const SPLASH_VIDEO_URL = splashVideoUrl;
export const SPLASH_POSTER_URL = splashPosterUrl;

/**
 * The splash is for a visitor arriving at the site, not for admins at work, buyers returning from checkout or
 * someone following the e-mailed password link: each of them came to finish a task.
 */
export function shouldShowSplash(pathname: string, prefersReducedMotion: boolean): boolean {
  if (prefersReducedMotion) return false;
  return !['/admin', '/payment/', '/reset-password/'].some((prefix) => pathname.startsWith(prefix));
}

/** Whether the splash has played in this tab's session (web/boot.ts reads the same key); never on the server. */
function hasPlayedThisSession(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(SPLASH_PLAYED_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberPlayed(): void {
  try {
    sessionStorage.setItem(SPLASH_PLAYED_STORAGE_KEY, '1');
  } catch {
    // Storage refused (a privacy setting): the next page load plays it again, as for a new visitor.
  }
}

export interface StartUpSplash {
  /** The splash covers the page (which is inert meanwhile). */
  isShown: boolean;
  /** Shown and past hydration: the splash may start its video. */
  isLive: boolean;
  /** Skipped, played to its end or unable to play: the page underneath is revealed where it is. */
  finish: () => void;
}

/**
 * The start-up splash of docs/product.md#navigation-and-layout, decided once by the address the page was loaded at
 * and the tab's session (docs/decisions/0025-deep-links-and-the-splash.md): at most once per session, and its end
 * reveals the page that was asked for, so a shared link to a film keeps its film.
 */
export function useStartUpSplash(pathname: string): StartUpSplash {
  const isHydrating = useIsHydrating();
  // Read at the first render, before this load can note that it played: a later navigation never shows it again.
  const [arrival] = useState(() => ({ pathname, hasPlayedBefore: hasPlayedThisSession() }));
  const [hasEnded, setEnded] = useState(false);
  // Reduced motion is read through useMediaQuery: the server cannot know it, so a page it rendered shows the splash
  // (hidden by splash.css for those visitors) until hydration has matched it. Once left out it stays out: turning
  // the setting off later must not start it mid-visit.
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  if (prefersReducedMotion && !hasEnded) setEnded(true);
  // Hydration matches the server's HTML, which carries the splash whatever the session holds (web/boot.ts has hidden
  // it after a first play); the render right after leaves it out then.
  const isShown =
    !hasEnded && shouldShowSplash(arrival.pathname, prefersReducedMotion) && (isHydrating || !arrival.hasPlayedBefore);
  const isLive = isShown && !isHydrating;

  useEffect(() => {
    if (isLive) rememberPlayed();
  }, [isLive]);
  // Also here: Skip pressed before the app ran is clicked again during hydration (web/main.tsx), before it is live.
  const finish = useCallback(() => {
    rememberPlayed();
    setEnded(true);
  }, []);
  return { isShown, isLive, finish };
}

export interface SplashProps {
  /** False while the client takes the server's HTML over: the video starts once the splash is known to stay. */
  isLive: boolean;
  onFinish: () => void;
}

/**
 * The full-screen muted intro video of docs/product.md#navigation-and-layout; a click anywhere, Escape, the Skip
 * button or its end finishes it.
 */
export function Splash({ isLive, onFinish }: SplashProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hasFinished = useRef(false);
  const entersAnimated = !useArrivedInServerHtml();

  function finish() {
    if (hasFinished.current) return;
    hasFinished.current = true;
    onFinish();
  }
  const finishFromEffect = useEffectEvent(finish);

  useEffect(() => {
    const video = videoRef.current;
    if (!isLive || !video) return;
    let isCurrent = true;
    const startTimer = window.setTimeout(() => finishFromEffect(), SPLASH_START_TIMEOUT_MS);
    const handlePlaying = () => window.clearTimeout(startTimer);
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finishFromEffect();
    };
    video.addEventListener('playing', handlePlaying);
    document.addEventListener('keydown', handleKeyDown);
    // Started here rather than by an autoplay attribute: the video (150 kB) is fetched once the app runs, after the
    // page and the poster have loaded (web/boot.ts), not in competition with them. play()'s rejection is also the
    // only sign of a refused autoplay, and a refused splash must not trap the visitor behind a still frame.
    Promise.resolve(video.play()).catch(() => {
      if (isCurrent) finishFromEffect();
    });
    return () => {
      isCurrent = false;
      window.clearTimeout(startTimer);
      video.removeEventListener('playing', handlePlaying);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isLive]);

  return (
    <div
      className={entersAnimated ? 'splash splash--enter' : 'splash'}
      role="dialog"
      aria-modal="true"
      aria-label={`${company.name} intro`}
      onClick={finish}
    >
      {/* Seen only until the poster or the first frame arrives: the video is drawn over it. */}
      <img className="splash__logo" src={company.logoUrl} alt="" {...company.logoSize} />
      <video
        ref={videoRef}
        className="splash__video"
        src={SPLASH_VIDEO_URL}
        poster={SPLASH_POSTER_URL}
        muted
        playsInline
        preload="none"
        disablePictureInPicture
        aria-hidden="true"
        tabIndex={-1}
        onEnded={finish}
        onError={finish}
      />
      <div className="splash__shade" aria-hidden="true" />
      <button
        type="button"
        className="splash__skip"
        onClick={(event) => {
          event.stopPropagation();
          finish();
        }}
      >
        {layoutContent.skipSplash}
      </button>
    </div>
  );
}
