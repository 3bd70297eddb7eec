import { useId } from 'react';
import type { BackstageVideo } from '../../../common/catalogue.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { protectedMediaProps } from '../lightbox/media-protection.ts';
import { Modal } from '../modal/modal.tsx';
import { ModalCloseButton } from '../modal/modal-close-button.tsx';
import { parseYouTubeId, youTubeEmbedUrl } from '../../../common/youtube.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import './video-modal.css';

export const videoTexts = {
  /** docs/product.md#errors: the native player's fallback text. */
  unsupported: publicScreenMessages.videoUnsupported,
  /** docs/product.md#validation: a YouTube link no id can be read from. */
  invalidYouTube: publicScreenMessages.invalidYouTubeUrl,
  untitled: screenTexts.backstage.untitledVideo,
} as const;

export interface VideoModalProps {
  video: BackstageVideo;
  onClose: () => void;
}

/**
 * Plays one backstage video: a YouTube link in the embedded player, an uploaded file in the native player
 * (controls, autoplay, no download button, no picture-in-picture). Escape, the backdrop or × close it.
 */
export function VideoModal({ video, onClose }: VideoModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const title = video.title || videoTexts.untitled;

  return (
    <Modal
      labelledBy={titleId}
      describedBy={video.description ? descriptionId : undefined}
      onClose={onClose}
      className="video-modal"
      backdropClassName="video-modal-backdrop"
    >
      <div className="video-modal__header">
        <h2 id={titleId} className="video-modal__title">
          {title}
        </h2>
        <ModalCloseButton onClick={onClose} />
      </div>
      <div className="video-modal__frame">
        <VideoPlayer video={video} title={title} />
      </div>
      {video.description && (
        <p id={descriptionId} className="video-modal__description">
          {video.description}
        </p>
      )}
    </Modal>
  );
}

function VideoPlayer({ video, title }: { video: BackstageVideo; title: string }) {
  if (video.is_youtube) {
    const videoId = parseYouTubeId(video.video_url);
    if (!videoId) {
      return (
        <p className="video-modal__message" role="alert">
          {videoTexts.invalidYouTube}
        </p>
      );
    }
    return (
      <iframe
        className="video-modal__media"
        src={youTubeEmbedUrl(videoId)}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <video
      className="video-modal__media"
      src={video.video_url}
      controls
      autoPlay
      playsInline
      preload="auto"
      controlsList="nodownload"
      disablePictureInPicture
      {...protectedMediaProps}
    >
      {videoTexts.unsupported}
    </video>
  );
}
