import { useRef, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { trailerHeading, trailers, trailersPageContent, VIDEO_FALLBACK_TEXT, type Trailer } from '../../content/trailers.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './trailer-page.css';

interface TrailerCardProps {
  trailer: Trailer;
  onPlay: (event: SyntheticEvent<HTMLVideoElement>) => void;
}

function TrailerCard({ trailer, onPlay }: TrailerCardProps) {
  const headingId = `trailer-${trailer.id}`;
  return (
    <article className="trailer" aria-labelledby={headingId}>
      <div className="trailer__frame">
        <video
          className="trailer__video"
          controls
          preload="metadata"
          poster={trailer.posterUrl}
          width={trailer.width}
          height={trailer.height}
          playsInline
          aria-labelledby={headingId}
          onPlay={onPlay}
        >
          <source src={trailer.videoUrl} type="video/mp4" />
          {VIDEO_FALLBACK_TEXT}
        </video>
      </div>
      <div className="trailer__info">
        <h2 id={headingId} className="trailer__title">
          {trailerHeading(trailer)}
        </h2>
        <p className="lead trailer__logline">{trailer.logline}</p>
      </div>
    </article>
  );
}

export function TrailerPage() {
  usePageMeta(staticPageMeta['/trailer']);
  const listRef = useRef<HTMLUListElement>(null);

  // One trailer at a time: starting one pauses any other still playing.
  function pauseOthers(event: SyntheticEvent<HTMLVideoElement>) {
    for (const video of listRef.current?.querySelectorAll('video') ?? []) {
      if (video !== event.currentTarget && !video.paused) video.pause();
    }
  }

  return (
    <div className="page container trailer-page">
      <PageHeader eyebrow={trailersPageContent.eyebrow} title={trailersPageContent.title}>
        <p className="lead trailer-page__intro">
          {trailersPageContent.introBeforeLink}{' '}
          <Link to="/movies">{trailersPageContent.introLink}</Link> {trailersPageContent.introAfterLink}
        </p>
      </PageHeader>
      <ul ref={listRef} className="trailer-page__list">
        {trailers.map((trailer) => (
          <li key={trailer.id}>
            <TrailerCard trailer={trailer} onPlay={pauseOthers} />
          </li>
        ))}
      </ul>
    </div>
  );
}
