import { useRef, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import type { Movie } from '../../../common/catalogue.ts';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { useMovies } from '../../api/catalogue/list-movies.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { trailerHeading, trailers, trailersPageContent, VIDEO_FALLBACK_TEXT, type Trailer } from '../../content/trailers.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './trailer-page.css';

/**
 * The catalogue's film of a trailer: the one titled as the trailer, ignoring case (the trailers ship with the site,
 * the films are the studio's catalogue). Undefined when the catalogue has no such film.
 */
function filmOfTrailer(trailer: Trailer, films: readonly Movie[]): Movie | undefined {
  const title = trailer.title.trim().toLocaleLowerCase();
  return films.find((film) => film.title.trim().toLocaleLowerCase() === title);
}

/** Rent when the film can be rented now; otherwise (rented already, nothing to play yet) its page. */
function filmLinkText(film: Movie): string {
  return film.is_playable && !film.rental_status?.is_rented ? trailersPageContent.rentFilm : trailersPageContent.viewFilm;
}

interface TrailerCardProps {
  trailer: Trailer;
  /** The trailer's film in the catalogue, once the list is read and if it has one. */
  film: Movie | undefined;
  /** The movie list is still being read: the link's line is kept, so nothing moves when it arrives. */
  isFindingFilm: boolean;
  onPlay: (event: SyntheticEvent<HTMLVideoElement>) => void;
}

function TrailerCard({ trailer, film, isFindingFilm, onPlay }: TrailerCardProps) {
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
        {(film || isFindingFilm) && (
          <p className="trailer__film">
            {film && (
              <Link to={`/movies/${film.id}`} className="button button--secondary" aria-describedby={headingId}>
                {filmLinkText(film)}
              </Link>
            )}
          </p>
        )}
      </div>
    </article>
  );
}

export function TrailerPage() {
  usePageMeta(staticPageMeta['/trailer']);
  const listRef = useRef<HTMLUListElement>(null);
  // The trailers never wait for it: each gains the link to its film once the list is read, and only if it is there.
  const movies = useMovies();
  const films = movies.data ?? [];

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
            <TrailerCard trailer={trailer} film={filmOfTrailer(trailer, films)} isFindingFilm={movies.isPending} onPlay={pauseOthers} />
          </li>
        ))}
      </ul>
    </div>
  );
}
