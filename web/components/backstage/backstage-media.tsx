import { useState } from 'react';
import type { BackstagePhoto, BackstageVideo } from '../../../common/catalogue.ts';
import { screenTexts } from '../../../common/messages.ts';
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

/** The 'BTS Photos' and 'BTS Videos' sections of a backstage page, with the lightbox and the video player. */
export function BackstageMedia({ photos, videos, showPhotoCounter = false }: BackstageMediaProps) {
  const [openPhotoIndex, setOpenPhotoIndex] = useState<number | null>(null);
  const [openVideo, setOpenVideo] = useState<BackstageVideo | null>(null);

  return (
    <>
      <section className="backstage-section" aria-labelledby="bts-photos-heading">
        <h2 id="bts-photos-heading" className="backstage-section__title">
          {screenTexts.backstage.photosHeading}
        </h2>
        {photos.length === 0 ? (
          <p className="backstage-section__empty">{screenTexts.backstage.noPhotos}</p>
        ) : (
          <BackstagePhotoGrid photos={photos} onOpen={setOpenPhotoIndex} />
        )}
      </section>
      <section className="backstage-section" aria-labelledby="bts-videos-heading">
        <h2 id="bts-videos-heading" className="backstage-section__title">
          {screenTexts.backstage.videosHeading}
        </h2>
        {videos.length === 0 ? (
          <p className="backstage-section__empty">{screenTexts.backstage.noVideos}</p>
        ) : (
          <BackstageVideoGrid videos={videos} onOpen={setOpenVideo} />
        )}
      </section>
      {openPhotoIndex !== null && (
        <Lightbox
          items={photos.map(toLightboxItem)}
          startIndex={openPhotoIndex}
          mode="backstage"
          showCounter={showPhotoCounter}
          label="Backstage photos"
          onClose={() => setOpenPhotoIndex(null)}
        />
      )}
      {openVideo && <VideoModal video={openVideo} onClose={() => setOpenVideo(null)} />}
    </>
  );
}
