// /gift/{token} (docs/product.md#offers): a gift's film or bundle, from whom, and Redeem.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '../../../common/messages/offers.ts';
import type { PublicGift } from '../../../common/offers.ts';
import { createAuthResponse, createUser, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { LoginPage } from '../account/login-page.tsx';
import { RegisterPage } from '../account/register-page.tsx';
import { GiftPage } from './gift-page.tsx';

const GIFT = 'GET /api/gifts/tok_abc';
const REDEEM = 'POST /api/gifts/tok_abc/redeem';

const routes = [
  { path: '/gift/:token', element: <GiftPage /> },
  { path: '/movies/:movieId', element: <p>Film page</p> },
  { path: '/movies', element: <p>Movies list</p> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <LoginPage /> },
];

function gift(overrides: Partial<PublicGift> = {}): PublicGift {
  return {
    movie: { id: 3, title: 'Northbound', thumbnail_url: '/uploads/movies/poster-3.abc123.jpg' },
    bundle: null,
    from_name: 'Ana',
    message: 'Happy birthday, enjoy the drive north!',
    deliver_at: null,
    state: 'sent',
    ...overrides,
  };
}

function signedIn(): Record<string, FetchHandler> {
  const viewer = createUser();
  storeTestSession(viewer);
  return { 'GET /api/auth/verify': () => jsonResponse({ user: viewer }) };
}

describe('GiftPage', () => {
  it('shows a visitor the film, from whom, the note, and Register to redeem, coming back here (Login one click away)', async () => {
    const answer = deferred<Response>();
    mockFetch({ [GIFT]: () => answer.promise });
    renderRoutes(routes, { path: '/gift/tok_abc' });

    expect(screen.getByText('Loading gift...')).toBeInTheDocument();
    answer.resolve(jsonResponse(gift()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Northbound' })).toBeInTheDocument();
    expect(document.title).toBe('Your gift · Ember Lane Studios');
    expect(screen.getByRole('img', { name: 'Northbound poster' })).toBeInTheDocument();
    expect(screen.getByText('A gift from Ana')).toBeInTheDocument();
    expect(screen.getByText('Happy birthday, enjoy the drive north!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register to redeem' })).toHaveAttribute('href', '/register?next=%2Fgift%2Ftok_abc');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fgift%2Ftok_abc');
    expect(screen.queryByRole('button', { name: 'Redeem gift' })).not.toBeInTheDocument();
  });

  it('takes a visitor through Register back to the gift, where they redeem it and land on the film', async () => {
    const { requestsTo } = mockFetch({
      [GIFT]: () => jsonResponse(gift()),
      'POST /api/auth/register': () => jsonResponse(createAuthResponse(createUser()), 201),
      [REDEEM]: () => jsonResponse({ movie_ids: [3] }),
    });
    const { user } = renderRoutes(routes, { path: '/gift/tok_abc' });

    await user.click(await screen.findByRole('link', { name: 'Register to redeem' }));
    await user.type(screen.getByLabelText('First name'), 'Jo');
    await user.type(screen.getByLabelText('Last name'), 'Park');
    await user.type(screen.getByLabelText('Email'), 'jo@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await user.click(await screen.findByRole('button', { name: 'Redeem gift' }));
    expect(await screen.findByText('Film page')).toBeInTheDocument();
    expect(currentPath()).toBe('/movies/3');
    expect(requestsTo(REDEEM)).toHaveLength(1);
  });

  it('redeems for a viewer and opens the first film of a bundle given', async () => {
    const bundleGift = gift({
      bundle: {
        id: 5,
        title: 'The Shorts of Ana Lima',
        movies: [
          { id: 3, title: 'Northbound', thumbnail_url: null },
          { id: 4, title: 'Paper Lanterns', thumbnail_url: null },
        ],
      },
    });
    const redeemed = deferred<Response>();
    const { requestsTo } = mockFetch({ ...signedIn(), [GIFT]: () => jsonResponse(bundleGift), [REDEEM]: () => redeemed.promise });
    const { user } = renderRoutes(routes, { path: '/gift/tok_abc' });

    expect(await screen.findByRole('heading', { level: 1, name: 'The Shorts of Ana Lima' })).toBeInTheDocument();
    const films = within(screen.getByRole('list', { name: 'Films in this gift' }));
    expect(films.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Northbound', 'Paper Lanterns']);

    await user.click(screen.getByRole('button', { name: 'Redeem gift' }));
    expect(screen.getByRole('button', { name: 'Redeeming...' })).toBeDisabled();
    redeemed.resolve(jsonResponse({ movie_ids: [3, 4] }));

    expect(await screen.findByText('Film page')).toBeInTheDocument();
    expect(currentPath()).toBe('/movies/3');
    expect(requestsTo(REDEEM)[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says why a redemption is refused (409) under the button, which comes back', async () => {
    mockFetch({ ...signedIn(), [GIFT]: () => jsonResponse(gift()), [REDEEM]: () => jsonResponse({ error: offerMessages.giftAlreadyRedeemed }, 409) });
    const { user } = renderRoutes(routes, { path: '/gift/tok_abc' });

    await user.click(await screen.findByRole('button', { name: 'Redeem gift' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.giftAlreadyRedeemed);
    expect(screen.getByRole('button', { name: 'Redeem gift' })).toBeEnabled();
    expect(currentPath()).toBe('/gift/tok_abc');
  });

  it.each([
    ['redeemed', offerMessages.giftAlreadyRedeemed],
    ['cancelled', offerMessages.giftCancelled],
  ] as const)('says a %s gift is no more to redeem, to a viewer and a visitor alike', async (state, text) => {
    mockFetch({ ...signedIn(), [GIFT]: () => jsonResponse(gift({ state })) });
    renderRoutes(routes, { path: '/gift/tok_abc' });

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redeem gift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register to redeem' })).not.toBeInTheDocument();
  });

  it("says 'Gift not found' for an unknown link, with no Try Again", async () => {
    mockFetch({ [GIFT]: () => jsonResponse({ error: offerMessages.giftNotFound }, 404) });
    renderRoutes(routes, { path: '/gift/tok_abc' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Gift not found' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});
