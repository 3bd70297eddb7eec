import type { CSSProperties } from 'react';
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { useArrivedInServerHtml } from '../../hooks/use-is-hydrating.ts';
import { protectedMediaProps } from '../lightbox/media-protection.ts';
import { ResponsiveImage } from '../responsive-image/responsive-image.tsx';
import { videoTexts } from '../video-modal/video-modal.tsx';
import { VideoThumbnail } from '../video-modal/video-thumbnail.tsx';

/** Each card's place in its grid: cards fade in one after another, 0.1 s apart (SPEC.md §2). */
function staggerStyle(index: number): CSSProperties {
  return { '--stagger-index': index } as CSSProperties;
}

/** The cards' class: they fade in when the client renders them, not when they arrived in the server's HTML. */
function useCardClassName(): string {
  return useArrivedInServerHtml() ? 'backstage-card' : 'backstage-card backstage-card--enter';
}

/** What a photo is called: its title, else its description, else its place in the set. */
export function photoAlt(photo: BackstagePhoto, index: number): string {
  return photo.title || photo.description || `Behind-the-scenes photo ${index + 1}`;
}

export interface PhotoGridProps {
  photos: readonly BackstagePhoto[];
  onOpen: (index: number) => void;
}

export function BackstagePhotoGrid({ photos, onOpen }: PhotoGridProps) {
  const cardClassName = useCardClassName();
  return (
    <ul className="backstage-grid backstage-grid--photos">
      {photos.map((photo, index) => (
        <li key={photo.id} className={cardClassName} style={staggerStyle(index)}>
          <button
            type="button"
            className="backstage-photo"
            aria-label={`View photo: ${photoAlt(photo, index)}`}
            onClick={() => onOpen(index)}
          >
            <ResponsiveImage
              className="backstage-photo__image"
              src={photo.image_url}
              alt={photoAlt(photo, index)}
              width={photo.width ?? 1200}
              height={photo.height ?? 800}
              sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 300px"
              {...protectedMediaProps}
            />
            {photo.title && (
              <span className="backstage-photo__title" aria-hidden="true">
                {photo.title}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface VideoGridProps {
  videos: readonly BackstageVideo[];
  onOpen: (video: BackstageVideo) => void;
}

export function BackstageVideoGrid({ videos, onOpen }: VideoGridProps) {
  const cardClassName = useCardClassName();
  return (
    <ul className="backstage-grid backstage-grid--videos">
      {videos.map((video, index) => {
        const title = video.title || videoTexts.untitled;
        return (
          <li key={video.id} className={`${cardClassName} backstage-video`} style={staggerStyle(index)}>
            <button
              type="button"
              className="backstage-video__play"
              aria-label={`Play video: ${title}`}
              onClick={() => onOpen(video)}
            >
              <VideoThumbnail video={video} />
              <span className="backstage-video__badge" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
                  <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                </svg>
              </span>
            </button>
            <div className="backstage-video__body">
              <h3 className="backstage-video__title">{title}</h3>
              {video.description && <p className="backstage-video__description">{video.description}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
