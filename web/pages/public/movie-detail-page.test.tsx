import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Movie } from '../../../common/catalogue.ts';
import { formatDate } from '../../../common/format.ts';
import { imageSrcSet, MOVIE_BACKDROP_SIZES, MOVIE_DETAIL_POSTER_SIZES } from '../../../common/media.ts';
import { createTestMovie, createUser, rentedUntil, storeTestSession } from '../../test/factories.ts';
import { FakeHls } from '../../components/player-overlay/testing/fake-hls.ts';
import { sentBeacons, stubBeacon } from '../../test/beacon.ts';
import { installFakeYouTube } from '../../test/fake-youtube.ts';
import { deferred, emptyResponse, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { MovieDetailPage } from './movie-detail-page.tsx';

vi.mock('hls.js/light', async () => (await import('../../components/player-overlay/testing/fake-hls.ts')).fakeHlsModule);

const routes = [
  { path: '/movies', element: <p>Movies list</p> },
  { path: '/movies/:movieId', element: <MovieDetailPage /> },
  { path: '/movies/:movieId/backstage', element: <p>Backstage page</p> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/register', element: <p>Register page</p> },
];

const movieAnswer = (movie: Movie) => () => jsonResponse({ movie });
/** A signed-in viewer's actions come in a chunk of their own (web/components/rental/viewer-rental-actions.tsx). */
const LAZY = { timeout: 5_000 };

/** The page's own calls, plus its reviews section's (no reviews yet, none of the viewer's own). */
function mockMovieFetch(handlers: Record<string, FetchHandler>) {
  return mockFetch({
    'GET /api/reviews/movie/7': () =>
      jsonResponse({
        reviews: [],
        pagination: { total_pages: 0, current_page: 1 },
        stats: { total_reviews: 0, average_rating: 0, rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      }),
    'GET /api/reviews/movie/7/user': () => jsonResponse({ error: 'Review not found' }, 404),
    ...handlers,
  });
}

function renderDetail(movieId: number | string = 7) {
  return renderRoutes(routes, { path: `/movies/${movieId}` });
}

let descriptionMeta: HTMLMetaElement;
let sendBeacon: ReturnType<typeof stubBeacon>;

beforeEach(() => {
  sendBeacon = stubBeacon();
  descriptionMeta = document.createElement('meta');
  descriptionMeta.name = 'description';
  document.head.append(descriptionMeta);
});

afterEach(() => {
  descriptionMeta.remove();
});

describe('MovieDetailPage', () => {
  it('shows the title page: backdrop, title, logline, facts line, rating, terms, actions, synopsis, credits and laurels', async () => {
    const movie = createTestMovie({
      id: 7,
      title: 'Deep Seeded Thoughts',
      logline: 'A botanist inherits her grandmother’s greenhouse.',
      description: 'When Nora Vale returns to the farm town she fled at seventeen...',
      price: 4.99,
      rental_duration_hours: 48,
      duration: 102,
      poster_url: '/uploads/movies/poster-dst.ab12cd.jpg',
      thumbnail_url: '/uploads/movies/thumb-dst.ab12cd.jpg',
      backdrop_url: '/uploads/movies/backdrop-dst.ab12cd.jpg',
      release_year: 2024,
      genres: ['Drama', 'Mystery'],
      certificate: 'PG-13',
      has_backstage: true,
      website_url: 'https://emberlanestudios.example/films/deep-seeded-thoughts',
      rating_stats: { average_rating: 4.3, total_reviews: 12 },
      credits: [
        { role: 'Director', name: 'Ada Reyes' },
        { role: 'Cast', name: 'Mara Quinn' },
        { role: 'Writer', name: 'Tom Okafor' },
        { role: 'Cast', name: 'Theo Vance' },
      ],
      laurels: [{ festival: 'Sundance Film Festival', award: 'Official Selection', year: 2024 }],
      trailer_url: 'https://youtu.be/eRsGyueVLvQ',
    });
    const { requestsTo } = mockMovieFetch({ 'GET /api/movies/7': movieAnswer(movie) });
    const { container, user } = renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Seeded Thoughts' })).toBeInTheDocument();
    expect(requestsTo('GET /api/movies/7')[0]?.path).toBe('/api/movies/7');

    // The backdrop is the first screen's largest image: eager, high priority, in the stored WebP widths.
    const backdrop = container.querySelector('.title-backdrop__image');
    expect(backdrop).toHaveAttribute('src', '/uploads/movies/backdrop-dst.ab12cd.jpg');
    expect(backdrop).toHaveAttribute('alt', '');
    expect(backdrop).toHaveAttribute('srcset', imageSrcSet('/uploads/movies/backdrop-dst.ab12cd.jpg'));
    expect(backdrop).toHaveAttribute('sizes', MOVIE_BACKDROP_SIZES);
    expect(backdrop).toHaveAttribute('loading', 'eager');
    expect(backdrop).toHaveAttribute('fetchpriority', 'high');
    // With a backdrop the poster is not shown (nor downloaded).
    expect(screen.queryByRole('img', { name: 'Deep Seeded Thoughts poster' })).not.toBeInTheDocument();

    expect(screen.getByText('A botanist inherits her grandmother’s greenhouse.')).toBeInTheDocument();
    expect(screen.getByText('2024 · Drama, Mystery · PG-13 · 1 h 42 min')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 4.3 out of 5 (12 reviews)' }).length).toBeGreaterThan(0);
    expect(screen.getByText('$4.99 · 48-hour rental')).toBeInTheDocument();
    expect(screen.getByText('When Nora Vale returns to the farm town she fled at seventeen...')).toBeInTheDocument();
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(within(credits).getAllByRole('term').map((term) => term.textContent)).toEqual(['Director', 'Cast', 'Writer']);
    expect(within(credits).getAllByRole('definition').map((names) => names.textContent)).toEqual([
      'Ada Reyes',
      'Mara Quinn, Theo Vance',
      'Tom Okafor',
    ]);
    const laurels = screen.getByRole('region', { name: 'Festivals & Awards' });
    expect(within(laurels).getByRole('listitem')).toHaveTextContent('Official SelectionSundance Film Festival2024');

    const website = screen.getByRole('link', { name: 'Official Website (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://emberlanestudios.example/films/deep-seeded-thoughts');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Behind the Scenes' })).toHaveAttribute('href', '/movies/7/backstage');

    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('Very Good')).toBeInTheDocument();
    expect(within(reviews).getByText('Based on 12 reviews')).toBeInTheDocument();

    expect(document.title).toBe('Deep Seeded Thoughts · Ember Lane Studios');
    expect(descriptionMeta.content).toBe('A botanist inherits her grandmother’s greenhouse.');

    // The trailer plays in the player dialog; YouTube is asked for nothing before the click.
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Watch Trailer' }));
    const player = await screen.findByRole('dialog', { name: 'Deep Seeded Thoughts: Trailer' });
    expect(player.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ?autoplay=1');
  });

  it('shows a loading status first', async () => {
    const answer = deferred<Response>();
    mockMovieFetch({ 'GET /api/movies/7': () => answer.promise });
    renderDetail();

    expect(screen.getByText('Loading movie...')).toBeInTheDocument();
    answer.resolve(jsonResponse({ movie: createTestMovie({ id: 7, title: 'Northbound' }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northbound' })).toBeInTheDocument();
  });

  it('reports one view of the film page for filmmaker insight', async () => {
    mockMovieFetch({ 'GET /api/movies/7': movieAnswer(createTestMovie({ id: 7, title: 'Northbound' })) });
    renderDetail();

    await screen.findByRole('heading', { level: 1, name: 'Northbound' });

    const beacons = await sentBeacons(sendBeacon);
    // The path is the browser's address (here the test router's memory holds it, not the address).
    expect(beacons.map((beacon) => beacon.body)).toEqual([{ events: [expect.objectContaining({ type: 'page_view', movie_id: 7 })] }]);
  });

  it('leaves out what the movie does not have, and stands in its poster (or thumbnail) for a missing backdrop', async () => {
    const movie = createTestMovie({
      id: 7,
      title: 'Paper Lanterns',
      poster_url: null,
      thumbnail_url: '/uploads/movies/thumb-pl.ab12cd.jpg',
      duration: null,
      website_url: null,
      description: '',
    });
    mockMovieFetch({ 'GET /api/movies/7': movieAnswer(movie) });
    const { container } = renderDetail();

    const poster = await screen.findByRole('img', { name: 'Paper Lanterns poster' });
    expect(poster).toHaveAttribute('src', '/uploads/movies/thumb-pl.ab12cd.jpg');
    expect(poster).toHaveAttribute('sizes', MOVIE_DETAIL_POSTER_SIZES);
    // The blurred backdrop is the same file at the same sizes: one download.
    const backdrop = container.querySelector('.title-backdrop--poster .title-backdrop__image');
    expect(backdrop).toHaveAttribute('src', '/uploads/movies/thumb-pl.ab12cd.jpg');
    expect(backdrop).toHaveAttribute('sizes', MOVIE_DETAIL_POSTER_SIZES);

    expect(container.querySelector('.movie-detail__facts')).toBeNull();
    for (const name of [/Official Website/, 'Behind the Scenes']) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch Trailer' })).not.toBeInTheDocument();
    for (const name of ['Synopsis', 'Credits', 'Festivals & Awards']) expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('No ratings yet')).toBeInTheDocument();
  });

  it('offers a visitor the filled Rent action beside the price, registering first and coming back to this film', async () => {
    mockMovieFetch({ 'GET /api/movies/7': movieAnswer(createTestMovie({ id: 7, price: 4.99, rental_duration_hours: 48 })) });
    const { user } = renderDetail();

    const rent = await screen.findByRole('link', { name: 'Rent for $4.99' });
    expect(rent).toHaveClass('button--primary');
    const offer = rent.closest<HTMLElement>('.movie-detail__offer')!;
    expect(offer).toHaveTextContent('$4.99 · 48-hour rental');
    // Under Rent, the offers (docs/product.md#offers), quieter: Rent stays the one filled button.
    expect(within(offer).getByRole('link', { name: 'Have a code?' })).toHaveAttribute('href', '/register?next=%2Fmovies%2F7%3Frent%3Dcode');
    expect(within(offer).getByRole('link', { name: 'Give as a gift' })).toHaveAttribute('href', '/register?next=%2Fmovies%2F7%3Frent%3Dgift');
    expect(offer.querySelectorAll('.button--primary')).toHaveLength(1);

    await user.click(rent);
    const [path = '', query = ''] = (currentPath() ?? '').split('?');
    expect(path).toBe('/register');
    expect(new URLSearchParams(query).get('next')).toMatch(/^\/movies\/7(\?|$)/);
  });

  it("shows a renter the 'Rented' badge, 'Watch Now', the expiry and the time left, and plays from 'Watch Now'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = new Date('2031-07-04T12:00:00Z').getTime();
    vi.setSystemTime(now);
    const viewer = createUser();
    storeTestSession(viewer);
    const endsAt = now + 47 * 3_600_000;
    const movie = createTestMovie({
      id: 7,
      rental_status: rentedUntil(endsAt),
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });
    const { requestsTo } = mockMovieFetch({
      'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
      'GET /api/movies/7': movieAnswer(movie),
      'GET /api/movies/7/progress': () => jsonResponse({ position_seconds: 0, updated_at: null }),
      'POST /api/movies/7/play': () => emptyResponse(204),
    });
    const youtube = installFakeYouTube();
    onTestFinished(() => youtube.uninstall());
    const { user } = renderDetail();

    expect(await screen.findByText('Rented')).toBeInTheDocument();
    expect(requestsTo('GET /api/movies/7')[0]?.path).toBe('/api/movies/7?include_rental=true');
    expect(await screen.findByText(formatDate(endsAt), {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('1d 23h left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rent for/ })).not.toBeInTheDocument();
    // What the renter paid no longer matters here.
    expect(screen.queryByText(/-hour rental$/)).not.toBeInTheDocument();

    // Watch Now plays the film in the overlay, on this page.
    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    const player = await screen.findByRole('dialog', { name: movie.title });
    expect(within(player).getByRole('button', { name: 'Close player' })).toBeInTheDocument();
    await vi.waitFor(() => expect(youtube.players.map((options) => options.videoId)).toEqual(['aqz-KE-bpKQ']));
    expect(currentPath()).toBe('/movies/7');

    await user.click(within(player).getByRole('button', { name: 'Close player' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("plays a self-hosted film from 'Watch Now' on this page, through its stream", async () => {
    FakeHls.reset();
    const viewer = createUser();
    storeTestSession(viewer);
    const movie = createTestMovie({ id: 7, rental_status: rentedUntil(Date.now() + 3_600_000), video_url: '/api/movies/7/stream' });
    const { requestsTo } = mockMovieFetch({
      'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
      'GET /api/movies/7': movieAnswer(movie),
      'GET /api/movies/7/progress': () => jsonResponse({ position_seconds: 0, updated_at: null }),
      'GET /api/movies/7/stream': () =>
        jsonResponse({
          playlist_url: '/api/stream/tok-1/master.m3u8',
          token: 'tok-1',
          expires_at: new Date(Date.now() + 300_000).toISOString(),
          refresh_in_seconds: 60,
          duration_seconds: 90,
          poster_url: null,
          captions: [],
        }),
    });
    const { user } = renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Watch Now' }, LAZY));

    const player = await screen.findByRole('dialog', { name: movie.title });
    await vi.waitFor(() => expect(FakeHls.instances.map((hls) => hls.source)).toEqual(['/api/stream/tok-1/master.m3u8']));
    expect(requestsTo('GET /api/movies/7/stream')).toHaveLength(1);
    expect(player).not.toHaveTextContent('Coming soon');
    expect(currentPath()).toBe('/movies/7');
  });

  it("says 'Coming soon' instead of Rent for a movie with nothing to play", async () => {
    mockMovieFetch({ 'GET /api/movies/7': movieAnswer(createTestMovie({ id: 7, is_playable: false })) });
    renderDetail();

    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
    expect(screen.queryByText(/^Rent for/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coming soon' })).not.toBeInTheDocument();
  });

  it("shows 'Movie not found' with 'Back to Movies' for a movie that does not exist", async () => {
    mockMovieFetch({ 'GET /api/movies/999': () => jsonResponse({ error: 'Movie not found' }, 404) });
    const { user } = renderDetail(999);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Movie not found' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();

    expect(document.title).toBe('Movie not found · Ember Lane Studios');

    await user.click(within(alert).getByRole('link', { name: 'Back to Movies' }));
    expect(currentPath()).toBe('/movies');
  });

  it("shows other failures' status text with 'Back to Movies' and 'Try Again'", async () => {
    let answer = () => new Response('Bad gateway', { status: 502 });
    mockMovieFetch({ 'GET /api/movies/7': () => answer() });
    const { user } = renderDetail();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch movie details (502)' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Movies' })).toHaveAttribute('href', '/movies');

    answer = movieAnswer(createTestMovie({ id: 7, title: 'Northbound' }));
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Northbound' })).toBeInTheDocument();
  });
});
