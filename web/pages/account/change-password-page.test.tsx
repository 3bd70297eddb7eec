import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../../common/messages/server.ts';
import { RequireAuth } from '../../app/guards/require-auth.tsx';
import { createAuthResponse, createUser, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentLocationState, currentPath, renderRoutes } from '../../test/render.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';
import { LoginPage } from './login-page.tsx';

const CHANGE = 'POST /api/auth/change-password';

// The guard as routes.tsx puts it around the page.
const routes = [
  {
    path: '/account/password',
    element: (
      <RequireAuth>
        <ChangePasswordPage />
      </RequireAuth>
    ),
  },
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>Another page</p> },
];

function renderLoggedIn(handlers: Record<string, FetchHandler> = {}) {
  const viewer = createUser({ email: 'jane@example.com' });
  storeTestSession(viewer, 'session-token');
  const fetch = mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user: viewer }), ...handlers });
  return { ...renderRoutes(routes, { path: '/account/password' }), ...fetch };
}

type Setup = ReturnType<typeof renderLoggedIn>;

async function fillForm(user: Setup['user'], current: string, next: string, confirmation = next) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

/** The card's notice (the test's location probe is an <output>, a status too). */
const findNotice = () => within(screen.getByRole('region', { name: 'Change password' })).findByRole('status');

describe('ChangePasswordPage', () => {
  it('sends a visitor who is not logged in to /login, and back here after logging in', async () => {
    const viewer = createUser();
    mockFetch({ 'POST /api/auth/login': () => jsonResponse(createAuthResponse(viewer)) });
    const { user } = renderRoutes(routes, { path: '/account/password' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(currentLocationState()).toEqual({ from: { pathname: '/account/password', search: '', hash: '' } });

    await user.type(screen.getByLabelText('Email'), viewer.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(currentPath()).toBe('/account/password');
  });

  it('asks for the current password and the new one twice, each marked for a password manager', async () => {
    renderLoggedIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Show current password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset it by e-mail' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the validation messages on their fields, focuses the first and calls no API', async () => {
    const { user, requestsTo } = renderLoggedIn();

    await user.click(await screen.findByRole('button', { name: 'Update password' }));

    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is required');
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password is required');

    await fillForm(user, 'old-secret', '12345', '54321');

    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(requestsTo(CHANGE)).toHaveLength(0);
  });

  it('disables the form while updating, then says the password has changed', async () => {
    const answer = deferred<Response>();
    const { user, requestsTo } = renderLoggedIn({ [CHANGE]: () => answer.promise });

    await fillForm(user, 'old-secret', 'new-secret');

    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }

    answer.resolve(jsonResponse({ message: serverMessages.passwordChanged }));

    const notice = await findNotice();
    expect(notice).toHaveTextContent(serverMessages.passwordChanged);
    expect(notice).toHaveFocus();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    const [request] = requestsTo(CHANGE);
    expect(request?.body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(request?.headers.get('Authorization')).toBe('Bearer session-token');
    // This session stays.
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it.each([
    ['Current password', serverMessages.currentPasswordWrong],
    ['New password', serverMessages.newPasswordSameAsCurrent],
    ['New password', serverMessages.passwordTooCommon],
  ])("puts the server's refusal on the %s field and focuses it: %s", async (label, message) => {
    const { user } = renderLoggedIn({ [CHANGE]: () => jsonResponse({ error: message }, 400) });

    await fillForm(user, 'old-secret', 'new-secret');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update password' })).toBeEnabled();
  });

  it('asks again after a wrong current password, and succeeds with the right one', async () => {
    const answers = [
      jsonResponse({ error: serverMessages.currentPasswordWrong }, 400),
      jsonResponse({ message: serverMessages.passwordChanged }),
    ];
    const { user } = renderLoggedIn({ [CHANGE]: () => answers.shift() ?? jsonResponse({}, 500) });

    await fillForm(user, 'wrong-secret', 'new-secret');
    expect(await screen.findByText(serverMessages.currentPasswordWrong)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Current password'));
    expect(screen.getByLabelText('Current password')).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await findNotice()).toHaveTextContent(serverMessages.passwordChanged);
  });

  it("shows too many attempts as the form's alert", async () => {
    const { user } = renderLoggedIn({
      [CHANGE]: () => jsonResponse({ error: serverMessages.tooManyPasswordChanges }, 429),
    });

    await fillForm(user, 'old-secret', 'new-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.tooManyPasswordChanges);
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Current password')).toHaveValue('old-secret');
  });

  it('ends a session the server no longer knows, and sends the viewer to /login and back', async () => {
    const { user } = renderLoggedIn({
      [CHANGE]: () => jsonResponse({ error: serverMessages.sessionExpired }, 401),
    });

    await fillForm(user, 'old-secret', 'new-secret');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(currentLocationState()).toEqual({ from: { pathname: '/account/password', search: '', hash: '' } });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
