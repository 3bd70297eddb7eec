// /admin/movies (docs/product.md#admin-movies): every movie, active or not, in a table (or, by choice, as posters),
// searched by title, filtered by status, sorted and paged in the browser (the catalogue is small and comes whole:
// admin-movies-page-list.ts), with the featured films' order above it. Each row's menu: Edit, the movie's rentals,
// its rental insight, Extend waiting rentals (docs/product.md#premieres-and-windows), Deactivate (confirmed) or
// Reactivate. /admin/movies?edit={id} opens a movie's edit form; Add Movie (or ?add=1) the empty one. Each movie says
// where its self-hosted film is ('Processing 42%'); the list follows the packager while it works. The list's state
// and the view live in the URL.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { useAdminMoviesFollowingFilms } from '../../api/admin/film-list-polling.ts';
import { useStudioTimeZone } from '../../api/admin/list-admin-movies.ts';
import { useSetMovieActiveMutation } from '../../api/admin/set-movie-active.ts';
import { AdminCardGrid } from '../../components/admin/admin-card-grid/admin-card-grid.tsx';
import { AdminListPage } from '../../components/admin/admin-list-page/admin-list-page.tsx';
import { EDIT_PARAM, useDeepLinkParam } from '../../components/admin/admin-list-page/deep-links.ts';
import { useConfirmedAction } from '../../components/admin/admin-page/use-confirmed-action.ts';
import { useItemEditor } from '../../components/admin/admin-page/use-item-editor.ts';
import { oneOf, useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { FeaturedFilmsOrder } from '../../components/admin/featured-order/featured-films-order.tsx';
import { MovieFormModal } from '../../components/admin/movie-form/movie-form-modal.tsx';
import { ExtendRentalsDialog } from '../../components/admin/premieres/extend-rentals-dialog.tsx';
import { RentalInsightModal } from '../../components/admin/premieres/rental-insight-modal.tsx';
import { SegmentedControl } from '../../components/admin/segmented-control/segmented-control.tsx';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { adminMoviesContent as content } from '../../content/admin-movies.ts';
import { movieActions, movieCard, movieColumns, MoviePosterCard, type MovieHandlers } from './admin-movies-page-columns.tsx';
import { MOVIE_SORTS, MOVIE_STATUS_FILTERS, movieListPage, type MovieListParams } from './admin-movies-page-list.ts';
import './admin-movies-page.css';

const listSpec = {
  sorts: MOVIE_SORTS,
  // The server's order: the newest first.
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: { status: oneOf(MOVIE_STATUS_FILTERS) },
} as const;

const statusOptions = MOVIE_STATUS_FILTERS.map((value) => ({ value, label: content.statusOptions[value] }));

const VIEWS = ['table', 'posters'] as const;
type View = (typeof VIEWS)[number];
const VIEW_PARAM = 'view';

/** The table, or the posters (?view=posters); the table, the default, is left out of the URL. */
function useView() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW_PARAM) === 'posters' ? 'posters' : 'table';
  const setView = (next: View) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'table') updated.delete(VIEW_PARAM);
      else updated.set(VIEW_PARAM, next);
      return updated;
    });
  return [view, setView] as const;
}

/** The movie a dialog of the row's menu is open on (Extend waiting rentals, Rental insight), or none. */
function useMovieDialog() {
  const [movie, setMovie] = useState<AdminMovie | null>(null);
  return { movie, open: setMovie, close: () => setMovie(null) };
}

export function AdminMoviesPage() {
  const list = useListParams(listSpec);
  const movies = useAdminMoviesFollowingFilms();
  const studioTimeZone = useStudioTimeZone();
  const extending = useMovieDialog();
  const insight = useMovieDialog();
  const [view, setView] = useView();
  const { flash, show } = useFlashMessage();
  const adder = useItemEditor<AdminMovie>(() => show('success', content.movieAdded));
  const editLink = useDeepLinkParam(EDIT_PARAM);
  const editing = editLink.id === null ? undefined : movies.data?.find((movie) => movie.id === editLink.id);
  const setActive = useSetMovieActiveMutation();
  const toggle = useConfirmedAction({
    mutation: setActive,
    variables: (movie: AdminMovie) => ({ movieId: movie.id, active: !movie.is_active }),
    texts: (movie) =>
      movie.is_active
        ? { ...content.confirmDeactivate(movie.title), failureText: adminScreenMessages.movieDeactivateFailed }
        : { ...content.confirmReactivate(movie.title), failureText: adminScreenMessages.movieReactivateFailed },
    onDone: (movie) => show('success', movie.is_active ? adminScreenMessages.movieDeactivated : adminScreenMessages.movieReactivated),
  });
  const handlers: MovieHandlers = {
    edit: (movie) => editLink.open(movie.id),
    toggleActive: toggle.ask,
    extendRentals: extending.open,
    showInsight: insight.open,
  };

  const params = { page: list.page, sort: list.sort, order: list.order, search: list.search, status: list.filters.status as MovieListParams['status'] };
  const page = movies.data && movieListPage(movies.data, params);
  const isFiltered = page?.isFiltered ?? false;

  return (
    <AdminListPage
      texts={{
        ...content,
        emptyTitle: isFiltered ? content.noMatchTitle : content.emptyTitle,
        emptyHint: isFiltered ? content.noMatchHint : content.emptyHint,
      }}
      add={{ label: content.addMovie, onClick: adder.add }}
      errorText={adminScreenMessages.moviesLoadFailed}
      list={list}
      // The answer paged here; a new page needs no request, so none is ever a placeholder.
      query={{ ...movies, data: page, isPlaceholderData: false }}
      rowsOf={(moviesPage) => moviesPage.movies}
      filters={[{ filter: 'status', label: content.statusLabel, options: statusOptions }]}
      toolbar={<SegmentedControl legend={content.viewLegend} values={VIEWS} labels={content.views} value={view} onChange={setView} />}
      {...(view === 'table'
        ? {
            table: {
              columns: movieColumns,
              rowKey: (movie: AdminMovie) => movie.id,
              sortable: true,
              card: movieCard,
              columnsKey: 'movies',
              actions: { of: (movie: AdminMovie) => movieActions(movie, handlers), name: (movie: AdminMovie) => movie.title },
            },
          }
        : {
            renderRows: (rows: readonly AdminMovie[], isUpdating: boolean) => (
              <div className="movie-posters" aria-busy={isUpdating || undefined}>
                <AdminCardGrid label={content.listLabel} shape="poster">
                  {rows.map((movie, index) => (
                    <MoviePosterCard key={movie.id} movie={movie} index={index} handlers={handlers} />
                  ))}
                </AdminCardGrid>
              </div>
            ),
          })}
      confirm={toggle.dialog}
      flash={flash}
    >
      {/* Below the list: the catalogue is what the screen is for; the home page's order is tended now and then. */}
      {movies.data && <FeaturedFilmsOrder movies={movies.data} />}
      {/* The form reads the premiere in the studio's zone, which the movie list brings. */}
      {adder.modal && studioTimeZone && <MovieFormModal {...adder.modal} studioTimeZone={studioTimeZone} />}
      {editing && studioTimeZone && (
        <MovieFormModal
          item={editing}
          studioTimeZone={studioTimeZone}
          onClose={editLink.close}
          onSaved={() => {
            show('success', content.movieUpdated);
            editLink.close();
          }}
        />
      )}
      {extending.movie && (
        <ExtendRentalsDialog
          movie={extending.movie}
          onCancel={extending.close}
          onExtended={(count) => {
            extending.close();
            show('success', content.rentalsExtended(count));
          }}
        />
      )}
      {insight.movie && <RentalInsightModal movie={insight.movie} onClose={insight.close} />}
    </AdminListPage>
  );
}
