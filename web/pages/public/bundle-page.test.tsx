// /bundles/{id} (docs/product.md#offers): a bundle's films, its price for this viewer, Rent and the offers.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '../../../common/messages/offers.ts';
import type { Bundle } from '../../../common/offers.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { BundlePage } from './bundle-page.tsx';

const BUNDLE = 'GET /api/bundles/5';
const CHECK = 'POST /api/codes/check';
const CHECKOUT = 'POST /api/payments/create-checkout-session';
const LAZY = { timeout: 5_000 };

const routes = [
  { path: '/bundles/:bundleId', element: <BundlePage /> },
  { path: '/movies', element: <p>Movies list</p> },
];

function bundle(overrides: Partial<Bundle> = {}): Bundle {
  const film = (id: number, title: string) => ({
    id,
    title,
    thumbnail_url: `/uploads/movies/poster-${id}.abc123.jpg`,
    price: 4.99,
    rental_duration_hours: 48,
    is_rented: false,
  });
  return {
    id: 5,
    title: 'The Shorts of Ana Lima',
    description: 'Three short films from our first decade.',
    price: 9.99,
    films_price: 14.97,
    your_price: 9.99,
    movies: [film(3, 'Northbound'), film(4, 'Paper Lanterns'), film(6, 'Salt & Static')],
    ...overrides,
  };
}

/** The viewer renting Northbound already: its price is taken off theirs. */
const rentingNorthbound = () => {
  const answer = bundle({ your_price: 5 });
  answer.movies[0] = { ...answer.movies[0]!, is_rented: true };
  return answer;
};

function signedIn(): Record<string, FetchHandler> {
  const viewer = createUser();
  storeTestSession(viewer);
  return { 'GET /api/auth/verify': () => jsonResponse({ user: viewer }) };
}

describe('BundlePage', () => {
  it('shows a visitor the bundle: its films as cards, their price one by one, its price, and Rent to Register', async () => {
    const answer = deferred<Response>();
    mockFetch({ [BUNDLE]: () => answer.promise });
    renderRoutes(routes, { path: '/bundles/5' });

    expect(screen.getByText('Loading bundle...').closest('[role="status"]')).toBeInTheDocument();
    answer.resolve(jsonResponse({ bundle: bundle() }));

    expect(await screen.findByRole('heading', { level: 1, name: 'The Shorts of Ana Lima' })).toBeInTheDocument();
    expect(document.title).toBe('The Shorts of Ana Lima · Ember Lane Studios');
    expect(screen.getByText('Three short films from our first decade.')).toBeInTheDocument();
    const films = within(screen.getByRole('list', { name: 'Films in this bundle' }));
    expect(films.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Northbound',
      'Paper Lanterns',
      'Salt & Static',
    ]);
    expect(films.getByRole('link', { name: 'Northbound' })).toHaveAttribute('href', '/movies/3');
    expect(screen.getByText('Films one by one: $14.97')).toBeInTheDocument();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.queryByText(/^Your price/)).not.toBeInTheDocument();
    expect(screen.queryByText('Rented')).not.toBeInTheDocument();
    const rent = screen.getByRole('link', { name: 'Rent bundle for $9.99' });
    expect(rent).toHaveClass('button--primary');
    expect(rent).toHaveAttribute('href', '/register?next=%2Fbundles%2F5%3Frent%3D1');
    expect(screen.getByRole('link', { name: 'Give as a gift' })).toHaveAttribute('href', '/register?next=%2Fbundles%2F5%3Frent%3Dgift');
  });

  it("gives a viewer who rents some films their price, says those are left out, marks them 'Rented', and rents at it", async () => {
    const { requestsTo } = mockFetch({ ...signedIn(), [BUNDLE]: () => jsonResponse({ bundle: rentingNorthbound() }), [CHECKOUT]: () => deferred<Response>().promise });
    const { user } = renderRoutes(routes, { path: '/bundles/5' });

    expect(await screen.findByText('Your price: $5.00')).toBeInTheDocument();
    expect(screen.getByText('The films you already rent are left out of your price.')).toBeInTheDocument();
    const northbound = screen.getByRole('article', { name: 'Northbound' });
    expect(within(northbound).getByText('Rented')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Paper Lanterns' })).queryByText('Rented')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Rent bundle for $5.00' }, LAZY));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(requestsTo(CHECKOUT).map((request) => request.body)).toEqual([{ bundleId: 5, priceId: 'rental' }]);
  });

  it('checks a code against the bundle, and gives it as a gift at its full price, with the code too', async () => {
    const { requestsTo } = mockFetch({
      ...signedIn(),
      [BUNDLE]: () => jsonResponse({ bundle: rentingNorthbound() }),
      // The viewer's own price with the code, or the gift's (the bundle's whole price) with it.
      [CHECK]: (request) => jsonResponse((request.body as { gift?: boolean }).gift ? { amount: 7.99, discount: 2 } : { amount: 4, discount: 1 }),
      [CHECKOUT]: () => deferred<Response>().promise,
    });
    const { user } = renderRoutes(routes, { path: '/bundles/5' });

    await user.click(await screen.findByRole('button', { name: 'Give as a gift' }, LAZY));
    await user.type(await screen.findByLabelText("Recipient's email", {}, LAZY), 'ana@example.com');
    // The recipient rents every film: the gift costs the bundle's price, whatever the giver rents.
    expect(screen.getByRole('button', { name: 'Buy as a gift for $9.99' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Have a code?' }));
    await user.type(await screen.findByLabelText('Code', {}, LAZY), 'SAVE20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Rent bundle for $4.00' })).toBeEnabled();
    expect(requestsTo(CHECK).map((request) => request.body)).toEqual([{ code: 'SAVE20', bundleId: 5 }]);

    await user.click(screen.getByRole('button', { name: 'Give as a gift' }));
    await user.type(await screen.findByLabelText("Recipient's email", {}, LAZY), 'ana@example.com');
    // The code's answer was for the viewer's own price: the gift's with it is asked for once.
    await user.click(await screen.findByRole('button', { name: 'Buy as a gift for $7.99' }));
    expect(requestsTo(CHECK).map((request) => request.body)).toEqual([
      { code: 'SAVE20', bundleId: 5 },
      { code: 'SAVE20', bundleId: 5, gift: true },
    ]);
    await waitFor(() => expect(requestsTo(CHECKOUT)).toHaveLength(1));
    expect(requestsTo(CHECKOUT)[0]?.body).toEqual({
      bundleId: 5,
      code: 'SAVE20',
      priceId: 'rental',
      gift: { email: 'ana@example.com', message: null, deliver_at: null },
    });
  });

  it('tells a viewer who rents every film so, with no Rent, and still lets them give it', async () => {
    const answer = bundle({ your_price: 0 });
    answer.movies = answer.movies.map((movie) => ({ ...movie, is_rented: true }));
    mockFetch({ ...signedIn(), [BUNDLE]: () => jsonResponse({ bundle: answer }) });
    renderRoutes(routes, { path: '/bundles/5' });

    expect(await screen.findByText(offerMessages.bundleAllRented, {}, LAZY)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Give as a gift' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rent bundle/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Have a code?' })).not.toBeInTheDocument();
  });

  it('starts the checkout by itself for a viewer back from Register, and the request leaves the address', async () => {
    const { requestsTo } = mockFetch({ ...signedIn(), [BUNDLE]: () => jsonResponse({ bundle: bundle() }), [CHECKOUT]: () => deferred<Response>().promise });
    renderRoutes(routes, { path: '/bundles/5?rent=1' });

    expect(await screen.findByRole('button', { name: 'Processing...' }, LAZY)).toBeDisabled();
    expect(requestsTo(CHECKOUT).map((request) => request.body)).toEqual([{ bundleId: 5, priceId: 'rental' }]);
    await waitFor(() => expect(currentPath()).toBe('/bundles/5'));
  });

  it("says 'Bundle not found' for an unknown bundle, with the way back to the movies and no Try Again", async () => {
    mockFetch({ [BUNDLE]: () => jsonResponse({ error: offerMessages.bundleNotFound }, 404) });
    renderRoutes(routes, { path: '/bundles/5' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Bundle not found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Movies' })).toHaveAttribute('href', '/movies');
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(document.title).toBe('Bundle not found · Ember Lane Studios');
  });

  it('shows a failed load with Try Again, which loads it again', async () => {
    let answer = () => jsonResponse({ error: 'Something went wrong. Please try again.' }, 500);
    const { requestsTo } = mockFetch({ [BUNDLE]: () => answer() });
    const { user } = renderRoutes(routes, { path: '/bundles/5' });

    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    answer = () => jsonResponse({ bundle: bundle() });
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'The Shorts of Ana Lima' })).toBeInTheDocument();
    expect(requestsTo(BUNDLE)).toHaveLength(2);
  });
});
