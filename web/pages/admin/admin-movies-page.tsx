// /admin/movies (SPEC.md §2): every movie as a card with Edit and Deactivate/Reactivate, and the add/edit form.
// Each card says where its self-hosted film is ('Processing 42%'); the list follows the packager while it works.
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import { formatPrice } from '../../../common/format.ts';
import { adminMessages } from '../../../common/messages.ts';
import { useAdminMoviesFollowingFilms } from '../../api/admin/film-list-polling.ts';
import { useSetMovieActiveMutation } from '../../api/admin/set-movie-active.ts';
import { AdminBadge, AdminCard, AdminCardButton, AdminCardGrid } from '../../components/admin/admin-card-grid/admin-card-grid.tsx';
import { AdminPageHeader, AdminToast } from '../../components/admin/admin-page/admin-page.tsx';
import { useConfirmedAction } from '../../components/admin/admin-page/use-confirmed-action.ts';
import { useItemEditor } from '../../components/admin/admin-page/use-item-editor.ts';
import { FilmBadge } from '../../components/admin/film-section/film-badge.tsx';
import { MovieFormModal } from '../../components/admin/movie-form/movie-form-modal.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { adminFilmContent } from '../../content/admin-films.ts';
import { adminShellContent } from '../../content/admin-shell.ts';
import { adminMoviesContent as content } from '../../content/admin-movies.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

const POSTER_WIDTH = 800;
const POSTER_HEIGHT = 1200;
const POSTER_SIZES = '(max-width: 560px) 104px, 280px';

/** '$4.99', or 'Free' for a film offered at $0.00. */
function priceText(price: number): string {
  return price === 0 ? content.free : formatPrice(price);
}

export function AdminMoviesPage() {
  useDocumentTitle(adminShellContent.documentTitle(content.title));
  const movies = useAdminMoviesFollowingFilms();
  const setActive = useSetMovieActiveMutation();
  const { flash, show } = useFlashMessage();
  const editor = useItemEditor<AdminMovie>((edited) => show('success', edited ? content.movieUpdated : content.movieAdded));
  const toggle = useConfirmedAction({
    mutation: setActive,
    variables: (movie: AdminMovie) => ({ movieId: movie.id, active: !movie.is_active }),
    texts: (movie) =>
      movie.is_active
        ? { ...content.confirmDeactivate(movie.title), failureText: adminMessages.movieDeactivateFailed }
        : { ...content.confirmReactivate(movie.title), failureText: adminMessages.movieReactivateFailed },
    onDone: (movie) => show('success', movie.is_active ? adminMessages.movieDeactivated : adminMessages.movieReactivated),
  });

  return (
    <div className="admin-screen">
      <AdminPageHeader title={content.title} intro={content.intro} add={{ label: content.addMovie, onClick: editor.add }} />
      <QueryView
        query={movies}
        loadingText={content.loading}
        errorText={adminMessages.moviesLoadFailed}
        emptyTitle={content.emptyTitle}
        emptyHint={content.emptyHint}
      >
        {(list) => (
          <AdminCardGrid label={content.listLabel} shape="poster">
            {list.map((movie, index) => (
              <MovieCard
                key={movie.id}
                movie={movie}
                index={index}
                onEdit={() => editor.edit(movie)}
                onToggle={() => toggle.ask(movie)}
              />
            ))}
          </AdminCardGrid>
        )}
      </QueryView>
      {editor.modal && <MovieFormModal {...editor.modal} />}
      {toggle.dialog && <ConfirmDialog {...toggle.dialog} />}
      <AdminToast flash={flash} />
    </div>
  );
}

interface MovieCardProps {
  movie: AdminMovie;
  index: number;
  onEdit: () => void;
  onToggle: () => void;
}

function MovieCard({ movie, index, onEdit, onToggle }: MovieCardProps) {
  const facts = [
    { term: content.price, value: priceText(movie.price) },
    { term: content.runningTime, value: movie.duration ? content.minutes(movie.duration) : content.noDuration },
    { term: content.rentalLength, value: content.rentalHours(movie.rental_duration_hours) },
    { term: content.rentals, value: movie.rental_count },
    { term: adminFilmContent.listTerm, value: <FilmBadge film={movie.film} /> },
  ];
  const toggleText = movie.is_active ? content.deactivate : content.reactivate;
  return (
    <AdminCard
      title={movie.title}
      shape="poster"
      index={index}
      dimmed={!movie.is_active}
      media={
        <ResponsiveImage
          src={movie.thumbnail_url}
          alt={content.posterAlt(movie.title)}
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          sizes={POSTER_SIZES}
        />
      }
      badges={
        movie.is_active ? (
          <AdminBadge tone="success">{content.active}</AdminBadge>
        ) : (
          <AdminBadge tone="muted">{content.inactive}</AdminBadge>
        )
      }
      facts={facts}
      actions={
        <>
          <AdminCardButton action={content.edit} item={movie.title} onClick={onEdit} />
          <AdminCardButton action={toggleText} item={movie.title} danger={movie.is_active} onClick={onToggle} />
        </>
      }
    />
  );
}
