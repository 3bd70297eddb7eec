import { useState, type ReactNode } from 'react';
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { Lightbox, type LightboxItem } from '../lightbox/lightbox.tsx';
import { VideoModal } from '../video-modal/video-modal.tsx';
import { BackstagePhotoGrid, BackstageVideoGrid, photoAlt } from './backstage-grids.tsx';
import './backstage.css';

export interface BackstageMediaProps {
  photos: readonly BackstagePhoto[];
  videos: readonly BackstageVideo[];
  /** The cover page's lightbox shows 'N of M'. */
  showPhotoCounter?: boolean;
}

function toLightboxItem(photo: BackstagePhoto, index: number): LightboxItem {
  return {
    src: photo.image_url,
    alt: photoAlt(photo, index),
    width: photo.width,
    height: photo.height,
    title: photo.title,
    description: photo.description,
  };
}

interface MediaSectionProps {
  kind: 'photos' | 'videos';
  heading: string;
  /** Stands instead of the grid when there is nothing in it. */
  emptyText: string;
  isEmpty: boolean;
  /** The grid. */
  children: ReactNode;
}

function MediaSection({ kind, heading, emptyText, isEmpty, children }: MediaSectionProps) {
  const headingId = `bts-${kind}-heading`;
  return (
    <section className="backstage-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="backstage-section__title">
        {heading}
      </h2>
      {isEmpty ? <p className="backstage-section__empty">{emptyText}</p> : children}
    </section>
  );
}

/** The 'BTS Photos' and 'BTS Videos' sections of a backstage page, with the lightbox and the video player. */
export function BackstageMedia({ photos, videos, showPhotoCounter = false }: BackstageMediaProps) {
  const [openPhotoIndex, setOpenPhotoIndex] = useState<number | null>(null);
  const [openVideo, setOpenVideo] = useState<BackstageVideo | null>(null);
  const texts = screenTexts.backstage;

  return (
    <>
      <MediaSection kind="photos" heading={texts.photosHeading} emptyText={texts.noPhotos} isEmpty={photos.length === 0}>
        <BackstagePhotoGrid photos={photos} onOpen={setOpenPhotoIndex} />
      </MediaSection>
      <MediaSection kind="videos" heading={texts.videosHeading} emptyText={texts.noVideos} isEmpty={videos.length === 0}>
        <BackstageVideoGrid videos={videos} onOpen={setOpenVideo} />
      </MediaSection>
      {openPhotoIndex !== null && (
        <Lightbox
          items={photos.map(toLightboxItem)}
          startIndex={openPhotoIndex}
          mode="backstage"
          showCounter={showPhotoCounter}
          label={screenTexts.backstage.photosLabel}
          onClose={() => setOpenPhotoIndex(null)}
        />
      )}
      {openVideo && <VideoModal video={openVideo} onClose={() => setOpenVideo(null)} />}
    </>
  );
}
