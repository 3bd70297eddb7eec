import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Movie } from '../../../common/catalogue.ts';
import { continueWatchingAnswer, createTestContinueWatchingItem } from '../../test/continue-watching-data.ts';
import { MOVIE_GRID_QUERIES } from '../../components/movie-card/movie-grid.ts';
import { createTestMovie, createUser, notRented, preorderedFor, rentedUntil, storeTestSession } from '../../test/factories.ts';
import { installFakeYouTube } from '../../test/fake-youtube.ts';
import { deferred, emptyResponse, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { setMediaQuery } from '../../test/match-media.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { LoginPage } from '../account/login-page.tsx';
import { MoviesPage } from './movies-page.tsx';

const routes = [
  { path: '/movies', element: <MoviesPage /> },
  { path: '/movies/:movieId', element: <p>Movie detail page</p> },
  { path: '/login', element: <LoginPage /> },
];

const HOUR = 3_600_000;
/** The page's calls: the bundles after the films (none unless a test says so), then the test's own. */
const mockPageFetch = (handlers: Record<string, FetchHandler> = {}) =>
  mockFetch({ 'GET /api/bundles': () => jsonResponse({ bundles: [] }), ...handlers });
const moviesAnswer = (movies: Movie[]) => () => jsonResponse({ movies });
const noProgress = () => jsonResponse({ position_seconds: 0, updated_at: null });
const noContinueWatching = () => jsonResponse({ items: [] });
/** POST /api/movies/{id}/play: the YouTube player tells the server it plays. */
const played = () => emptyResponse(204);

/** A logged-in viewer renting Northbound (id 42) for another hour, its video at `videoUrl`. */
function mockViewerRentingNorthbound(videoUrl: string, handlers: Record<string, FetchHandler> = {}) {
  const viewer = createUser();
  storeTestSession(viewer);
  const northbound = createTestMovie({ id: 42, title: 'Northbound', rental_status: rentedUntil(Date.now() + HOUR), video_url: videoUrl });
  return mockPageFetch({
    'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
    'GET /api/users/continue-watching': noContinueWatching,
    'GET /api/movies': moviesAnswer([northbound]),
    ...handlers,
  });
}

function renderMoviesPage(path = '/movies') {
  return renderRoutes(routes, { path });
}

describe('MoviesPage', () => {
  it('shows a loading status, then a card per movie, with the page title', async () => {
    const answer = deferred<Response>();
    mockPageFetch({ 'GET /api/movies': () => answer.promise });
    renderMoviesPage();

    expect(screen.getByText('Loading movies...').closest('[role="status"]')).toBeInTheDocument();
    expect(document.title).toBe('Movies · Ember Lane Studios');

    answer.resolve(
      jsonResponse({ movies: [createTestMovie({ title: 'Back 2 Basics' }), createTestMovie({ title: 'Northbound' })] }),
    );

    const grid = await screen.findByRole('list', { name: 'Movies' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(within(grid).getByRole('heading', { name: 'Back 2 Basics' })).toBeInTheDocument();
    expect(within(grid).getByRole('heading', { name: 'Northbound' })).toBeInTheDocument();
    expect(screen.queryByText('Loading movies...')).not.toBeInTheDocument();
  });

  it('lists the active bundles after the films, each a link with its films and price; nothing at all without any', async () => {
    const bundle = {
      id: 5,
      title: 'The Shorts of Ana Lima',
      description: '',
      price: 9.99,
      films_price: 14.97,
      your_price: 9.99,
      movies: [3, 4, 6].map((id) => ({ id, title: `Movie ${id}`, thumbnail_url: null, price: 4.99, rental_duration_hours: 48, is_rented: false })),
    };
    mockPageFetch({ 'GET /api/movies': moviesAnswer([createTestMovie({ title: 'Northbound' })]), 'GET /api/bundles': () => jsonResponse({ bundles: [bundle] }) });
    renderMoviesPage();

    const section = await screen.findByRole('region', { name: 'Bundles' });
    expect(within(section).getByRole('link', { name: 'The Shorts of Ana Lima' })).toHaveAttribute('href', '/bundles/5');
    expect(within(section).getByText('3 films · $9.99')).toBeInTheDocument();
    // After the grid, which it does not move.
    const grid = screen.getByRole('list', { name: 'Movies' });
    expect(grid.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no bundles section when there are none, or when they cannot be read, and the films as ever', async () => {
    for (const answer of [() => jsonResponse({ bundles: [] }), () => jsonResponse({ error: 'Something went wrong. Please try again.' }, 500)]) {
      const { requestsTo } = mockPageFetch({ 'GET /api/movies': moviesAnswer([createTestMovie({ title: 'Northbound' })]), 'GET /api/bundles': answer });
      const { unmount } = renderMoviesPage();

      expect(await screen.findByRole('heading', { name: 'Northbound' })).toBeInTheDocument();
      await vi.waitFor(() => expect(requestsTo('GET /api/bundles')).toHaveLength(1));
      expect(screen.queryByRole('region', { name: 'Bundles' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      unmount();
    }
  });

  it("shows 'Failed to load movies' with 'Try Again', which loads the list again", async () => {
    let answer = () => jsonResponse({ error: 'Something went wrong. Please try again.' }, 500);
    const { requestsTo } = mockPageFetch({ 'GET /api/movies': () => answer() });
    const { user } = renderMoviesPage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load movies' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');

    answer = moviesAnswer([createTestMovie({ title: 'Midnight Ledger' })]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Midnight Ledger' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load movies')).not.toBeInTheDocument();
    expect(requestsTo('GET /api/movies')).toHaveLength(2);
  });

  it('says so when there are no movies', async () => {
    mockPageFetch({ 'GET /api/movies': moviesAnswer([]) });
    renderMoviesPage();

    expect(await screen.findByRole('heading', { name: 'No movies available' })).toBeInTheDocument();
    expect(screen.getByText('Check back later for new releases.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Movies' })).not.toBeInTheDocument();
  });

  it("shows a signed-in viewer's Continue watching row above the grid, each film linking to its page", async () => {
    const { requestsTo } = mockViewerRentingNorthbound('https://www.youtube.com/watch?v=aqz-KE-bpKQ', {
      'GET /api/users/continue-watching': continueWatchingAnswer([
        createTestContinueWatchingItem({ movie_id: 42, movie_title: 'Northbound', position_seconds: 2700, duration_seconds: 5400 }),
      ]),
    });
    renderMoviesPage();

    const row = await screen.findByRole('region', { name: 'Continue watching' });
    expect(within(row).getByRole('link', { name: 'Northbound' })).toHaveAttribute('href', '/movies/42');
    expect(within(row).getByRole('progressbar', { name: 'Watched' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(row).getByText('5 hours left')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Movies' });
    expect(row.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(requestsTo('GET /api/users/continue-watching')).toHaveLength(1);
  });

  it('shows no Continue watching row to a visitor, nor to a viewer with no rental running', async () => {
    mockPageFetch({ 'GET /api/movies': moviesAnswer([createTestMovie({ title: 'Northbound' })]) });
    const { unmount } = renderMoviesPage();
    await screen.findByRole('list', { name: 'Movies' });
    expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument();
    unmount();

    const { requestsTo } = mockViewerRentingNorthbound('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    renderMoviesPage();
    await screen.findByRole('list', { name: 'Movies' });
    await vi.waitFor(() => expect(requestsTo('GET /api/users/continue-watching')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument();
  });

  it('loads the first row of posters at once and the rest lazily, by how many columns fit', async () => {
    mockPageFetch({ 'GET /api/movies': moviesAnswer(Array.from({ length: 6 }, () => createTestMovie())) });
    renderMoviesPage();
    await screen.findByRole('list', { name: 'Movies' });
    const loadingOf = () =>
      screen.getAllByRole('article').map((card) => card.querySelector('img')?.getAttribute('loading'));

    expect(loadingOf()).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);

    act(() => {
      for (const query of Object.values(MOVIE_GRID_QUERIES)) setMediaQuery(query, true);
    });

    expect(loadingOf()).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it("takes a visitor from Rent to Register, remembering the film", async () => {
    mockPageFetch({
      'GET /api/movies': moviesAnswer([createTestMovie({ id: 4, title: 'Northbound', price: 3.99 })]),
      'GET /api/users/continue-watching': noContinueWatching,
    });
    const { user } = renderMoviesPage();

    await user.click(await screen.findByRole('link', { name: 'Rent for $3.99' }));
    expect(currentPath()).toBe('/register?next=%2Fmovies%2F4%3Frent%3D1');
  });

  it("opens the coming-soon dialog from 'Watch Now' when the rented movie has no YouTube link", async () => {
    mockViewerRentingNorthbound('https://cdn.example.com/northbound.mp4');
    const { user } = renderMoviesPage();
    const watchButton = await screen.findByRole('button', { name: 'Watch Now' });

    await user.click(watchButton);

    const dialog = await screen.findByRole('dialog', { name: 'Northbound' });
    expect(dialog).toHaveTextContent('Coming soon');
    expect(screen.queryByRole('button', { name: 'Close player' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/movies');

    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(watchButton).toHaveFocus();
  });

  it("opens the player over the list from 'Watch Now' for a rented movie with a YouTube link", async () => {
    const youtube = installFakeYouTube();
    onTestFinished(() => youtube.uninstall());
    mockViewerRentingNorthbound('https://www.youtube.com/watch?v=aqz-KE-bpKQ', { 'GET /api/movies/42/progress': noProgress, 'POST /api/movies/42/play': played });
    const { user } = renderMoviesPage();

    await user.click(await screen.findByRole('button', { name: 'Watch Now' }));

    const player = await screen.findByRole('dialog', { name: 'Northbound' });
    expect(within(player).getByRole('button', { name: 'Close player' })).toBeInTheDocument();
    expect(player).not.toHaveTextContent('Coming soon');
    await vi.waitFor(() => expect(youtube.players.map((options) => options.videoId)).toEqual(['aqz-KE-bpKQ']));
    expect(currentPath()).toBe('/movies');

    await user.click(within(player).getByRole('button', { name: 'Close player' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Movies' })).toBeInTheDocument();
  });

  it('closes the player when the rental of the movie it plays runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const youtube = installFakeYouTube();
    onTestFinished(() => youtube.uninstall());
    const viewer = createUser();
    storeTestSession(viewer);
    const movie = createTestMovie({
      title: 'Northbound',
      rental_status: rentedUntil(Date.now() + 90_000),
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });
    let answer = moviesAnswer([movie]);
    mockPageFetch({
      'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
      'GET /api/users/continue-watching': noContinueWatching,
      'GET /api/movies': () => answer(),
      [`GET /api/movies/${movie.id}/progress`]: noProgress,
      [`POST /api/movies/${movie.id}/play`]: played,
    });
    const { user } = renderMoviesPage();
    await user.click(await screen.findByRole('button', { name: 'Watch Now' }));
    expect(await screen.findByRole('dialog', { name: 'Northbound' })).toBeInTheDocument();

    answer = moviesAnswer([{ ...movie, rental_status: notRented, video_url: null }]);
    act(() => vi.advanceTimersByTime(90_000));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Rent for $4.99' })).toBeInTheDocument();
  });

  it('reloads the list when a rental runs out on screen, keeping the cards if that reload fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const viewer = createUser();
    storeTestSession(viewer);
    const movie = createTestMovie({ title: 'Salt & Static', rental_status: rentedUntil(Date.now() + 90_000) });
    let answer = moviesAnswer([movie]);
    const { requestsTo } = mockPageFetch({
      'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
      'GET /api/users/continue-watching': noContinueWatching,
      'GET /api/movies': () => answer(),
    });
    const { user } = renderMoviesPage();
    expect(await screen.findByText('2 minutes left')).toBeInTheDocument();

    answer = () => jsonResponse({ error: 'Service unavailable' }, 503);
    act(() => vi.advanceTimersByTime(90_000));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load movies');
    expect(requestsTo('GET /api/movies')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Salt & Static' })).toBeInTheDocument();

    answer = moviesAnswer([{ ...movie, rental_status: notRented }]);
    await user.click(within(banner).getByRole('button', { name: 'Try Again' }));

    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Rent for $4.99' })).toBeInTheDocument();
  });
  describe('/movies?watch=ID (Watch Now after paying)', () => {
    it('opens nothing for a pre-order (nothing plays before the premiere), and takes `watch` out of the address', async () => {
      const viewer = createUser();
      storeTestSession(viewer);
      const premiere = '2099-12-12T20:00:00-08:00';
      mockPageFetch({
        'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
        'GET /api/users/continue-watching': noContinueWatching,
        'GET /api/movies': moviesAnswer([
          createTestMovie({
            id: 42,
            title: 'Northbound',
            premiere_at: premiere,
            premiere_time_zone: 'America/Los_Angeles',
            rental_status: preorderedFor(premiere),
            video_url: null,
          }),
        ]),
      });
      renderMoviesPage('/movies?watch=42');

      expect(await screen.findByText('Pre-ordered')).toBeInTheDocument();
      await vi.waitFor(() => expect(currentPath()).toBe('/movies'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("opens that film's player once the list shows the rental, and takes `watch` out of the address", async () => {
      const youtube = installFakeYouTube();
      onTestFinished(() => youtube.uninstall());
      const viewer = createUser();
      storeTestSession(viewer);
      const listed = deferred<void>();
      const movies = [
        createTestMovie({ id: 41, title: 'Paper Lanterns', rental_status: rentedUntil(Date.now() + HOUR) }),
        createTestMovie({
          id: 42,
          title: 'Northbound',
          rental_status: rentedUntil(Date.now() + HOUR),
          video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        }),
      ];
      mockPageFetch({
        'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
        'GET /api/users/continue-watching': noContinueWatching,
        'GET /api/movies': async () => {
          await listed.promise;
          return jsonResponse({ movies });
        },
        'GET /api/movies/42/progress': noProgress,
        'POST /api/movies/42/play': played,
      });
      renderMoviesPage('/movies?watch=42');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      listed.resolve();

      const player = await screen.findByRole('dialog', { name: 'Northbound' });
      expect(within(player).getByRole('button', { name: 'Close player' })).toBeInTheDocument();
      await vi.waitFor(() => expect(youtube.players.map((options) => options.videoId)).toEqual(['aqz-KE-bpKQ']));
      await vi.waitFor(() => expect(currentPath()).toBe('/movies'));
    });

    it('opens nothing for a movie the viewer does not rent, and still cleans the address', async () => {
      const viewer = createUser();
      storeTestSession(viewer);
      mockPageFetch({
        'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
        'GET /api/users/continue-watching': noContinueWatching,
        'GET /api/movies': moviesAnswer([createTestMovie({ id: 42, title: 'Northbound', rental_status: notRented })]),
      });
      renderMoviesPage('/movies?watch=42');

      expect(await screen.findByRole('button', { name: 'Rent for $4.99' })).toBeInTheDocument();
      await vi.waitFor(() => expect(currentPath()).toBe('/movies'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
