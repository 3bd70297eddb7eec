import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOGO_HIGHLIGHT_MS } from '../../../../common/constants.ts';
import { COMPACT_HEADER_QUERY, MOBILE_MEDIA_QUERY } from '../../../hooks/media-queries.ts';
import { catalogueHandlers } from '../../../test/catalogue-mocks.ts';
import { createUser, storeTestSession } from '../../../test/factories.ts';
import { adminScreenHandlers } from '../../../test/admin-mocks.ts';
import { emptyResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { setMediaQuery } from '../../../test/match-media.ts';
import { currentPath, renderApp } from '../../../test/render.tsx';

function renderLoggedIn(user = createUser({ email: 'jane@example.com' }), path = '/') {
  storeTestSession(user, 'session-token');
  const fetch = mockFetch({
    ...catalogueHandlers(),
    ...adminScreenHandlers(),
    'GET /api/auth/verify': () => jsonResponse({ user }),
    'POST /api/auth/logout': () => emptyResponse(204),
  });
  return { ...renderApp({ path }), ...fetch };
}

const header = () => screen.getByRole('banner');

// The main navigation's links, in order (docs/product.md#navigation-and-layout).
const SITE_LINKS = ['Home', 'About', 'Movies', 'Movie Galleries', 'Trailers', 'Casting'];

describe('Header on wide screens', () => {
  it('shows the site links, and Login, Register and Admin Login in the Account dropdown', async () => {
    mockFetch(catalogueHandlers());
    const { user } = renderApp({ path: '/movies' });
    const mainNav = within(header()).getByRole('navigation', { name: 'Main' });

    expect(within(mainNav).getAllByRole('link').map((link) => link.textContent)).toEqual(SITE_LINKS);
    expect(within(mainNav).getByRole('link', { name: 'Movies' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav).getByRole('link', { name: 'Trailers' })).toHaveAttribute('href', '/trailer');

    const accountButton = within(header()).getByRole('button', { name: 'Account' });
    expect(accountButton).toHaveAttribute('aria-expanded', 'false');
    expect(within(header()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(accountButton);

    expect(accountButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(header()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header()).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(header()).getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin-login');

    await user.keyboard('{Escape}');
    expect(accountButton).toHaveAttribute('aria-expanded', 'false');
    expect(accountButton).toHaveFocus();
  });

  it('greets a logged-in user by e-mail with a Logout button, and drops the account links', async () => {
    renderLoggedIn();

    expect(within(header()).getByText('Welcome, jane@example.com')).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account/password');
    expect(within(header()).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('user')).not.toBeNull());
  });

  it('keeps a long address on one line (cut by an ellipsis), whole in its text and in its tooltip', async () => {
    const email = 'wilhelmina.featherstonehaugh-cholmondeley@production-office.example.com';
    renderLoggedIn(createUser({ email }));

    // Screen readers read the element's text: the cut is drawn by header.css only.
    const line = within(header()).getByText(`Welcome, ${email}`);
    expect(line).toHaveClass('welcome-line');
    expect(line).toHaveAttribute('title', `Welcome, ${email}`);
    await waitFor(() => expect(localStorage.getItem('user')).not.toBeNull());
  });

  it('opens Change password from the account area', async () => {
    const { user } = renderLoggedIn(createUser({ email: 'jane@example.com' }), '/movies');

    await user.click(within(header()).getByRole('link', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(currentPath()).toBe('/account/password');
  });

  it('offers Change password to logged-in users only', () => {
    mockFetch(catalogueHandlers());
    renderApp({ path: '/movies' });

    expect(within(header()).queryByRole('link', { name: 'Change password', hidden: true })).not.toBeInTheDocument();
  });

  it('shows the Admin link to administrators only', async () => {
    renderLoggedIn(createUser({ isAdmin: true, email: 'boss@example.com' }));

    expect(within(header()).getByText('Welcome, boss@example.com')).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('logs out: revokes the session on the server, forgets it locally and goes home', async () => {
    const { user, requestsTo } = renderLoggedIn(createUser({ email: 'jane@example.com' }), '/movies');

    await user.click(within(header()).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(within(header()).queryByText(/Welcome,/)).not.toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(requestsTo('POST /api/auth/logout')).toHaveLength(1));
    expect(requestsTo('POST /api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  // The admin screens have a shell of their own, with its own Logout (admin-layout.test.tsx).
  it('logs a viewer out of a guarded page to / rather than bouncing to /login', async () => {
    const { user } = renderLoggedIn(createUser(), '/account/password');
    await screen.findByRole('heading', { level: 1, name: 'Change password' }, { timeout: 5_000 });

    await user.click(within(header()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ember Lane Studios' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('folds the welcome line and Logout into the Account dropdown when the row is too narrow', async () => {
    setMediaQuery(COMPACT_HEADER_QUERY, true);
    const { user } = renderLoggedIn(createUser({ email: 'jane@example.com' }), '/movies');
    const accountButton = within(header()).getByRole('button', { name: 'Account' });

    expect(within(header()).queryByText('Welcome, jane@example.com')).not.toBeVisible();

    await user.click(accountButton);
    expect(within(header()).getByText('Welcome, jane@example.com')).toBeVisible();
    expect(within(header()).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account/password');
    expect(within(header()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(within(header()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('highlights the logo for 2 seconds after a click', () => {
    // The home page lists the films.
    mockFetch(catalogueHandlers());
    vi.useFakeTimers();
    renderApp({ path: '/about' });
    const logo = within(header()).getByRole('link', { name: 'Ember Lane Studios home' });

    fireEvent.click(logo);
    expect(logo).toHaveAttribute('data-highlighted', 'true');

    act(() => vi.advanceTimersByTime(LOGO_HIGHLIGHT_MS - 1));
    expect(logo).toHaveAttribute('data-highlighted', 'true');

    act(() => vi.advanceTimersByTime(1));
    expect(logo).not.toHaveAttribute('data-highlighted');
    expect(currentPath()).toBe('/');
  });
});

describe('Header at or below 768px', () => {
  it('opens every link from a toggle button, and closes on Escape and on navigation', async () => {
    // The home page lists the films.
    mockFetch(catalogueHandlers());
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const { user } = renderApp({ path: '/' });
    const toggle = within(header()).getByRole('button', { name: 'Menu' });
    const panelId = toggle.getAttribute('aria-controls') ?? '';

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(panelId)).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = within(header()).getByRole('navigation', { name: 'Main' });
    expect(panel).toHaveAttribute('id', panelId);
    expect(within(panel).getAllByRole('link').map((link) => link.textContent)).toEqual([
      ...SITE_LINKS,
      'Login',
      'Register',
      'Admin Login',
    ]);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(header()).getByRole('link', { name: 'Casting' }));
    // The casting page loads on demand: the navigation completes once it is there.
    expect(await screen.findByRole('heading', { level: 1, name: 'Casting' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(currentPath()).toBe('/casting');
    expect(within(header()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches between the toggle menu and the wide navigation as the viewport changes', () => {
    // The home page lists the films.
    mockFetch(catalogueHandlers());
    renderApp();
    expect(within(header()).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    act(() => setMediaQuery(MOBILE_MEDIA_QUERY, true));
    expect(within(header()).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('shows the welcome line and Logout inside the menu when logged in', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const { user } = renderLoggedIn(createUser({ email: 'jane@example.com' }));

    await user.click(within(header()).getByRole('button', { name: 'Menu' }));

    expect(within(header()).getByText('Welcome, jane@example.com')).toBeVisible();
    expect(within(header()).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account/password');
    expect(within(header()).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(within(header()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('user')).not.toBeNull());
  });
});
