// A film's packaging state: queued, processing (with its percentage), ready (running time, the ladder made, the
// source) or failed (ffmpeg's reason), with what the admin can do about it: retry, replace, remove.
import type { AdminFilm } from '../../../../common/films.ts';
import { errorMessageOf } from '../../../api/api-client.ts';
import { useRetryFilmMutation } from '../../../api/admin/film-retry.ts';
import { adminFilmContent as content, formatBytes, formatRunningTime, adminFilmMessages } from '../../../content/admin-films.ts';
import { FactList } from '../../fact-list/fact-list.tsx';
import { FormAlert } from '../../form/form-alert.tsx';
import { FilmBadge } from './film-badge.tsx';

export interface FilmStateProps {
  movieId: number;
  film: AdminFilm;
  /** Replace and Remove (and Retry) are offered; not while a new file is being chosen or sent. */
  showActions: boolean;
  onReplace: () => void;
  /** Asks to remove the film (the section confirms and runs it: it outlives this view of the film). */
  onRemove: () => void;
  /** A done action's line ('Packaging started again'). */
  onNotice: (text: string) => void;
}

export function FilmState({ movieId, film, showActions, onReplace, onRemove, onNotice }: FilmStateProps) {
  const retry = useRetryFilmMutation(movieId);
  const runRetry = () => {
    if (!retry.isPending) retry.mutate(undefined, { onSuccess: () => onNotice(adminFilmMessages.filmRetried) });
  };

  return (
    <div className={`film-state film-state--${film.status}`}>
      <div className="film-state__head">
        <FilmBadge film={film} />
        <StatusLine film={film} />
      </div>
      {film.status === 'processing' && <PackagingProgress percent={film.progress} />}
      {film.status === 'ready' && <ReadyFacts film={film} />}
      {film.status === 'failed' && <FailureReason error={film.error} />}
      {film.status !== 'ready' && film.is_playable && <p className="film-section__keeps-playing">{content.keepsPlaying}</p>}
      {retry.error && <FormAlert>{errorMessageOf(retry.error, adminFilmMessages.filmRetryFailed)}</FormAlert>}
      {showActions && (
        <div className="button-row film-state__actions">
          {film.status === 'failed' && (
            <button type="button" className="button button--primary button--small" onClick={runRetry} disabled={retry.isPending}>
              {retry.isPending ? content.retrying : content.retry}
            </button>
          )}
          <button type="button" className="button button--secondary button--small" onClick={onReplace}>
            {content.replace}
          </button>
          <button type="button" className="button button--danger button--small" onClick={onRemove}>
            {content.remove}
          </button>
        </div>
      )}
    </div>
  );
}

/** The line beside the badge ('Processing 42%' is the badge itself). */
function StatusLine({ film }: { film: AdminFilm }) {
  if (film.status === 'queued') return <span className="admin-hint">{adminFilmMessages.filmQueued}</span>;
  if (film.status === 'failed') return <span className="admin-hint">{content.failedHeading}</span>;
  return null;
}

function PackagingProgress({ percent }: { percent: number }) {
  return (
    <div className="admin-row upload-progress">
      <progress className="upload-progress__bar" max={100} value={percent} aria-label={content.processingLabel} />
      <span className="upload-progress__value" aria-hidden="true">
        {`${percent}%`}
      </span>
    </div>
  );
}

function ReadyFacts({ film }: { film: AdminFilm }) {
  const heights = [...film.renditions].sort((a, b) => a.height - b.height).map((rendition) => rendition.height);
  const facts = [
    { term: content.facts.duration, value: film.duration_seconds == null ? content.unknown : formatRunningTime(film.duration_seconds) },
    { term: content.facts.renditions, value: heights.length > 0 ? content.renditions(heights) : content.unknown },
    {
      term: content.facts.source,
      value: film.source_name
        ? content.sourceFile(film.source_name, film.source_bytes == null ? null : formatBytes(film.source_bytes))
        : content.unknown,
    },
  ];
  return <FactList facts={facts} className="film-state__facts" />;
}

/** ffmpeg's last lines, as it wrote them, in a box that scrolls (and takes the focus, for the keyboard). */
function FailureReason({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <pre className="film-state__error" tabIndex={0} aria-label={content.failedHeading}>
      {error}
    </pre>
  );
}
