import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/api-client.ts';
import { createUser, storeTestSession } from '../test/factories.ts';
import { deferred, jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { currentLocationState, currentPath, renderRoutes } from '../test/render.tsx';
import { useAuth } from './use-auth.ts';

function AuthProbe() {
  const { user, loading, isAuthenticated, logout } = useAuth();
  const status = loading ? 'checking' : isAuthenticated ? 'logged in' : 'logged out';
  return (
    <>
      <p data-testid="auth">{`${status}${user ? ` as ${user.email} (${user.role})` : ''}`}</p>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
      <button type="button" onClick={() => void apiRequest('/users/rentals').catch(() => undefined)}>
        Load rentals
      </button>
    </>
  );
}

const routes = [{ path: '*', element: <AuthProbe /> }];
const authText = () => screen.getByTestId('auth').textContent;

/** A stored session the server confirms, at `path`, with `answers` for the calls the test makes; once logged in. */
async function renderLoggedIn(path: string, answers: Parameters<typeof mockFetch>[0]) {
  const user = createUser();
  storeTestSession(user);
  mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user }), ...answers });
  const rendered = renderRoutes(routes, { path });
  await waitFor(() => expect(authText()).toMatch(/^logged in/));
  return rendered;
}

describe('AuthProvider', () => {
  it('restores a stored session at once, then confirms it with the server', async () => {
    const user = createUser({ email: 'jane@example.com' });
    storeTestSession(user, 'stored-token');
    const verify = deferred<Response>();
    const { requestsTo } = mockFetch({ 'GET /api/auth/verify': () => verify.promise });
    renderRoutes(routes, { path: '/movies' });

    expect(authText()).toBe('checking as jane@example.com (user)');
    expect(requestsTo('GET /api/auth/verify')[0]?.headers.get('Authorization')).toBe('Bearer stored-token');

    verify.resolve(jsonResponse({ user: { ...user, role: 'admin', isAdmin: true } }));

    await waitFor(() => expect(authText()).toBe('logged in as jane@example.com (admin)'));
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ role: 'admin' });
  });

  it('clears a stored session the server rejects, without sending the visitor to /login', async () => {
    storeTestSession(createUser(), 'revoked-token');
    mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ error: 'Authentication required' }, 401) });
    renderRoutes(routes, { path: '/movies' });

    await waitFor(() => expect(authText()).toBe('logged out'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(currentPath()).toBe('/movies');
  });

  // The page left mid-check (the rent button's checkout redirect) ends the request with no answer: that is no
  // verdict on the token, and once logged the viewer out on their way to pay.
  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(jsonResponse({ error: 'Something went wrong. Please try again.' }, 503))],
  ])('keeps a stored session when the check gets %s', async (_case, answer) => {
    const user = createUser({ email: 'kept@example.com' });
    storeTestSession(user, 'kept-token');
    mockFetch({ 'GET /api/auth/verify': answer });
    renderRoutes(routes, { path: '/movies' });

    await waitFor(() => expect(authText()).toBe('logged in as kept@example.com (user)'));
    expect(localStorage.getItem('token')).toBe('kept-token');
  });

  it('starts logged out, without calling the server, when nothing is stored', () => {
    const { requests } = mockFetch();
    renderRoutes(routes);

    expect(authText()).toBe('logged out');
    expect(requests).toHaveLength(0);
  });

  it('logs out locally even when the server call fails, only warning about it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user: actor } = await renderLoggedIn('/movies', {
      'POST /api/auth/logout': () => jsonResponse({ error: 'Something went wrong. Please try again.' }, 500),
    });

    await actor.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(authText()).toBe('logged out');
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('ends the session and goes to /login, remembering the page, when a call with the token gets a 401', async () => {
    const { user: actor } = await renderLoggedIn('/movies/4', {
      'GET /api/users/rentals': () => jsonResponse({ error: 'Your session has expired. Please log in again.' }, 401),
    });

    await actor.click(screen.getByRole('button', { name: 'Load rentals' }));

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(authText()).toBe('logged out');
    expect(currentLocationState()).toEqual({ from: { pathname: '/movies/4', search: '', hash: '' } });
  });
});
