import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Movie } from '../../../common/catalogue.ts';
import { useMovie } from '../../api/catalogue/get-movie.ts';
import { LoginPage } from '../../pages/account/login-page.tsx';
import { RegisterPage } from '../../pages/account/register-page.tsx';
import { createAuthResponse, createTestMovie, createUser, notRented, preorderedFor, rentedUntil, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { RentalActions } from './rental-actions.tsx';
import { useRentalCountdown } from './use-rental-countdown.ts';

const CHECKOUT = 'POST /api/payments/create-checkout-session';
const onWatch = vi.fn();

/** The film's page as far as its primary action goes (web/pages/public/movie-detail-page.tsx places RentalActions). */
function FilmPage() {
  const { movieId = '' } = useParams();
  const movie = useMovie(movieId).data;
  const rental = useRentalCountdown(movie?.rental_status);
  if (!movie) return null;
  return (
    <section aria-label={movie.title}>
      <RentalActions movie={movie} rental={rental} onWatch={onWatch} size="large" showTerms={false} offersResume />
    </section>
  );
}

const routes = [
  { path: '/movies/:movieId', element: <FilmPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <LoginPage /> },
];

/** The movie's answer: a visitor's without rental state, a viewer's (`?include_rental=true`) with theirs. */
function movieHandler(movie: Movie, rentalStatus = notRented): FetchHandler {
  return (request) =>
    jsonResponse({ movie: request.path.includes('include_rental') ? { ...movie, rental_status: rentalStatus } : movie });
}

function signedIn() {
  const viewer = createUser();
  storeTestSession(viewer);
  return { 'GET /api/auth/verify': () => jsonResponse({ user: viewer }) };
}

const film = () => createTestMovie({ id: 3, title: 'Northbound', price: 4.99 });
const filmPage = () => screen.findByRole('region', { name: 'Northbound' });

describe('Renting in one flow', () => {
  it("gives a visitor the filled 'Rent for $4.99', which leads to Register with the film's page as next", async () => {
    mockFetch({ 'GET /api/movies/3': movieHandler(film()) });
    renderRoutes(routes, { path: '/movies/3' });

    const rent = within(await filmPage()).getByRole('link', { name: 'Rent for $4.99' });
    expect(rent).toHaveClass('button--primary');
    expect(rent).toHaveAttribute('href', '/register?next=%2Fmovies%2F3%3Frent%3D1');
  });

  it('takes a new visitor from Rent through Register back to the film, where the checkout starts by itself', async () => {
    const { requestsTo } = mockFetch({
      'GET /api/movies/3': movieHandler(film()),
      'POST /api/auth/register': () => jsonResponse(createAuthResponse(createUser()), 201),
      // Left unanswered: answered, the browser would leave for the checkout page.
      [CHECKOUT]: () => deferred<Response>().promise,
    });
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await user.click(within(await filmPage()).getByRole('link', { name: 'Rent for $4.99' }));
    expect(currentPath()).toBe('/register?next=%2Fmovies%2F3%3Frent%3D1');
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await within(await filmPage()).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(requestsTo(CHECKOUT).map((request) => request.body)).toEqual([{ movieId: 3, priceId: 'rental' }]);
    // The request left the address: Back or a reload starts no second checkout.
    await waitFor(() => expect(currentPath()).toBe('/movies/3'));
  });

  it('takes a visitor who has an account through Login instead, one click from Register', async () => {
    const { requestsTo } = mockFetch({
      'GET /api/movies/3': movieHandler(film()),
      'POST /api/auth/login': () => jsonResponse(createAuthResponse(createUser())),
      [CHECKOUT]: () => deferred<Response>().promise,
    });
    const { user } = renderRoutes(routes, { path: '/register?next=%2Fmovies%2F3%3Frent%3D1' });

    await user.click(screen.getByRole('link', { name: 'Login' }));
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await within(await filmPage()).findByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    expect(requestsTo(CHECKOUT)).toHaveLength(1);
  });

  it('starts nothing for a viewer who rents the film already: Watch Now, and the request leaves the address', async () => {
    const { requestsTo } = mockFetch({
      ...signedIn(),
      'GET /api/movies/3': movieHandler(film(), rentedUntil(Date.now() + 3_600_000)),
    });
    renderRoutes(routes, { path: '/movies/3?rent=1' });

    expect(await within(await filmPage()).findByRole('button', { name: 'Watch Now' })).toHaveClass('button--primary');
    await waitFor(() => expect(currentPath()).toBe('/movies/3'));
    expect(requestsTo(CHECKOUT)).toHaveLength(0);
  });

  it('starts nothing for a visitor who follows such a link: Rent stays theirs to press', async () => {
    const { requestsTo } = mockFetch({ 'GET /api/movies/3': movieHandler(film()) });
    renderRoutes(routes, { path: '/movies/3?rent=1' });

    expect(within(await filmPage()).getByRole('link', { name: 'Rent for $4.99' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/movies/3'));
    expect(requestsTo(CHECKOUT)).toHaveLength(0);
  });
});

describe('Pre-ordering in one flow (docs/product.md#premieres-and-windows)', () => {
  const premiereFilm = () =>
    createTestMovie({ id: 3, title: 'Northbound', price: 4.99, premiere_at: '2099-12-12T20:00:00-08:00', premiere_time_zone: 'America/Los_Angeles' });

  it("gives a visitor the filled 'Pre-order for $4.99', which leads to Register with the film's page as next", async () => {
    mockFetch({ 'GET /api/movies/3': movieHandler(premiereFilm()) });
    renderRoutes(routes, { path: '/movies/3' });

    const preOrder = await within(await filmPage()).findByRole('link', { name: 'Pre-order for $4.99' });
    expect(preOrder).toHaveAttribute('href', '/register?next=%2Fmovies%2F3%3Frent%3D1');
  });

  it('starts the same checkout for a viewer back from Register, and the request leaves the address', async () => {
    const { requestsTo } = mockFetch({
      ...signedIn(),
      'GET /api/movies/3': movieHandler(premiereFilm()),
      [CHECKOUT]: () => deferred<Response>().promise,
    });
    renderRoutes(routes, { path: '/movies/3?rent=1' });

    expect(await within(await filmPage()).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(requestsTo(CHECKOUT).map((request) => request.body)).toEqual([{ movieId: 3, priceId: 'rental' }]);
    await waitFor(() => expect(currentPath()).toBe('/movies/3'));
  });

  it("starts nothing for a viewer who has pre-ordered it already: no button at all, and the request leaves the address", async () => {
    const { requestsTo } = mockFetch({
      ...signedIn(),
      'GET /api/movies/3': movieHandler(premiereFilm(), preorderedFor('2099-12-12T20:00:00-08:00')),
    });
    renderRoutes(routes, { path: '/movies/3?rent=1' });

    expect(await within(await filmPage()).findByText('Premieres Dec 12, 8:00 PM PST')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/movies/3'));
    expect(within(await filmPage()).queryByRole('button')).not.toBeInTheDocument();
    expect(requestsTo(CHECKOUT)).toHaveLength(0);
  });
});

describe('The primary action of a renter', () => {
  const selfHosted = () => createTestMovie({ id: 3, title: 'Northbound', video_url: '/api/movies/3/stream' });

  it("offers 'Resume from 42:10' where the renter stopped in a self-hosted film, and opens the player with it", async () => {
    mockFetch({
      ...signedIn(),
      'GET /api/movies/3': movieHandler(selfHosted(), rentedUntil(Date.now() + 3_600_000)),
      'GET /api/movies/3/progress': () => jsonResponse({ position_seconds: 2530, updated_at: '2031-07-04T12:00:00.000Z' }),
    });
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    const resume = await within(await filmPage()).findByRole('button', { name: 'Resume from 42:10' });
    expect(resume).toHaveClass('button--primary');
    await user.click(resume);
    expect(onWatch).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it("says 'Watch Now' to a renter who has not started the film", async () => {
    const { requestsTo } = mockFetch({
      ...signedIn(),
      'GET /api/movies/3': movieHandler(selfHosted(), rentedUntil(Date.now() + 3_600_000)),
      'GET /api/movies/3/progress': () => jsonResponse({ position_seconds: 0, updated_at: null }),
    });
    renderRoutes(routes, { path: '/movies/3' });

    await waitFor(() => expect(requestsTo('GET /api/movies/3/progress')).toHaveLength(1));
    expect(await within(await filmPage()).findByRole('button', { name: 'Watch Now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resume/ })).not.toBeInTheDocument();
  });

  it('reads no position for a YouTube film: Watch Now', async () => {
    const { requestsTo } = mockFetch({
      ...signedIn(),
      'GET /api/movies/3': movieHandler(
        createTestMovie({ id: 3, title: 'Northbound', video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }),
        rentedUntil(Date.now() + 3_600_000),
      ),
    });
    renderRoutes(routes, { path: '/movies/3' });

    expect(await within(await filmPage()).findByRole('button', { name: 'Watch Now' })).toBeInTheDocument();
    expect(requestsTo('GET /api/movies/3/progress')).toHaveLength(0);
  });
});
