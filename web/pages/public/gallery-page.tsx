import { useEffect, useState } from 'react';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { Lightbox, type LightboxItem } from '../../components/lightbox/lightbox.tsx';
import { protectedMediaProps } from '../../components/lightbox/media-protection.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { videoTexts } from '../../components/video-modal/video-modal.tsx';
import {
  GALLERY_THUMBNAIL_SIZE,
  galleryImages,
  galleryImageUrl,
  galleryPageContent,
  galleryThumbnailUrl,
  galleryVideo,
} from '../../content/gallery.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import '../../styles/media-tile.css';
import './gallery-page.css';

export const galleryTexts = {
  loading: galleryPageContent.loading,
  failed: publicScreenMessages.galleryLoadFailed,
  retry: galleryPageContent.retry,
} as const;

/** Two rows on a wide screen: the tiles a visitor sees first load at once, the rest lazily. */
const EAGER_TILES = 8;
/**
 * A browser may decide not to fetch a video's metadata at all (data saver, some phones) and never say so.
 * After this long the video stops holding the gallery back; it still loads when played.
 */
export const VIDEO_PRELOAD_TIMEOUT_MS = 10_000;

const thumbnailUrls = galleryImages.map(galleryThumbnailUrl);
const lightboxItems: LightboxItem[] = galleryImages.map((image) => ({
  src: galleryImageUrl(image),
  alt: image.title,
  title: image.title,
  width: image.width,
  height: image.height,
}));

type PreloadState = 'loading' | 'ready' | 'failed';

/**
 * Fetches every thumbnail up front (docs/product.md#trailers-galleries-and-behind-the-scenes: all preloaded) with Image
 * objects, which fill the cache the grid's own <img> elements then read from. 'ready' once all have loaded, 'failed'
 * once all have settled and one of them could not load.
 */
function useImagePreload(urls: readonly string[]): PreloadState {
  const [results, setResults] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  useEffect(() => {
    const record = (url: string, hasLoaded: boolean) =>
      setResults((previous) => new Map(previous).set(url, hasLoaded));
    const images = urls.map((url) => {
      const image = new Image();
      image.decoding = 'async';
      image.onload = () => record(url, true);
      image.onerror = () => record(url, false);
      image.src = url;
      return image;
    });
    return () => {
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [urls]);
  if (urls.some((url) => !results.has(url))) return 'loading';
  return urls.every((url) => results.get(url)) ? 'ready' : 'failed';
}

/** Whether the behind-the-scenes video's metadata arrived, from the events of its own element. */
function useVideoPreload() {
  const [state, setState] = useState<PreloadState>('loading');
  useEffect(() => {
    const stopWaiting = () => setState((current) => (current === 'loading' ? 'ready' : current));
    const timer = window.setTimeout(stopWaiting, VIDEO_PRELOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const settle = (next: PreloadState) => setState((current) => (current === 'loading' ? next : current));
  return {
    state,
    videoEvents: {
      onLoadedMetadata: () => settle('ready'),
      onError: () => settle('failed'),
      // Fired when the browser stops fetching; with nothing fetched (readyState 0) it chose not to preload.
      onSuspend: (event: { currentTarget: HTMLVideoElement }) => {
        if (event.currentTarget.readyState === HTMLMediaElement.HAVE_NOTHING) settle('ready');
      },
    },
  };
}

function combine(...states: PreloadState[]): PreloadState {
  if (states.includes('loading')) return 'loading';
  return states.includes('failed') ? 'failed' : 'ready';
}

export function GalleryPage() {
  usePageMeta(staticPageMeta['/gallery']);
  const imagesState = useImagePreload(thumbnailUrls);
  const video = useVideoPreload();
  const state = combine(imagesState, video.state);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const isLoading = state === 'loading';

  return (
    <div className="page container gallery-page">
      <PageHeader eyebrow={galleryPageContent.eyebrow} title={galleryPageContent.title}>
        <p className="lead gallery-page__lead">{staticPageMeta['/gallery'].description}</p>
      </PageHeader>
      {state === 'failed' && (
        <div className="page-error gallery-page__error">
          <p className="page-error__text" role="alert">
            {galleryTexts.failed}
          </p>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {galleryTexts.retry}
          </button>
        </div>
      )}
      <div className="gallery-page__stage">
        {isLoading && (
          <div className="gallery-page__status">
            <PageStatus>{galleryTexts.loading}</PageStatus>
          </div>
        )}
        {/* Laid out while loading, so the page does not jump when the images appear. */}
        <div
          className="gallery-page__content"
          data-state={state}
          hidden={state === 'failed'}
          aria-hidden={isLoading || undefined}
          inert={isLoading}
        >
          <section aria-labelledby="gallery-stills-heading">
            <h2 id="gallery-stills-heading" className="visually-hidden">
              {galleryPageContent.stillsHeading}
            </h2>
            <ul className="gallery-grid">
              {galleryImages.map((image, index) => (
                <li key={image.file}>
                  <button
                    type="button"
                    className="media-tile photo-tile gallery-tile"
                    aria-label={galleryPageContent.viewImage(image.title)}
                    onClick={() => setOpenIndex(index)}
                  >
                    <picture>
                      <source type="image/webp" srcSet={galleryThumbnailUrl(image)} />
                      <img
                        className="zoom-image photo-tile__image gallery-tile__image"
                        src={galleryImageUrl(image)}
                        alt={image.title}
                        width={GALLERY_THUMBNAIL_SIZE.width}
                        height={GALLERY_THUMBNAIL_SIZE.height}
                        loading={index < EAGER_TILES ? 'eager' : 'lazy'}
                        decoding="async"
                        {...protectedMediaProps}
                      />
                    </picture>
                    <span className="photo-tile__title gallery-tile__title" aria-hidden="true">
                      {image.title}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section className="gallery-video" aria-labelledby="gallery-video-heading">
            <div className="gallery-video__text">
              <h2 id="gallery-video-heading" className="gallery-video__title">
                {galleryVideo.title}
              </h2>
              <p className="muted">{galleryVideo.description}</p>
            </div>
            <video
              className="gallery-video__player"
              src={galleryVideo.src}
              poster={galleryVideo.poster}
              width={galleryVideo.width}
              height={galleryVideo.height}
              controls
              playsInline
              preload="metadata"
              controlsList="nodownload"
              aria-labelledby="gallery-video-heading"
              {...video.videoEvents}
              {...protectedMediaProps}
            >
              {videoTexts.unsupported}
            </video>
          </section>
        </div>
      </div>
      {openIndex !== null && (
        <Lightbox
          items={lightboxItems}
          startIndex={openIndex}
          mode="gallery"
          label={galleryPageContent.lightboxLabel}
          onClose={() => setOpenIndex(null)}
        />
      )}
    </div>
  );
}
