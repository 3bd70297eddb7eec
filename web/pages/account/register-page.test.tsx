import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../../common/messages/server.ts';
import { createAuthResponse, createUser, storeTestSession } from '../../test/factories.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { submitShowingFieldError } from '../../test/forms.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '*', element: <p>Another page</p> },
];

function renderRegister(path = '/register') {
  return renderRoutes(routes, { path });
}

type Setup = ReturnType<typeof renderRegister>;

async function fillForm(user: Setup['user'], values: Partial<Record<string, string>>) {
  const labels: Record<string, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
  };
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[field] ?? field);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const VALID_FORM = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'secret12',
  confirmPassword: 'secret12',
};

async function submitForm(user: Setup['user'], values: Partial<Record<string, string>>) {
  await fillForm(user, values);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage', () => {
  it('shows each required-field message on its own input and calls no API', async () => {
    const { requests } = mockFetch();
    const { user } = renderRegister();

    await submitShowingFieldError(user, 'Create Account', 'First name', 'First name is required');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(requests).toHaveLength(0);
  });

  it('shows the format, length and match messages on their inputs and calls no API', async () => {
    const { requests } = mockFetch();
    const { user } = renderRegister();

    await submitForm(user, {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example',
      password: '12345',
      confirmPassword: '54321',
    });

    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');

    await submitForm(user, { password: '123456', confirmPassword: '123457' });

    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(requests).toHaveLength(0);
  });

  it('posts the documented payload, stores the session and goes to /movies', async () => {
    const newUser = createUser({ email: 'jane@example.com' });
    const { requestsTo } = mockFetch({
      'POST /api/auth/register': () => jsonResponse(createAuthResponse(newUser, 'fresh-token'), 201),
    });
    const { user } = renderRegister();

    await submitForm(user, VALID_FORM);

    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(currentPath()).toBe('/movies');
    const [request] = requestsTo('POST /api/auth/register');
    expect(request?.body).toEqual({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', password: 'secret12' });
    expect(localStorage.getItem('token')).toBe('fresh-token');
  });

  it('goes on to `next` (the film being rented), and keeps it on the way to Login', async () => {
    mockFetch({ 'POST /api/auth/register': () => jsonResponse(createAuthResponse(createUser()), 201) });
    const { user } = renderRegister('/register?next=%2Fmovies%2F3%3Frent%3D1');

    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fmovies%2F3%3Frent%3D1');
    await submitForm(user, VALID_FORM);

    await screen.findByText('Another page');
    expect(currentPath()).toBe('/movies/3?rent=1');
  });

  it.each(['//evil.example/movies', 'https://evil.example/', '/\\evil.example'])(
    'never leaves the site for next=%s: a new account goes to /movies',
    async (next) => {
      mockFetch({ 'POST /api/auth/register': () => jsonResponse(createAuthResponse(createUser()), 201) });
      const { user } = renderRegister(`/register?${new URLSearchParams({ next })}`);

      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      await submitForm(user, VALID_FORM);

      await screen.findByText('Another page');
      expect(currentPath()).toBe('/movies');
    },
  );

  it.each([
    [409, serverMessages.emailTaken],
    // The common-password list lives on the server only: the form learns of it from the answer.
    [400, serverMessages.passwordTooCommon],
  ])("shows the server's error text when registration is refused (%i)", async (status, message) => {
    mockFetch({ 'POST /api/auth/register': () => jsonResponse({ error: message }, status) });
    const { user } = renderRegister();

    await submitForm(user, VALID_FORM);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(currentPath()).toBe('/register');
  });

  it("falls back to 'Registration failed' when the server sends no error text", async () => {
    mockFetch({ 'POST /api/auth/register': () => new Response(null, { status: 500 }) });
    const { user } = renderRegister();

    await submitForm(user, VALID_FORM);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
  });

  it('redirects a visitor who is already logged in to /', async () => {
    const visitor = createUser();
    storeTestSession(visitor);
    mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user: visitor }) });
    renderRegister();

    await screen.findByText('Another page');
    expect(currentPath()).toBe('/');
  });
});
