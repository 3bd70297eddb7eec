// The offers under Rent on a film's page (docs/product.md#offers): 'Have a code?' and 'Give as a gift'.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Movie } from '../../../common/catalogue.ts';
import { offerMessages } from '../../../common/messages/offers.ts';
import { zonedWallTimeToIso } from '../../../common/zoned-time.ts';
import { useMovie } from '../../api/catalogue/get-movie.ts';
import { RegisterPage } from '../../pages/account/register-page.tsx';
import { createAuthResponse, createTestMovie, createUser, notRented, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { RentalActions } from '../rental/rental-actions.tsx';
import { useRentalCountdown } from '../rental/use-rental-countdown.ts';

const CHECK = 'POST /api/codes/check';
const CHECKOUT = 'POST /api/payments/create-checkout-session';
/** The viewer's actions and the panels are chunks of their own. */
const LAZY = { timeout: 5_000 };

/** The film's page as far as its primary action and the offers under it go (movie-detail-page.tsx places them). */
function FilmPage() {
  const { movieId = '' } = useParams();
  const movie = useMovie(movieId).data;
  const rental = useRentalCountdown(movie?.rental_status);
  if (!movie) return null;
  return (
    <section aria-label={movie.title}>
      <RentalActions movie={movie} rental={rental} onWatch={vi.fn()} size="large" showTerms={false} offers />
    </section>
  );
}

const routes = [
  { path: '/movies/:movieId', element: <FilmPage /> },
  { path: '/register', element: <RegisterPage /> },
];

const film = () => createTestMovie({ id: 3, title: 'Northbound', price: 4.99 });

/** The movie's answer: a visitor's without rental state, a viewer's (`?include_rental=true`) with theirs. */
function movieHandler(movie: Movie): FetchHandler {
  return (request) => jsonResponse({ movie: request.path.includes('include_rental') ? { ...movie, rental_status: notRented } : movie });
}

function viewerFetch(handlers: Record<string, FetchHandler> = {}) {
  const viewer = createUser();
  storeTestSession(viewer);
  return mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user: viewer }), 'GET /api/movies/3': movieHandler(film()), ...handlers });
}

/** Stands in for the browser leaving for the page the checkout names (jsdom cannot navigate). */
function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  return assign;
}

/** Ten days from now as a datetime-local field holds it, in the viewer's own zone: '2026-12-08T08:00'. */
function inTenDays(): string {
  const date = new Date(Date.now() + 10 * 24 * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T08:00`;
}

async function openPanel(user: ReturnType<typeof renderRoutes>['user'], name: 'Have a code?' | 'Give as a gift') {
  const toggle = await screen.findByRole('button', { name }, LAZY);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

describe('The offers under Rent, for a visitor', () => {
  it('are links to Register, back to the film asking for their panel', async () => {
    mockFetch({ 'GET /api/movies/3': movieHandler(film()) });
    renderRoutes(routes, { path: '/movies/3' });

    const page = within(await screen.findByRole('region', { name: 'Northbound' }));
    expect(page.getByRole('link', { name: 'Have a code?' })).toHaveAttribute('href', '/register?next=%2Fmovies%2F3%3Frent%3Dcode');
    expect(page.getByRole('link', { name: 'Give as a gift' })).toHaveAttribute('href', '/register?next=%2Fmovies%2F3%3Frent%3Dgift');
    // Quiet links: Rent stays the one filled button.
    expect(page.getByRole('link', { name: 'Have a code?' })).not.toHaveClass('button');
  });

  it('opens the code panel by itself once the visitor has registered, with the focus in the code', async () => {
    mockFetch({
      'GET /api/movies/3': movieHandler(film()),
      'POST /api/auth/register': () => jsonResponse(createAuthResponse(createUser()), 201),
    });
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await user.click(await screen.findByRole('link', { name: 'Have a code?' }));
    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const code = await screen.findByLabelText('Code', {}, LAZY);
    expect(code).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Have a code?' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(currentPath()).toBe('/movies/3'));
  });
});

describe('Have a code?', () => {
  it('checks the code for the film, shows the new price, and Rent charges it and sends the code', async () => {
    stubLocationAssign();
    const checkout = deferred<Response>();
    const { requestsTo } = viewerFetch({
      [CHECK]: () => jsonResponse({ amount: 3.99, discount: 1 }),
      [CHECKOUT]: () => checkout.promise,
    });
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await openPanel(user, 'Have a code?');
    const code = await screen.findByLabelText('Code', {}, LAZY);
    expect(code).toHaveFocus();
    await user.type(code, ' save20 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('button', { name: 'Rent for $3.99' })).toBeEnabled();
    expect(requestsTo(CHECK).map((request) => request.body)).toEqual([{ code: 'SAVE20', movieId: 3 }]);
    const price = within(screen.getByText('$3.99').closest('[role="status"]') as HTMLElement);
    expect(price.getByText('$4.99').tagName).toBe('S');
    expect(price.getByText('Code SAVE20 applied')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Rent for $3.99' }));
    expect(requestsTo(CHECKOUT).map((request) => request.body)).toEqual([{ movieId: 3, code: 'SAVE20', priceId: 'rental' }]);
  });

  it("says why a code does not apply, in the server's words, and Rent keeps its price", async () => {
    const { requestsTo } = viewerFetch({ [CHECK]: () => jsonResponse({ error: offerMessages.codeExpired }, 400) });
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await openPanel(user, 'Have a code?');
    await user.type(await screen.findByLabelText('Code', {}, LAZY), 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.codeExpired);
    expect(screen.getByRole('button', { name: 'Rent for $4.99' })).toBeEnabled();
    expect(requestsTo(CHECK)).toHaveLength(1);
  });

  it("asks for a code before calling anything", async () => {
    const { requestsTo } = viewerFetch();
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await openPanel(user, 'Have a code?');
    await screen.findByLabelText('Code', {}, LAZY);
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Enter a code');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(requestsTo(CHECK)).toHaveLength(0);
  });

  it("says 'Free with this code'; the server answers the success page, where the browser goes", async () => {
    const assign = stubLocationAssign();
    const success = '/payment/success?session_id=free_cs_1&movie_id=3';
    const { requestsTo } = viewerFetch({
      [CHECK]: () => jsonResponse({ amount: 0, discount: 4.99 }),
      [CHECKOUT]: () => jsonResponse({ url: success, checkout_url: success, session_id: 'free_cs_1' }),
    });
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await openPanel(user, 'Have a code?');
    await user.type(await screen.findByLabelText('Code', {}, LAZY), 'SCREENER');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Free with this code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Watch for Free' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(success));
    expect(requestsTo(CHECKOUT)[0]?.body).toEqual({ movieId: 3, code: 'SCREENER', priceId: 'rental' });
  });

  it('takes the code off again: Remove code, and Rent is back to its price', async () => {
    viewerFetch({ [CHECK]: () => jsonResponse({ amount: 3.99, discount: 1 }) });
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await openPanel(user, 'Have a code?');
    await user.type(await screen.findByLabelText('Code', {}, LAZY), 'SAVE20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove code' }));

    expect(screen.getByRole('button', { name: 'Rent for $4.99' })).toBeEnabled();
    expect(screen.queryByText('$3.99')).not.toBeInTheDocument();
  });
});

describe('Give as a gift', () => {
  it('buys the film for someone: their e-mail, a note and a delivery time in the viewer’s own zone', async () => {
    const { requestsTo } = viewerFetch({ [CHECKOUT]: () => deferred<Response>().promise });
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await openPanel(user, 'Give as a gift');
    const email = await screen.findByLabelText("Recipient's email", {}, LAZY);
    expect(email).toHaveFocus();
    await user.type(email, 'ana@example.com');
    await user.type(screen.getByLabelText('Message (optional)'), 'Happy birthday!');
    expect(screen.getByLabelText('Message (optional)')).toHaveAccessibleDescription('15/500');
    const wallTime = inTenDays();
    fireEvent.change(screen.getByLabelText('Delivery date and time (optional)'), { target: { value: wallTime } });
    await user.click(screen.getByRole('button', { name: 'Buy as a gift for $4.99' }));

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    const deliverAt = zonedWallTimeToIso(wallTime, Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(deliverAt).toMatch(new RegExp(`^${wallTime}:00(Z|[+-]\\d\\d:\\d\\d)$`));
    expect(requestsTo(CHECKOUT).map((request) => request.body)).toEqual([
      { movieId: 3, priceId: 'rental', gift: { email: 'ana@example.com', message: 'Happy birthday!', deliver_at: deliverAt } },
    ]);
  });

  it('sends it at once without a delivery time, and with the code applied, at its price', async () => {
    const { requestsTo } = viewerFetch({
      [CHECK]: () => jsonResponse({ amount: 3.99, discount: 1 }),
      [CHECKOUT]: () => deferred<Response>().promise,
    });
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await openPanel(user, 'Have a code?');
    await user.type(await screen.findByLabelText('Code', {}, LAZY), 'SAVE20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Rent for $3.99' });

    await user.click(screen.getByRole('button', { name: 'Give as a gift' }));
    // One panel at a time.
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText("Recipient's email", {}, LAZY), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy as a gift for $3.99' }));

    await waitFor(() => expect(requestsTo(CHECKOUT)).toHaveLength(1));
    expect(requestsTo(CHECKOUT)[0]?.body).toEqual({
      movieId: 3,
      code: 'SAVE20',
      priceId: 'rental',
      gift: { email: 'ana@example.com', message: null, deliver_at: null },
    });
  });

  it('refuses a delivery more than a year ahead before calling anything', async () => {
    const { requestsTo } = viewerFetch();
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await openPanel(user, 'Give as a gift');
    await user.type(await screen.findByLabelText("Recipient's email", {}, LAZY), 'ana@example.com');
    const deliverAt = screen.getByLabelText('Delivery date and time (optional)');
    fireEvent.change(deliverAt, { target: { value: `${new Date().getFullYear() + 2}-01-01T08:00` } });
    await user.click(screen.getByRole('button', { name: 'Buy as a gift for $4.99' }));

    expect(deliverAt).toHaveAccessibleDescription(expect.stringContaining(offerMessages.giftDeliverAtTooFar));
    expect(requestsTo(CHECKOUT)).toHaveLength(0);
  });

  it("refuses a malformed e-mail and an over-long message before calling anything", async () => {
    const { requestsTo } = viewerFetch();
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await openPanel(user, 'Give as a gift');
    await user.type(await screen.findByLabelText("Recipient's email", {}, LAZY), 'ana@');
    await user.click(screen.getByLabelText('Message (optional)'));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Buy as a gift for $4.99' }));

    expect(screen.getByLabelText("Recipient's email")).toHaveAccessibleDescription(offerMessages.giftEmailInvalid);
    expect(screen.getByLabelText("Recipient's email")).toHaveFocus();
    expect(screen.getByLabelText('Message (optional)')).toHaveAccessibleDescription(
      expect.stringContaining(offerMessages.giftMessageTooLong),
    );
    expect(requestsTo(CHECKOUT)).toHaveLength(0);
  });

  it("shows the server's refusal in the form's alert", async () => {
    viewerFetch({ [CHECKOUT]: () => jsonResponse({ error: offerMessages.giftDeliverAtTooFar }, 400) });
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    await openPanel(user, 'Give as a gift');
    await user.type(await screen.findByLabelText("Recipient's email", {}, LAZY), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Buy as a gift for $4.99' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.giftDeliverAtTooFar);
    expect(screen.getByRole('button', { name: 'Buy as a gift for $4.99' })).toBeEnabled();
  });

  it('closes again from its link', async () => {
    viewerFetch();
    const { user } = renderRoutes(routes, { path: '/movies/3' });

    const toggle = await openPanel(user, 'Give as a gift');
    await screen.findByLabelText("Recipient's email", {}, LAZY);
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText("Recipient's email")).not.toBeInTheDocument();
  });
});
