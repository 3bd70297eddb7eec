// /admin/movies (docs/product.md#admin-movies): every movie as a card (marked Featured when it leads the home page)
// with Edit and Deactivate/Reactivate, and the add/edit form. Each card says where its self-hosted film is
// ('Processing 42%'); the list follows the packager while it works.
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import { formatPrice } from '../../../common/format.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { useAdminMoviesFollowingFilms } from '../../api/admin/film-list-polling.ts';
import { useSetMovieActiveMutation } from '../../api/admin/set-movie-active.ts';
import { AdminBadge, AdminCard } from '../../components/admin/admin-card-grid/admin-card-grid.tsx';
import {
  AdminCardsPage,
  useAdminCards,
  type AdminCardControls,
} from '../../components/admin/admin-list-page/admin-cards-page.tsx';
import { FilmBadge } from '../../components/admin/film-section/film-badge.tsx';
import { MovieFormModal } from '../../components/admin/movie-form/movie-form-modal.tsx';
import { adminFilmContent } from '../../content/admin-films.ts';
import { adminMoviesContent as content } from '../../content/admin-movies.ts';

const POSTER_SIZE = { width: 800, height: 1200, sizes: '(max-width: 560px) 104px, 280px' };

/** '$4.99', or 'Free' for a film offered at $0.00. */
function priceText(price: number): string {
  return price === 0 ? content.free : formatPrice(price);
}

export function AdminMoviesPage() {
  const movies = useAdminMoviesFollowingFilms();
  const setActive = useSetMovieActiveMutation();
  const cards = useAdminCards({
    savedText: (edited) => (edited ? content.movieUpdated : content.movieAdded),
    action: {
      mutation: setActive,
      variables: (movie: AdminMovie) => ({ movieId: movie.id, active: !movie.is_active }),
      texts: (movie) =>
        movie.is_active
          ? { ...content.confirmDeactivate(movie.title), failureText: adminScreenMessages.movieDeactivateFailed }
          : { ...content.confirmReactivate(movie.title), failureText: adminScreenMessages.movieReactivateFailed },
      doneText: (movie) => (movie.is_active ? adminScreenMessages.movieDeactivated : adminScreenMessages.movieReactivated),
    },
  });
  const texts = { ...content, errorText: adminScreenMessages.moviesLoadFailed, addLabel: content.addMovie };
  return <AdminCardsPage texts={texts} query={movies} shape="poster" cards={cards} Card={MovieCard} Form={MovieFormModal} />;
}

function MovieCard({ item: movie, index, onEdit, onAction }: AdminCardControls<AdminMovie>) {
  const facts = [
    { term: content.price, value: priceText(movie.price) },
    { term: content.runningTime, value: movie.duration ? content.minutes(movie.duration) : content.noDuration },
    { term: content.rentalLength, value: content.rentalHours(movie.rental_duration_hours) },
    { term: content.rentals, value: movie.rental_count },
    { term: adminFilmContent.listTerm, value: <FilmBadge film={movie.film} /> },
  ];
  const image = { src: movie.thumbnail_url, alt: content.posterAlt(movie.title), ...POSTER_SIZE };
  return (
    <AdminCard
      title={movie.title}
      shape="poster"
      index={index}
      dimmed={!movie.is_active}
      image={image}
      badges={
        <>
          {movie.is_active ? (
            <AdminBadge tone="success">{content.active}</AdminBadge>
          ) : (
            <AdminBadge tone="muted">{content.inactive}</AdminBadge>
          )}
          {movie.is_featured && <AdminBadge tone="accent">{content.featured}</AdminBadge>}
        </>
      }
      facts={facts}
      actions={[
        { action: content.edit, onClick: onEdit },
        { action: movie.is_active ? content.deactivate : content.reactivate, danger: movie.is_active, onClick: onAction },
      ]}
    />
  );
}
