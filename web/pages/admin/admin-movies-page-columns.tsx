// What the Movies screen shows of each movie: the table's columns (and a phone card's parts), the poster view's
// card, and the row's menu: Edit, the movie's rentals, its insight (its own screen), its rental insight, Extend waiting
// rentals, Deactivate (confirmed, set apart) or Reactivate.
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import { formatPrice } from '../../../common/format.ts';
import { isBeforePremiere } from '../../../common/premieres.ts';
import { AdminBadge, AdminCard } from '../../components/admin/admin-card-grid/admin-card-grid.tsx';
import type { DataColumn } from '../../components/admin/data-table/data-table.tsx';
import { DateTimeCell, StatusBadge } from '../../components/admin/data-table/list-controls.tsx';
import { FilmBadge } from '../../components/admin/film-section/film-badge.tsx';
import type { RowAction } from '../../components/admin/row-actions/row-action.ts';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { adminFilmContent } from '../../content/admin-films.ts';
import { movieInsightContent } from '../../content/admin-insights.ts';
import { adminMoviesContent as content } from '../../content/admin-movies.ts';
import { adminCardContent } from '../../content/admin-shell.ts';
import type { MovieSort } from './admin-movies-page-list.ts';

const POSTER_SIZE = { width: 800, height: 1200, sizes: '(max-width: 560px) 104px, 280px' };

/** '$4.99', or 'Free' for a film offered at $0.00. */
function priceText(price: number): string {
  return price === 0 ? content.free : formatPrice(price);
}

const runningTime = (movie: AdminMovie) => (movie.duration ? content.minutes(movie.duration) : content.noDuration);

/**
 * 'Premieres Dec 12' while the film's premiere is ahead (its day in the studio's zone, which the answer names), else
 * null (docs/product.md#premieres-and-windows).
 */
function premiereBadgeText(movie: AdminMovie): string | null {
  if (!isBeforePremiere(movie.premiere_at, Date.now())) return null;
  const day = new Date(movie.premiere_at!).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: movie.premiere_time_zone ?? undefined });
  return content.premiereBadge(day);
}

/** Active or Inactive, Featured when the movie leads the home page, and its premiere while ahead. */
function MovieStatus({ movie }: { movie: AdminMovie }) {
  const premiere = premiereBadgeText(movie);
  return (
    <span className="admin-wrap">
      {movie.is_active ? <StatusBadge tone="success">{content.active}</StatusBadge> : <StatusBadge tone="muted">{content.inactive}</StatusBadge>}
      {movie.is_featured && <StatusBadge tone="accent">{content.featured}</StatusBadge>}
      {premiere && <StatusBadge tone="accent">{premiere}</StatusBadge>}
    </span>
  );
}

export const movieColumns: DataColumn<AdminMovie, MovieSort>[] = [
  {
    id: 'title',
    header: content.columns.title,
    sort: 'title',
    firstOrder: 'asc',
    rowHeader: true,
    cell: (movie) => (
      <span className="admin-row">
        <ResponsiveImage src={movie.thumbnail_url} alt="" width={32} height={48} sizes="32px" />
        <span>{movie.title}</span>
      </span>
    ),
  },
  { id: 'price', header: content.price, sort: 'price', numeric: true, cell: (movie) => priceText(movie.price) },
  { id: 'status', header: content.columns.status, sort: 'status', cell: (movie) => <MovieStatus movie={movie} /> },
  { id: 'rentals', header: content.rentals, sort: 'rental_count', numeric: true, hideable: true, cell: (movie) => movie.rental_count },
  { id: 'duration', header: content.runningTime, hideable: true, cell: (movie) => <span className="data-table__nowrap">{runningTime(movie)}</span> },
  { id: 'rental', header: content.rentalLength, hideable: true, cell: (movie) => content.rentalHours(movie.rental_duration_hours) },
  { id: 'film', header: adminFilmContent.listTerm, hideable: true, cell: (movie) => <FilmBadge film={movie.film} /> },
  {
    id: 'added',
    header: content.columns.added,
    sort: 'created_at',
    hideable: true,
    hiddenByDefault: true,
    cell: (movie) => <DateTimeCell value={movie.created_at} />,
  },
];

export const movieCard = { title: 'title', amount: 'price', status: 'status', meta: ['rentals', 'duration', 'film'] } as const;

/** What the screen does to a movie. */
export interface MovieHandlers {
  edit: (movie: AdminMovie) => void;
  /** Asks to confirm Deactivate or Reactivate. */
  toggleActive: (movie: AdminMovie) => void;
  /** Opens the "Extend waiting rentals" dialog. */
  extendRentals: (movie: AdminMovie) => void;
  /** Opens the movie's rental insight. */
  showInsight: (movie: AdminMovie) => void;
}

/** A film's insight screen (its period, the last 30 days, left to the screen). */
const movieInsightPath = (movieId: number) => `/admin/movies/${movieId}/insights`;

const actionLabel = (action: string, movie: AdminMovie) => adminCardContent.actionLabel(action, movie.title);

/**
 * Everything but Edit: the movie's rentals, its insight (docs/product.md#filmmaker-insight), its rentals' insight and
 * extension, then Reactivate, or Deactivate set apart.
 */
function otherActions(movie: AdminMovie, { toggleActive, extendRentals, showInsight }: MovieHandlers): RowAction[] {
  return [
    { label: content.viewRentals, href: `/admin/rentals?movie_id=${movie.id}` },
    { label: movieInsightContent.menuItem, href: movieInsightPath(movie.id) },
    { label: content.rentalInsight, ariaLabel: actionLabel(content.rentalInsight, movie), onSelect: () => showInsight(movie) },
    { label: content.extendRentals, ariaLabel: actionLabel(content.extendRentals, movie), onSelect: () => extendRentals(movie) },
    movie.is_active
      ? { label: content.deactivate, ariaLabel: actionLabel(content.deactivate, movie), destructive: true, onSelect: () => toggleActive(movie) }
      : { label: content.reactivate, ariaLabel: actionLabel(content.reactivate, movie), onSelect: () => toggleActive(movie) },
  ];
}

export function movieActions(movie: AdminMovie, handlers: MovieHandlers): RowAction[] {
  return [{ label: content.edit, ariaLabel: actionLabel(content.edit, movie), primary: true, onSelect: () => handlers.edit(movie) }, ...otherActions(movie, handlers)];
}

/** The poster view's card: Edit as a button, the rest in its '⋯' menu. */
export function MoviePosterCard({ movie, index, handlers }: { movie: AdminMovie; index: number; handlers: MovieHandlers }) {
  const premiere = premiereBadgeText(movie);
  const facts = [
    { term: content.price, value: priceText(movie.price) },
    { term: content.runningTime, value: runningTime(movie) },
    { term: content.rentalLength, value: content.rentalHours(movie.rental_duration_hours) },
    { term: content.rentals, value: movie.rental_count },
    { term: adminFilmContent.listTerm, value: <FilmBadge film={movie.film} /> },
  ];
  return (
    <AdminCard
      title={movie.title}
      shape="poster"
      index={index}
      dimmed={!movie.is_active}
      image={{ src: movie.thumbnail_url, alt: content.posterAlt(movie.title), ...POSTER_SIZE }}
      badges={
        <>
          {movie.is_active ? <AdminBadge tone="success">{content.active}</AdminBadge> : <AdminBadge tone="muted">{content.inactive}</AdminBadge>}
          {movie.is_featured && <AdminBadge tone="accent">{content.featured}</AdminBadge>}
          {premiere && <AdminBadge tone="accent">{premiere}</AdminBadge>}
        </>
      }
      facts={facts}
      actions={[{ action: content.edit, onClick: () => handlers.edit(movie) }]}
      menu={otherActions(movie, handlers)}
    />
  );
}
