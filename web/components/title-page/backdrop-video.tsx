import { useEffect, useRef, useState } from 'react';
import { movieDetailContent as content } from '../../content/catalogue.ts';
import { protectedMediaProps } from '../lightbox/media-protection.ts';
import '../modal/modal.css';

/**
 * The uploaded trailer playing muted and looped over the backdrop still, which stays until frames arrive and
 * for good if the browser refuses to play (autoplay policy, power saving) or the clip fails. A button pauses
 * and resumes it: moving pictures that loop must be stoppable.
 */
export function BackdropVideo({ src }: { src: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [isPlaying, setPlaying] = useState(false);
  const [isPausedByViewer, setPausedByViewer] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let isCurrent = true;
    Promise.resolve(video.play()).catch((error: unknown) => {
      if (isCurrent) console.info('Title page backdrop video did not autoplay; showing the still.', error);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (hasFailed) return null;
  const togglePause = () => {
    const video = videoRef.current;
    if (!video) return;
    if (isPausedByViewer) void Promise.resolve(video.play()).catch(() => setFailed(true));
    else video.pause();
    setPausedByViewer(!isPausedByViewer);
  };
  return (
    <>
      <video
        ref={videoRef}
        className={`title-backdrop__video${isPlaying ? ' title-backdrop__video--playing' : ''}`}
        src={src}
        muted
        loop
        playsInline
        preload="none"
        disablePictureInPicture
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
        onError={() => setFailed(true)}
        {...protectedMediaProps}
      />
      {isPlaying && (
        <button
          type="button"
          className="touch-box round-button title-backdrop__toggle"
          aria-label={isPausedByViewer ? content.playBackdrop : content.pauseBackdrop}
          onClick={togglePause}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d={isPausedByViewer ? 'M8 5.5v13l10.5-6.5L8 5.5z' : 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z'} />
          </svg>
        </button>
      )}
    </>
  );
}
