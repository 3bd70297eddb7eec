import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Movie } from '../../../common/catalogue.ts';
import { formatDate } from '../../../common/format.ts';
import { formatPremiereTime } from '../../../common/premieres.ts';
import { createTestMovie, createUser, notRented, preorderedFor, rentedUntil, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { mediaFile } from '../../test/media-file.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { MovieCard } from './movie-card.tsx';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** A signed-in viewer's actions come in a chunk of their own (web/components/rental/viewer-rental-actions.tsx). */
const LAZY = { timeout: 5_000 };

interface RenderCardOptions {
  loggedIn?: boolean;
  handlers?: Record<string, FetchHandler>;
  onWatch?: (movie: Movie) => void;
  onRentalExpired?: (movie: Movie) => void;
}

function renderCard(movie: Movie, options: RenderCardOptions = {}) {
  const { loggedIn = false, handlers = {}, onWatch = vi.fn(), onRentalExpired } = options;
  const user = createUser();
  if (loggedIn) storeTestSession(user, 'user-token');
  const fetch = mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user }), ...handlers });
  const result = renderRoutes(
    [
      { path: '/movies', element: <MovieCard movie={movie} onWatch={onWatch} onRentalExpired={onRentalExpired} /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { path: '/movies' },
  );
  return { ...result, ...fetch };
}

/** Stands in for the browser leaving for the checkout page (jsdom cannot navigate). */
function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  return assign;
}

describe('MovieCard', () => {
  it('shows the poster to the backstage, title, logline, rating, price, rental length and details link', () => {
    const movie = createTestMovie({
      id: 7,
      title: 'Deep Seeded Thoughts',
      logline: 'A botanist inherits a greenhouse.',
      price: 4.99,
      rental_duration_hours: 48,
      rating_stats: { average_rating: 4.3, total_reviews: 12 },
    });
    renderCard(movie);
    const card = screen.getByRole('article', { name: 'Deep Seeded Thoughts' });

    expect(within(card).getByRole('heading', { name: 'Deep Seeded Thoughts' })).toBeInTheDocument();
    expect(within(card).getByText('A botanist inherits a greenhouse.')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.3 out of 5 (12 reviews)' })).toBeInTheDocument();
    expect(within(card).getByText('$4.99')).toBeInTheDocument();
    expect(within(card).getByText('48h rental')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Deep Seeded Thoughts: Behind the Scenes' })).toHaveAttribute(
      'href',
      '/movies/7/backstage',
    );
    expect(within(card).getByRole('link', { name: 'View Details & Reviews' })).toHaveAttribute('href', '/movies/7');
    const poster = card.querySelector('img');
    expect(poster).toHaveAttribute('src', '/uploads/movies/poster-7.abc123.jpg');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster).toHaveAttribute('width', '800');
    expect(poster).toHaveAttribute('height', '1200');
  });

  it('falls back to the placeholder image when the poster fails to load', () => {
    renderCard(createTestMovie({ id: 8 }));
    const poster = screen.getByRole('article').querySelector('img');
    if (!poster) throw new Error('no poster');

    act(() => {
      poster.dispatchEvent(new Event('error'));
    });

    expect(poster).toHaveAttribute('src', mediaFile('placeholder-movie.svg'));
  });

  it("loads the poster at once when it is in the first row ('priority')", () => {
    const movie = createTestMovie();
    mockFetch();
    renderRoutes([{ path: '/', element: <MovieCard movie={movie} onWatch={vi.fn()} priority /> }]);

    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it("offers a visitor the filled Rent, which leads to Register first and remembers the film", async () => {
    const { user } = renderCard(createTestMovie({ id: 7, price: 4.99 }));

    expect(screen.queryByRole('button', { name: /^Rent for/ })).not.toBeInTheDocument();
    const rent = screen.getByRole('link', { name: 'Rent for $4.99' });
    expect(rent).toHaveClass('button--primary');
    await user.click(rent);

    expect(currentPath()).toBe('/register?next=%2Fmovies%2F7%3Frent%3D1');
  });

  it("rents: 'Processing...' while the checkout starts, then the browser goes to the checkout page", async () => {
    const assign = stubLocationAssign();
    const answer = deferred<Response>();
    const { user, requestsTo } = renderCard(createTestMovie({ id: 7, price: 4.99, rental_duration_hours: 24 }), {
      loggedIn: true,
      handlers: { 'POST /api/payments/create-checkout-session': () => answer.promise },
    });

    expect(screen.getByText('24h rental')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Rent for/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Rent for $4.99' }, LAZY));

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    const [request] = requestsTo('POST /api/payments/create-checkout-session');
    expect(request?.body).toEqual({ movieId: 7, priceId: 'rental' });
    expect(request?.headers.get('Authorization')).toBe('Bearer user-token');

    answer.resolve(
      jsonResponse({ url: '/sandbox/checkout/cs_1', checkout_url: '/sandbox/checkout/cs_1', session_id: 'cs_1' }),
    );

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/cs_1'));
    // The page is on its way out: the button stays busy rather than inviting a second rental.
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('follows checkout_url when the answer has no url', async () => {
    const assign = stubLocationAssign();
    const { user } = renderCard(createTestMovie(), {
      loggedIn: true,
      handlers: {
        'POST /api/payments/create-checkout-session': () =>
          jsonResponse({ checkout_url: 'https://checkout.example/pay/cs_2' }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Rent for $4.99' }, LAZY));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/cs_2'));
  });

  it("restores the button and says 'Failed to start rental process' when the checkout cannot start", async () => {
    const assign = stubLocationAssign();
    const { user } = renderCard(createTestMovie(), {
      loggedIn: true,
      handlers: { 'POST /api/payments/create-checkout-session': () => new Response('Bad gateway', { status: 502 }) },
    });

    await user.click(await screen.findByRole('button', { name: 'Rent for $4.99' }, LAZY));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start rental process');
    expect(screen.getByRole('button', { name: 'Rent for $4.99' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a refusal, and the documented text for an answer without a url", async () => {
    stubLocationAssign();
    let answer = () => jsonResponse({ error: 'You already have an active rental of this movie' }, 409);
    const { user } = renderCard(createTestMovie(), {
      loggedIn: true,
      handlers: { 'POST /api/payments/create-checkout-session': () => answer() },
    });

    await user.click(await screen.findByRole('button', { name: 'Rent for $4.99' }, LAZY));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an active rental of this movie');

    answer = () => jsonResponse({ session_id: 'cs_3' });
    await user.click(screen.getByRole('button', { name: 'Rent for $4.99' }));
    expect(await screen.findByText('Failed to start rental process')).toBeInTheDocument();
  });

  it("shows a rented movie with the 'Rented' badge, 'Watch Now', its expiry and the time left", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = new Date('2031-07-04T12:00:00Z').getTime();
    vi.setSystemTime(now);
    const endsAt = now + 23 * HOUR + 59 * MINUTE;
    const movie = createTestMovie({ rental_status: rentedUntil(endsAt) });
    const onWatch = vi.fn();
    const { user } = renderCard(movie, { loggedIn: true, onWatch });

    expect(screen.getByText('Rented')).toBeInTheDocument();
    expect(await screen.findByText(formatDate(endsAt), {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('23h 59m left')).toBeInTheDocument();
    expect(screen.queryByText('Expires soon')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rent for/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    expect(onWatch).toHaveBeenCalledWith(movie);
  });

  it("counts down every minute, warns 'Expires soon' in the last two hours, and reports the end", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = new Date('2031-07-04T12:00:00Z').getTime();
    vi.setSystemTime(now);
    const onRentalExpired = vi.fn();
    const movie = createTestMovie({ rental_status: rentedUntil(now + 2 * HOUR + 30 * MINUTE) });
    renderCard(movie, { loggedIn: true, onRentalExpired });

    expect(await screen.findByText('2h 30m left', {}, LAZY)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByText('2h 29m left')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(29 * MINUTE));
    expect(screen.getByText('2 hours left')).toBeInTheDocument();
    expect(screen.getByText('Expires soon')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(119 * MINUTE));
    expect(screen.getByText('1 minute left')).toBeInTheDocument();
    expect(onRentalExpired).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(MINUTE));
    expect(onRentalExpired).toHaveBeenCalledTimes(1);
    expect(onRentalExpired).toHaveBeenCalledWith(movie);
    expect(screen.queryByText('Rented')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rent for $4.99' })).toBeEnabled();

    act(() => vi.advanceTimersByTime(5 * MINUTE));
    expect(onRentalExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a rental that has already ended, or none, as not rented', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = new Date('2031-07-04T12:00:00Z').getTime();
    vi.setSystemTime(now);
    const onRentalExpired = vi.fn();
    renderCard(createTestMovie({ id: 1, title: 'Ended', rental_status: rentedUntil(now - MINUTE) }), {
      loggedIn: true,
      onRentalExpired,
    });

    expect(screen.queryByText('Rented')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rent for $4.99' }, LAZY)).toBeInTheDocument();
    expect(onRentalExpired).not.toHaveBeenCalled();

    const unrented = createTestMovie({ rental_status: notRented });
    renderRoutes([{ path: '/', element: <MovieCard movie={unrented} onWatch={vi.fn()} /> }]);
    expect(screen.getAllByRole('button', { name: 'Rent for $4.99' })).toHaveLength(2);
  });
  describe('a movie with nothing to play yet', () => {
    it("says 'Coming soon' to a visitor instead of Rent, as a status rather than a control", () => {
      renderCard(createTestMovie({ price: 4.99, rental_duration_hours: 48, is_playable: false }));
      const card = screen.getByRole('article');

      const label = within(card).getByText('Coming soon');
      expect(label.closest('a, button')).toBeNull();
      expect(within(card).queryByRole('link', { name: /^Rent for/ })).not.toBeInTheDocument();
      expect(within(card).getByText('$4.99')).toBeInTheDocument();
      expect(within(card).getByText('48h rental')).toBeInTheDocument();
    });

    it("says 'Coming soon' to a logged-in viewer instead of Rent", async () => {
      renderCard(createTestMovie({ is_playable: false, rental_status: notRented }), { loggedIn: true });
      expect(await screen.findByText('Coming soon')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Rent for/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('still lets a viewer who rents it press Watch Now (its video was removed after the rental)', async () => {
      const movie = createTestMovie({ is_playable: false, rental_status: rentedUntil(Date.now() + HOUR) });
      const onWatch = vi.fn();
      const { user } = renderCard(movie, { loggedIn: true, onWatch });

      await user.click(await screen.findByRole('button', { name: 'Watch Now' }));
      expect(onWatch).toHaveBeenCalledWith(movie);
      expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    });
  });

  describe('a film with a premiere ahead (docs/product.md#premieres-and-windows)', () => {
    const premiere = '2031-12-12T20:00:00-08:00';
    const film = (fields: Partial<Movie> = {}) =>
      createTestMovie({ premiere_at: premiere, premiere_time_zone: 'America/Los_Angeles', rental_duration_hours: 48, ...fields });

    it("offers 'Pre-order for $4.99' under the rules and the premiere's date, with no countdown", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      vi.setSystemTime(new Date('2031-12-01T12:00:00Z'));
      renderCard(film());
      const card = screen.getByRole('article');

      expect(await within(card).findByRole('link', { name: 'Pre-order for $4.99' })).toHaveClass('button--primary');
      expect(within(card).getByText('$4.99')).toBeInTheDocument();
      expect(within(card).getByText(`Watch from ${formatPremiereTime(premiere)} · 48 hours`)).toBeInTheDocument();
      expect(within(card).getByText('Premieres Dec 12, 8:00 PM PST')).toBeInTheDocument();
      expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
      expect(within(card).queryByText(/your time$/)).not.toBeInTheDocument();
    });

    it("shows a viewer's pre-order as 'Pre-ordered' with the premiere's date, and no Watch Now", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      vi.setSystemTime(new Date('2031-12-01T12:00:00Z'));
      renderCard(film({ rental_status: preorderedFor(premiere) }), { loggedIn: true });
      const card = screen.getByRole('article');

      expect(await within(card).findByText('Premieres Dec 12, 8:00 PM PST')).toBeInTheDocument();
      expect(within(card).getByText('Pre-ordered')).toBeInTheDocument();
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    });
  });

  it("offers a film with a window to start under its rules: '30 days to start · 48 hours to finish once you press play'", async () => {
    renderCard(createTestMovie({ start_window_days: 30, rental_duration_hours: 48 }));
    const card = screen.getByRole('article');

    expect(await within(card).findByRole('link', { name: 'Rent for $4.99' })).toBeInTheDocument();
    expect(within(card).getByText('30 days to start · 48 hours to finish once you press play')).toBeInTheDocument();
    expect(within(card).queryByText('48h rental')).not.toBeInTheDocument();
  });
});
