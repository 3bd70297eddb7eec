import { useEffect, useEffectEvent, useRef } from 'react';
import splashPosterUrl from '../../assets/media/splash-poster.webp';
import splashVideoUrl from '../../assets/media/splash.mp4';
import { company } from '../../content/company.ts';
import { layoutContent } from '../../content/layout.ts';
import { useArrivedInServerHtml } from '../../hooks/use-is-hydrating.ts';
import './splash.css';

/** How the splash ended: the visitor skipped it, the video played to its end, or it could not play. */
export type SplashEnd = 'skipped' | 'ended' | 'failed';

/** A video that has not started by then (slow network, stalled decoder) must not keep the visitor waiting. */
const SPLASH_START_TIMEOUT_MS = 6_000;
const SPLASH_VIDEO_URL = splashVideoUrl;
export const SPLASH_POSTER_URL = splashPosterUrl;

/**
 * The splash is for a visitor arriving at the site, not for admins at work, buyers returning from checkout or
 * someone following a password reset link (the splash ends on /, which would lose the link's token every time).
 */
export function shouldShowSplash(pathname: string, prefersReducedMotion: boolean): boolean {
  if (prefersReducedMotion) return false;
  return !['/admin', '/payment/', '/reset-password/'].some((prefix) => pathname.startsWith(prefix));
}

export interface SplashProps {
  onFinish: (how: SplashEnd) => void;
}

/**
 * The full-screen muted intro video of docs/product.md#navigation-and-layout; a click anywhere, Escape or the Skip
 * button ends it.
 */
export function Splash({ onFinish }: SplashProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hasFinished = useRef(false);
  const entersAnimated = !useArrivedInServerHtml();

  function finish(how: SplashEnd) {
    if (hasFinished.current) return;
    hasFinished.current = true;
    onFinish(how);
  }
  const finishFromEffect = useEffectEvent(finish);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let isCurrent = true;
    const startTimer = window.setTimeout(() => finishFromEffect('failed'), SPLASH_START_TIMEOUT_MS);
    const handlePlaying = () => window.clearTimeout(startTimer);
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finishFromEffect('skipped');
    };
    video.addEventListener('playing', handlePlaying);
    document.addEventListener('keydown', handleKeyDown);
    // Started here rather than by an autoplay attribute: the video (150 kB) is fetched once the app runs, after the
    // page and the poster have loaded (web/boot.ts), not in competition with them. play()'s rejection is also the
    // only sign of a refused autoplay, and a refused splash must not trap the visitor behind a still frame.
    Promise.resolve(video.play()).catch(() => {
      if (isCurrent) finishFromEffect('failed');
    });
    return () => {
      isCurrent = false;
      window.clearTimeout(startTimer);
      video.removeEventListener('playing', handlePlaying);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, []);

  return (
    <div
      className={entersAnimated ? 'splash splash--enter' : 'splash'}
      role="dialog"
      aria-modal="true"
      aria-label={`${company.name} intro`}
      onClick={() => finish('skipped')}
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
        onEnded={() => finish('ended')}
        onError={() => finish('failed')}
      />
      <div className="splash__shade" aria-hidden="true" />
      <button
        type="button"
        className="splash__skip"
        onClick={(event) => {
          event.stopPropagation();
          finish('skipped');
        }}
      >
        {layoutContent.skipSplash}
      </button>
    </div>
  );
}
