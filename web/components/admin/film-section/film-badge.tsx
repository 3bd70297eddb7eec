import type { AdminFilmSummary, FilmStatus } from '../../../../common/films.ts';
import { adminFilmContent as content, filmStatusLabels } from '../../../content/admin-films.ts';
import { StatusBadge, type StatusTone } from '../data-table/list-controls.tsx';

/** The admin badges' colours: waiting and working amber, ready green, failed red. */
const filmTones: Record<FilmStatus, StatusTone> = {
  queued: 'accent',
  processing: 'accent',
  ready: 'success',
  failed: 'danger',
};

/** A movie's film in a word for the movies list: '—' none, 'Queued', 'Processing 42%', 'Ready', 'Failed'. */
export function FilmBadge({ film }: { film: AdminFilmSummary | null }) {
  if (!film) return <>{content.none}</>;
  const label = film.status === 'processing' ? content.listProcessing(film.progress) : filmStatusLabels[film.status];
  return <StatusBadge tone={filmTones[film.status]}>{label}</StatusBadge>;
}
