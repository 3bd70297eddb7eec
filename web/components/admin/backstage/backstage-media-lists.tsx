import type { ReactNode } from 'react';
import type { BackstagePhoto, BackstageVideo } from '../../../../common/catalogue.ts';
import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import { photoImage } from '../../backstage/backstage-grids.tsx';
import { ResponsiveImage } from '../../responsive-image/responsive-image.tsx';
import { VideoThumbnail } from '../../video-modal/video-thumbnail.tsx';
import './admin-backstage.css';
import './admin-media-cards.css';

const photoTexts = adminBackstageContent.photos;
const videoTexts = adminBackstageContent.videos;

/** The owner's photos: each with its title and description, and Delete. */
export function AdminPhotoGrid({ photos, onDelete }: { photos: readonly BackstagePhoto[]; onDelete: (photo: BackstagePhoto) => void }) {
  return (
    <ul className="admin-media-grid admin-media-grid--photos" aria-label={photoTexts.listLabel}>
      {photos.map((photo, index) => (
        <MediaCard
          key={photo.id}
          caption={photo}
          texts={photoTexts}
          mediaClassName="admin-media-card__media--photo"
          media={
            <ResponsiveImage className="admin-media-card__image" {...photoImage(photo, index)} sizes="(max-width: 640px) 50vw, 220px" />
          }
          onDelete={() => onDelete(photo)}
        />
      ))}
    </ul>
  );
}

/** The owner's videos: still (YouTube's or the file's first frame), kind, title, description, Open and Delete. */
export function AdminVideoList({ videos, onDelete }: { videos: readonly BackstageVideo[]; onDelete: (video: BackstageVideo) => void }) {
  return (
    <ul className="admin-media-grid admin-media-grid--videos" aria-label={videoTexts.listLabel}>
      {videos.map((video) => (
        <MediaCard
          key={video.id}
          caption={video}
          texts={videoTexts}
          media={
            <>
              <VideoThumbnail video={video} />
              <span className={`admin-media-card__badge${video.is_youtube ? ' admin-media-card__badge--youtube' : ''}`}>
                {video.is_youtube ? videoTexts.youtube : videoTexts.uploaded}
              </span>
            </>
          }
          onDelete={() => onDelete(video)}
        >
          <a
            className="button button--secondary button--small"
            href={video.video_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={videoTexts.openLabel(video.title || videoTexts.untitled)}
          >
            {videoTexts.open}
          </a>
        </MediaCard>
      ))}
    </ul>
  );
}

interface MediaCardProps {
  /** The item's own title and description (either may be empty). */
  caption: { title: string | null; description: string | null };
  texts: { untitled: string; delete: string; deleteLabel: (title: string) => string };
  media: ReactNode;
  mediaClassName?: string;
  onDelete: () => void;
  /** Actions before Delete (a video's Open). */
  children?: ReactNode;
}

/** One photo or video: its picture, its title ('Untitled photo' when it has none) and description, and Delete. */
function MediaCard({ caption, texts, media, mediaClassName, onDelete, children }: MediaCardProps) {
  const title = caption.title || texts.untitled;
  return (
    <li className="admin-media-card">
      <div className={['admin-media-card__media', mediaClassName].filter(Boolean).join(' ')}>{media}</div>
      <div className="admin-media-card__body">
        <p className={`admin-media-card__title${caption.title ? '' : ' admin-media-card__title--untitled'}`}>{title}</p>
        {caption.description && <p className="admin-media-card__description">{caption.description}</p>}
      </div>
      <div className="admin-media-card__actions">
        {children}
        <button type="button" className="button button--danger button--small" aria-label={texts.deleteLabel(title)} onClick={onDelete}>
          {texts.delete}
        </button>
      </div>
    </li>
  );
}
