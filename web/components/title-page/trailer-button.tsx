import { lazy, Suspense, useRef, useState } from 'react';
import type { Movie } from '../../../common/catalogue.ts';
import { movieDetailContent as content } from '../../content/catalogue.ts';
import { reportInsightEvent } from '../../insights/report.ts';

// Loaded on the click: the player dialog is no part of the film page's first load, and YouTube's player is
// requested only once the dialog shows it.
const VideoModal = lazy(async () => ({ default: (await import('../video-modal/video-modal.tsx')).VideoModal }));

/** A trailer the studio uploaded (a short clip under /uploads/) rather than a YouTube link. */
export function isUploadedClip(trailerUrl: string): boolean {
  return trailerUrl.startsWith('/uploads/');
}

/** 'Watch Trailer', opening the trailer in the video dialog: YouTube's embedded player or the native one. */
export function TrailerButton({ movie, trailerUrl }: { movie: Pick<Movie, 'id' | 'title'>; trailerUrl: string }) {
  const [isOpen, setOpen] = useState(false);
  const playReportedFor = useRef<number | null>(null);
  const trailer = {
    id: movie.id,
    video_url: trailerUrl,
    title: content.trailerTitle(movie.title),
    description: null,
    is_youtube: !isUploadedClip(trailerUrl),
  };
  const play = () => {
    // The dialog plays the trailer at once, so this press is the play (docs/product.md#filmmaker-insight), counted
    // once per film's page view. YouTube's frame would say when it plays only through YouTube's own script.
    if (playReportedFor.current !== movie.id) reportInsightEvent('trailer_play', movie.id);
    playReportedFor.current = movie.id;
    setOpen(true);
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={play}>
        <svg className="title-action__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M8 5.5v13l10.5-6.5L8 5.5z" />
        </svg>
        {content.watchTrailer}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <VideoModal video={trailer} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
