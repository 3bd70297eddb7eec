import type { CSSProperties, ReactNode } from 'react';
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { useArrivedInServerHtml } from '../../hooks/use-is-hydrating.ts';
import { protectedMediaProps } from '../lightbox/media-protection.ts';
import { photoBox } from '../responsive-image/photo-box.ts';
import { ResponsiveImage } from '../responsive-image/responsive-image.tsx';
import { videoTexts } from '../video-modal/video-modal.tsx';
import { VideoThumbnail } from '../video-modal/video-thumbnail.tsx';
import '../../styles/media-tile.css';

/**
 * Each card's place in its grid: cards fade in one after another, 0.1 s apart
 * (docs/product.md#trailers-galleries-and-behind-the-scenes).
 */
function staggerStyle(index: number): CSSProperties {
  return { '--stagger-index': index } as CSSProperties;
}

/** The cards' class: they fade in when the client renders them, not when they arrived in the server's HTML. */
function useCardClassName(): string {
  return useArrivedInServerHtml() ? 'backstage-card' : 'backstage-card backstage-card--enter';
}

interface BackstageGridProps<Item> {
  kind: 'photos' | 'videos';
  items: readonly Item[];
  /** Classes of each card beside the entrance's. */
  itemClassName?: string;
  children: (item: Item, index: number) => ReactNode;
}

/** A grid of backstage cards that fade in one after another. */
function BackstageGrid<Item extends { id: number }>({ kind, items, itemClassName, children }: BackstageGridProps<Item>) {
  const cardClassName = useCardClassName();
  return (
    <ul className={`backstage-grid backstage-grid--${kind}`}>
      {items.map((item, index) => (
        <li key={item.id} className={itemClassName ? `${cardClassName} ${itemClassName}` : cardClassName} style={staggerStyle(index)}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}

/** What a photo is called: its title, else its description, else its place in the set. */
export function photoAlt(photo: BackstagePhoto, index: number): string {
  return photo.title || photo.description || screenTexts.backstage.untitledPhoto(index + 1);
}

/** A photo's image: its file, its name and its box. */
export function photoImage(photo: BackstagePhoto, index: number) {
  return { src: photo.image_url, alt: photoAlt(photo, index), ...photoBox(photo) };
}

export interface PhotoGridProps {
  photos: readonly BackstagePhoto[];
  onOpen: (index: number) => void;
}

export function BackstagePhotoGrid({ photos, onOpen }: PhotoGridProps) {
  return (
    <BackstageGrid kind="photos" items={photos}>
      {(photo, index) => (
        <button
          type="button"
          className="media-tile photo-tile backstage-photo"
          aria-label={screenTexts.backstage.viewPhoto(photoAlt(photo, index))}
          onClick={() => onOpen(index)}
        >
          <ResponsiveImage
            className="zoom-image photo-tile__image backstage-photo__image"
            {...photoImage(photo, index)}
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 300px"
            {...protectedMediaProps}
          />
          {photo.title && (
            <span className="photo-tile__title backstage-photo__title" aria-hidden="true">
              {photo.title}
            </span>
          )}
        </button>
      )}
    </BackstageGrid>
  );
}

export interface VideoGridProps {
  videos: readonly BackstageVideo[];
  onOpen: (video: BackstageVideo) => void;
}

export function BackstageVideoGrid({ videos, onOpen }: VideoGridProps) {
  return (
    <BackstageGrid kind="videos" items={videos} itemClassName="media-tile backstage-video">
      {(video) => {
        const title = video.title || videoTexts.untitled;
        return (
          <>
            <button
              type="button"
              className="backstage-video__play"
              aria-label={screenTexts.backstage.playVideo(title)}
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
              {video.description && <p className="note">{video.description}</p>}
            </div>
          </>
        );
      }}
    </BackstageGrid>
  );
}
