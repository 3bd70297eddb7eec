import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAuthResponse, createUser, storeTestSession } from '../../test/factories.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { AdminLoginPage } from './admin-login-page.tsx';

const routes = [
  { path: '/admin-login', element: <AdminLoginPage /> },
  { path: '*', element: <p>Another page</p> },
];

function renderAdminLogin() {
  return renderRoutes(routes, { path: '/admin-login' });
}

async function submit(user: ReturnType<typeof renderAdminLogin>['user']) {
  await user.type(screen.getByLabelText('Admin email'), 'boss@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login as Admin' }));
}

describe('AdminLoginPage', () => {
  it('falls back to the documented text when the server sends no error text', async () => {
    mockFetch({ 'POST /api/auth/admin-login': () => new Response(null, { status: 500 }) });
    const { user } = renderAdminLogin();

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Admin login failed. Please check your credentials.');
  });

  it("shows the server's refusal of a non-admin account", async () => {
    mockFetch({ 'POST /api/auth/admin-login': () => jsonResponse({ error: 'Admin access required' }, 403) });
    const { user } = renderAdminLogin();

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('goes to /admin after a successful admin login', async () => {
    const admin = createUser({ isAdmin: true });
    const { requestsTo } = mockFetch({
      'POST /api/auth/admin-login': () => jsonResponse(createAuthResponse(admin)),
    });
    const { user } = renderAdminLogin();

    await submit(user);

    await screen.findByText('Another page');
    expect(currentPath()).toBe('/admin');
    expect(requestsTo('POST /api/auth/admin-login')[0]?.body).toEqual({
      email: 'boss@example.com',
      password: 'secret1',
    });
  });

  it('redirects an administrator who is already logged in to /admin', async () => {
    const admin = createUser({ isAdmin: true });
    storeTestSession(admin);
    mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user: admin }) });
    renderAdminLogin();

    await screen.findByText('Another page');
    expect(currentPath()).toBe('/admin');
  });

  it('still shows the form to a logged-in non-admin, who may switch to an admin account', async () => {
    const visitor = createUser();
    storeTestSession(visitor);
    const { requestsTo } = mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user: visitor }) });
    renderAdminLogin();

    await waitFor(() => expect(requestsTo('GET /api/auth/verify')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(currentPath()).toBe('/admin-login');
  });
});
