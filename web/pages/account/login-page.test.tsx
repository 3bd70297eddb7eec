import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAuthResponse, createUser, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { submitShowingFieldError } from '../../test/forms.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>Another page</p> },
];

function renderLogin(state?: unknown, path = '/login') {
  return renderRoutes(routes, { path, state });
}

async function logIn(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('shows the validation message under each field and calls no API when the form is invalid', async () => {
    const { requests } = mockFetch();
    const { user } = renderLogin();

    await submitShowingFieldError(user, 'Login', 'Email', 'Email is required');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(requests).toHaveLength(0);
  });

  it("takes a field's message away as soon as it is edited, and judges it again only on the next submit", async () => {
    const { requests } = mockFetch();
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.type(screen.getByLabelText('Email'), 'j');

    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's error text when the login is refused, and stays on /login", async () => {
    const { requests } = mockFetch({
      'POST /api/auth/login': () => jsonResponse({ error: 'Invalid email or password' }, 401),
    });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(requests[0]?.body).toEqual({ email: 'jane@example.com', password: 'wrong-password' });
    expect(currentPath()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('falls back to the documented text when the server sends no error text', async () => {
    mockFetch({ 'POST /api/auth/login': () => new Response('upstream timeout', { status: 504 }) });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it('shows a busy submit button while the login is in flight', async () => {
    const answer = deferred<Response>();
    mockFetch({ 'POST /api/auth/login': () => answer.promise });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    answer.resolve(jsonResponse({ error: 'Invalid email or password' }, 401));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('sends an administrator to /admin', async () => {
    const admin = createUser({ isAdmin: true, email: 'boss@example.com' });
    mockFetch({ 'POST /api/auth/login': () => jsonResponse(createAuthResponse(admin, 'admin-token')) });
    const { user } = renderLogin({ from: '/movies' });

    await user.type(screen.getByLabelText('Email'), 'boss@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin');
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
  });

  it.each([
    ['sends a user back to the page they came from', { from: { pathname: '/movies/7', search: '?tab=reviews', hash: '' } }, '/movies/7?tab=reviews'],
    ['sends a user without a previous page home', undefined, '/'],
  ])('%s', async (_title, state, landing) => {
    mockFetch({ 'POST /api/auth/login': () => jsonResponse(createAuthResponse(createUser())) });
    const { user } = renderLogin(state);

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByText('Another page');
    expect(currentPath()).toBe(landing);
  });

  it('sends a user on to `next` (the film being rented), and keeps it on the way to Create an account', async () => {
    mockFetch({ 'POST /api/auth/login': () => jsonResponse(createAuthResponse(createUser())) });
    const { user } = renderLogin({ from: '/about' }, '/login?next=%2Fmovies%2F3%3Frent%3D1');

    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?next=%2Fmovies%2F3%3Frent%3D1');
    expect(screen.getByRole('link', { name: 'Admin login' })).toHaveAttribute('href', '/admin-login');
    await logIn(user);

    await screen.findByText('Another page');
    expect(currentPath()).toBe('/movies/3?rent=1');
  });

  it('never leaves the site for a `next` of another host: the user goes home', async () => {
    mockFetch({ 'POST /api/auth/login': () => jsonResponse(createAuthResponse(createUser())) });
    const { user } = renderLogin(undefined, '/login?next=%2F%2Fevil.example%2Fmovies');

    await logIn(user);

    await screen.findByText('Another page');
    expect(currentPath()).toBe('/');
  });

  it('sends an administrator to /admin whatever `next` says', async () => {
    mockFetch({ 'POST /api/auth/login': () => jsonResponse(createAuthResponse(createUser({ isAdmin: true }))) });
    const { user } = renderLogin(undefined, '/login?next=%2Fmovies%2F3%3Frent%3D1');

    await logIn(user);

    await screen.findByText('Another page');
    expect(currentPath()).toBe('/admin');
  });

  it('keeps the page a guard sent the visitor from on the way to Create an account', () => {
    renderLogin({ from: { pathname: '/account', search: '', hash: '' } });

    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?next=%2Faccount');
  });

  it('redirects a visitor who is already logged in to /', async () => {
    const visitor = createUser();
    storeTestSession(visitor);
    mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user: visitor }) });
    renderLogin({ from: '/movies' });

    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('links to a forgotten password, to registration and to the admin login', () => {
    renderLogin();

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Admin login' })).toHaveAttribute('href', '/admin-login');
  });
});
