import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { adminScreenHandlers } from '../../test/admin-mocks.ts';
import { catalogueHandlers } from '../../test/catalogue-mocks.ts';
import { ADMIN_SCREENS } from '../../test/admin-screens.ts';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { currentLocationState, currentPath, renderApp } from '../../test/render.tsx';

// Admin code is lazy-loaded: the first import of its modules can take a moment in the test runner.
const LAZY = { timeout: 5_000 };

describe('RequireAuth on the admin area', () => {
  it("shows 'Loading...' while the stored session is verified, then sends a rejected one to /login", async () => {
    storeTestSession(createUser({ isAdmin: true }));
    const verify = deferred<Response>();
    mockFetch({ 'GET /api/auth/verify': () => verify.promise });
    renderApp({ path: '/admin/users' });

    expect(within(screen.getByRole('main')).getByText('Loading...')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/users');

    verify.resolve(jsonResponse({ error: 'Authentication required' }, 401));

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, LAZY)).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(currentLocationState()).toEqual({ from: { pathname: '/admin/users', search: '', hash: '' } });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a visitor without a session to /login, remembering the page', async () => {
    renderApp({ path: '/admin/payments?status=failed' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, LAZY)).toBeInTheDocument();
    expect(currentLocationState()).toEqual({ from: { pathname: '/admin/payments', search: '?status=failed', hash: '' } });
  });

  it('sends a logged-in user who is not an administrator away from /admin to /', async () => {
    const visitor = createUser();
    storeTestSession(visitor);
    mockFetch({ ...catalogueHandlers(), 'GET /api/auth/verify': () => jsonResponse({ user: visitor }) });
    renderApp({ path: '/admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ember Lane Studios' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('trusts the server over the stored role: a demoted admin is sent away', async () => {
    const formerAdmin = createUser({ isAdmin: true });
    storeTestSession(formerAdmin);
    mockFetch({ ...catalogueHandlers(), 'GET /api/auth/verify': () => jsonResponse({ user: { ...formerAdmin, role: 'user', isAdmin: false } }) });
    renderApp({ path: '/admin/users' });

    await screen.findByRole('heading', { level: 1, name: 'Ember Lane Studios' });
    expect(currentPath()).toBe('/');
  });

  it('lets an administrator in, with the admin navigation', async () => {
    const admin = createUser({ isAdmin: true });
    storeTestSession(admin);
    mockFetch({ ...adminScreenHandlers(), 'GET /api/auth/verify': () => jsonResponse({ user: admin }) });
    renderApp({ path: '/admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, LAZY)).toBeInTheDocument();
    const adminNav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(adminNav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(ADMIN_SCREENS);
    expect(within(adminNav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});
