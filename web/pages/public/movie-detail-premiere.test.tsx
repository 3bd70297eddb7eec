// The film's page of a film with a premiere or a window to start (docs/product.md#premieres-and-windows).
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Movie, RentalStatus } from '../../../common/catalogue.ts';
import { formatPremiereTime } from '../../../common/premieres.ts';
import {
  createTestMovie,
  createUser,
  expiredRental,
  notStartedUntil,
  preorderedFor,
  rentedUntil,
  storeTestSession,
} from '../../test/factories.ts';
import { jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { MovieDetailPage } from './movie-detail-page.tsx';

const SECOND = 1_000;
/** How late the premiere's clock ticks after a second turns (premiere-actions.tsx TICK_SLACK_MS). */
const TICK_SLACK = 20;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 8:00 PM in Los Angeles, the studio's zone; 3d 4h 05m 12s after NOW. */
const PREMIERE = '2031-12-12T20:00:00-08:00';
const PREMIERE_MS = Date.parse(PREMIERE);
const NOW = PREMIERE_MS - (3 * DAY + 4 * HOUR + 5 * MINUTE + 12 * SECOND);

const premiereFilm = (fields: Partial<Movie> = {}) =>
  createTestMovie({
    id: 7,
    title: 'Northbound',
    price: 4.99,
    rental_duration_hours: 48,
    premiere_at: PREMIERE,
    premiere_time_zone: 'America/Los_Angeles',
    ...fields,
  });

/** The page's calls: the film (a viewer's with `rental` in it), and its reviews section's. */
function mockFilmPage(movie: () => Movie, rental: () => RentalStatus | undefined, handlers: Record<string, FetchHandler> = {}) {
  return mockFetch({
    'GET /api/movies/7': (request) =>
      jsonResponse({ movie: request.path.includes('include_rental') ? { ...movie(), rental_status: rental() } : movie() }),
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

function signIn(): Record<string, FetchHandler> {
  const viewer = createUser();
  storeTestSession(viewer);
  return { 'GET /api/auth/verify': () => jsonResponse({ user: viewer }) };
}

function renderFilmPage() {
  return renderRoutes(
    [
      { path: '/movies/:movieId', element: <MovieDetailPage /> },
      { path: '/register', element: <p>Register page</p> },
    ],
    { path: '/movies/7' },
  );
}

function atNow(now = NOW) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(now);
}

/** 'Premieres in 3d 4h 05m 12s' in seconds. */
function secondsLeft(countdown: HTMLElement): number {
  const [days, hours, minutes, seconds] = (/(\d+)d (\d+)h (\d+)m (\d+)s$/.exec(countdown.textContent ?? '') ?? []).slice(1).map(Number);
  return ((days! * 24 + hours!) * 60 + minutes!) * 60 + seconds!;
}

const offer = () => within(document.querySelector<HTMLElement>('.movie-detail__offer')!);

describe('The film page before its premiere', () => {
  it("offers a visitor 'Pre-order for $4.99' under the rules, the premiere in both zones and a countdown to the second", async () => {
    atNow();
    mockFilmPage(premiereFilm, () => undefined);
    renderFilmPage();

    const preOrder = await screen.findByRole('link', { name: 'Pre-order for $4.99' });
    expect(preOrder).toHaveClass('button--primary');
    expect(preOrder).toHaveAttribute('href', '/register?next=%2Fmovies%2F7%3Frent%3D1');
    expect(screen.queryByRole('link', { name: /^Rent for/ })).not.toBeInTheDocument();
    // The price alone, then the rules (no 48-hour rental beside the price).
    expect(offer().getByText('$4.99')).toHaveClass('movie-detail__price');
    expect(offer().getByText(`Watch from ${formatPremiereTime(PREMIERE)} · 48 hours`)).toBeInTheDocument();
    expect(offer().getByText('Premieres Dec 12, 8:00 PM PST')).toBeInTheDocument();
    const viewersTime = formatPremiereTime(PREMIERE);
    if (viewersTime !== 'Dec 12, 8:00 PM') expect(offer().getByText(`${viewersTime} your time`)).toBeInTheDocument();

    // The fake clock moves with the real one too (loading the page takes a moment): counted from what it shows.
    const countdown = offer().getByRole('timer');
    expect(countdown.textContent).toMatch(/^Premieres in 3d 4h 0[45]m \d\ds$/);
    // The clock starts with the page's effects (which may still be pending here), then ticks just after each second
    // turns (premiere-actions.tsx, 20 ms late), so a first tick on the turn itself shows the same second. Started and past
    // such a tick, each second of the clock is one tick, however long the page took to load.
    await act(async () => {});
    act(() => vi.advanceTimersByTime(TICK_SLACK));
    const shown = secondsLeft(countdown);
    act(() => vi.advanceTimersByTime(SECOND));
    expect(secondsLeft(countdown)).toBe(shown - 1);
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(secondsLeft(countdown)).toBe(shown - 61);
  });

  it("gives the viewer's own time only where it reads otherwise than the studio's", async () => {
    atNow();
    const utcFilm = () => premiereFilm({ premiere_time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    mockFilmPage(utcFilm, () => undefined);
    renderFilmPage();

    await screen.findByRole('link', { name: 'Pre-order for $4.99' });
    expect(screen.queryByText(/your time$/)).not.toBeInTheDocument();
  });

  it("turns Pre-order into 'Rent for $4.99' when the countdown reaches the premiere", async () => {
    atNow(PREMIERE_MS - 5 * SECOND);
    mockFilmPage(premiereFilm, () => undefined);
    renderFilmPage();
    await screen.findByRole('link', { name: 'Pre-order for $4.99' });

    act(() => vi.advanceTimersByTime(4 * SECOND));
    expect(offer().getByRole('timer')).toHaveTextContent('Premieres in 1s');
    act(() => vi.advanceTimersByTime(SECOND));

    expect(await screen.findByRole('link', { name: 'Rent for $4.99' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(offer().getByText('48h rental')).toBeInTheDocument();
  });

  it("shows a viewer's pre-order: 'Pre-ordered', the premiere and its countdown, nothing to play or buy", async () => {
    atNow();
    mockFilmPage(premiereFilm, () => preorderedFor(PREMIERE), signIn());
    renderFilmPage();

    expect(await screen.findByText('Pre-ordered')).toBeInTheDocument();
    expect(screen.getByText('Premieres Dec 12, 8:00 PM PST')).toBeInTheDocument();
    expect(screen.getByRole('timer').textContent).toMatch(/^Premieres in 3d 4h 0[45]m \d\ds$/);
    expect(screen.queryByRole('button', { name: 'Watch Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Pre-order|Rent) for/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Rented')).not.toBeInTheDocument();
  });

  it('reads the film again when the premiere comes, so that Watch Now appears without a reload', async () => {
    atNow(PREMIERE_MS - 5 * SECOND);
    let rental = preorderedFor(PREMIERE, new Date(PREMIERE_MS + 30 * DAY).toISOString());
    const { requestsTo } = mockFilmPage(premiereFilm, () => rental, signIn());
    renderFilmPage();
    expect(await screen.findByText('Pre-ordered')).toBeInTheDocument();
    const reads = requestsTo('GET /api/movies/7').length;

    rental = notStartedUntil(PREMIERE_MS + 30 * DAY);
    act(() => vi.advanceTimersByTime(5 * SECOND));

    expect(await screen.findByRole('button', { name: 'Watch Now' })).toBeInTheDocument();
    expect(requestsTo('GET /api/movies/7').length).toBe(reads + 1);
    expect(screen.getByText('Rented')).toBeInTheDocument();
    expect(screen.getByText(`Start by ${formatPremiereTime(PREMIERE_MS + 30 * DAY)}`)).toBeInTheDocument();
  });
});

describe('The film page of a film with a window to start', () => {
  const windowFilm = () => premiereFilm({ premiere_at: null, premiere_time_zone: null, start_window_days: 30 });

  it("offers 'Rent for $4.99' under '30 days to start · 48 hours to finish once you press play'", async () => {
    mockFilmPage(windowFilm, () => undefined);
    renderFilmPage();

    expect(await screen.findByRole('link', { name: 'Rent for $4.99' })).toBeInTheDocument();
    expect(offer().getByText('30 days to start · 48 hours to finish once you press play')).toBeInTheDocument();
    expect(offer().getByText('$4.99')).toBeInTheDocument();
    expect(screen.queryByText(/^Premieres/)).not.toBeInTheDocument();
  });

  it("shows a rental not started: 'Start by', the time left and Watch Now; 'Expires soon' from two hours before", async () => {
    atNow();
    const startsBy = NOW + 2 * HOUR + 30 * MINUTE;
    mockFilmPage(windowFilm, () => notStartedUntil(startsBy), signIn());
    renderFilmPage();

    expect(await screen.findByRole('button', { name: 'Watch Now' })).toBeInTheDocument();
    expect(screen.getByText('Rented')).toBeInTheDocument();
    expect(screen.getByText(`Start by ${formatPremiereTime(startsBy)}`)).toBeInTheDocument();
    expect(screen.getByText('2h 30m left')).toBeInTheDocument();
    expect(screen.queryByText('Expires soon')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(30 * MINUTE));
    expect(screen.getByText('2 hours left')).toBeInTheDocument();
    expect(screen.getByText('Expires soon')).toBeInTheDocument();
  });

  it('shows the running clock once the renter has pressed play, as for any rental', async () => {
    atNow();
    mockFilmPage(windowFilm, () => rentedUntil(NOW + 47 * HOUR), signIn());
    renderFilmPage();

    expect(await screen.findByRole('button', { name: 'Watch Now' })).toBeInTheDocument();
    expect(screen.getByText('1d 23h left')).toBeInTheDocument();
    expect(screen.getByText('Expires')).toBeInTheDocument();
    expect(screen.queryByText(/^Start by/)).not.toBeInTheDocument();
  });

  it('offers Rent again once the rental has expired', async () => {
    mockFilmPage(windowFilm, () => expiredRental, signIn());
    renderFilmPage();

    expect(await screen.findByRole('button', { name: 'Rent for $4.99' })).toBeInTheDocument();
    expect(screen.queryByText('Rented')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch Now' })).not.toBeInTheDocument();
  });
});
