import { useState } from 'react';
import logoMarkUrl from '../../assets/media/logo-mark.svg';
import type { BackstageVideo } from '../../../common/catalogue.ts';
import { protectedMediaProps } from '../lightbox/media-protection.ts';
import { parseYouTubeId, YOUTUBE_THUMBNAIL_SIZE, youTubeThumbnailUrl } from '../../../common/youtube.ts';
import './video-thumbnail.css';

/**
 * Shown when a remote thumbnail cannot load (docs/product.md#errors: a broken remote video thumbnail falls back to a
 * logo).
 */
export const VIDEO_THUMBNAIL_FALLBACK = logoMarkUrl;

/**
 * i.ytimg.com answers a video that does not exist (removed, private, mistyped) with a 404 that carries a valid
 * 120x90 grey image, so browsers fire `load`, not `error`. A real hqdefault still is 480 px wide.
 */
const YOUTUBE_MISSING_VIDEO_WIDTH = 120;

function isYouTubePlaceholder(image: HTMLImageElement): boolean {
  return image.naturalWidth <= YOUTUBE_MISSING_VIDEO_WIDTH;
}

/**
 * The still of a video in a grid, in a 16:9 box: YouTube's own thumbnail for a YouTube link, the first frame
 * of an uploaded file (its metadata only is fetched; it never plays here). Decorative: the card names it.
 */
export function VideoThumbnail({ video }: { video: BackstageVideo }) {
  if (!video.is_youtube) {
    return (
      <span className="video-thumbnail">
        {/* '#t=0.1' makes browsers that show no frame before playing (Safari) draw the first one. */}
        <video
          className="video-thumbnail__media"
          src={`${video.video_url}#t=0.1`}
          preload="metadata"
          muted
          playsInline
          disablePictureInPicture
          tabIndex={-1}
          aria-hidden="true"
          {...protectedMediaProps}
        />
      </span>
    );
  }
  return <RemoteThumbnail videoId={parseYouTubeId(video.video_url)} />;
}

function RemoteThumbnail({ videoId }: { videoId: string | null }) {
  const [hasFailed, setHasFailed] = useState(false);
  const showsFallback = hasFailed || videoId === null;
  return (
    <span className="video-thumbnail">
      <img
        className={`video-thumbnail__media${showsFallback ? ' video-thumbnail__media--fallback' : ''}`}
        src={showsFallback || !videoId ? VIDEO_THUMBNAIL_FALLBACK : youTubeThumbnailUrl(videoId)}
        alt=""
        width={YOUTUBE_THUMBNAIL_SIZE.width}
        height={YOUTUBE_THUMBNAIL_SIZE.height}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        // On a page the server rendered, the still can fail or load before hydration, when React was not
        // listening yet: read the outcome then.
        ref={(image) => {
          if (!showsFallback && image?.complete && isYouTubePlaceholder(image)) setHasFailed(true);
        }}
        onError={() => setHasFailed(true)}
        onLoad={(event) => {
          if (!showsFallback && isYouTubePlaceholder(event.currentTarget)) setHasFailed(true);
        }}
        {...protectedMediaProps}
      />
    </span>
  );
}
