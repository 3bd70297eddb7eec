import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../../common/messages/server.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { submitShowingFieldError } from '../../test/forms.ts';
import { renderApp, renderRoutes } from '../../test/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const RESET = 'POST /api/auth/reset-password';
/** 32 random bytes, base64url: the shape of a real link's token. */
const TOKEN = '7lyOAfn6kbtHfGuH-vh3SdP0p5Z99kG8I3AFqkUOa0o';
const LAZY = { timeout: 5_000 };

function renderReset(token: string = TOKEN) {
  return renderRoutes([{ path: '/reset-password/:token?', element: <ResetPasswordPage /> }], {
    path: `/reset-password/${token}`,
  });
}

async function choosePassword(user: ReturnType<typeof renderReset>['user'], password: string, confirmation = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

/** The card's notice (the test's location probe is an <output>, a status too). */
const findNotice = () => within(screen.getByRole('region', { name: 'Reset password' })).findByRole('status');

describe('ResetPasswordPage', () => {
  it.each([
    ['a token of the wrong length', 'abc123'],
    ['a token with characters base64url has not', `${TOKEN.slice(0, 42)}.`],
    ['no token at all', ''],
  ])('turns away %s without a call, with the way to a new link', (_case, token) => {
    const { requests } = mockFetch();
    renderReset(token);

    expect(screen.getByRole('alert')).toHaveTextContent(serverMessages.passwordResetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('asks for the new password twice, for a password manager to fill, with show and hide', async () => {
    const { user } = renderReset();

    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');

    await user.type(screen.getByLabelText('New password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  it('shows the validation messages on their fields, focuses the first and calls no API', async () => {
    const { requests } = mockFetch();
    const { user } = renderReset();

    await submitShowingFieldError(user, 'Set new password', 'New password', 'Password is required');

    await choosePassword(user, '12345', '54321');

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await choosePassword(user, 'secret12', 'secret13');

    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it("disables the form while saving, then shows the server's answer and the way to log in", async () => {
    const answer = deferred<Response>();
    const { requestsTo } = mockFetch({ [RESET]: () => answer.promise });
    const { user } = renderReset();

    await choosePassword(user, 'secret12');

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByLabelText('New password')).toBeDisabled();
    expect(screen.getByLabelText('Confirm new password')).toBeDisabled();

    answer.resolve(jsonResponse({ message: serverMessages.passwordResetDone }));

    const notice = await findNotice();
    expect(notice).toHaveTextContent(serverMessages.passwordResetDone);
    expect(notice).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    const [request] = requestsTo(RESET);
    expect(request?.body).toEqual({ token: TOKEN, password: 'secret12' });
    expect(request?.headers.get('Authorization')).toBeNull();
  });

  it('forgets a session kept in this browser once the password is set: the server has ended them all', async () => {
    const viewer = createUser({ email: 'jane@example.com' });
    storeTestSession(viewer, 'old-token');
    mockFetch({
      'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
      [RESET]: () => jsonResponse({ message: serverMessages.passwordResetDone }),
    });
    const { user } = renderApp({ path: `/reset-password/${TOKEN}` });
    const header = screen.getByRole('banner');
    await screen.findByLabelText('New password', undefined, LAZY);
    await waitFor(() => expect(within(header).getByText('Welcome, jane@example.com')).toBeInTheDocument());

    await choosePassword(user, 'secret12');

    expect(await screen.findByText(serverMessages.passwordResetDone)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(within(header).queryByText(/Welcome,/)).not.toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it("shows the server's refusal of the link in place of the form, with the way to a new one", async () => {
    mockFetch({ [RESET]: () => jsonResponse({ error: serverMessages.passwordResetLinkInvalid }, 400) });
    const { user } = renderReset();

    await choosePassword(user, 'secret12');

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(serverMessages.passwordResetLinkInvalid);
    expect(notice).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("puts the server's refusal of the password itself on the field, and keeps the form", async () => {
    mockFetch({ [RESET]: () => jsonResponse({ error: serverMessages.passwordTooCommon }, 400) });
    const { user } = renderReset();

    await choosePassword(user, 'password1');

    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(serverMessages.passwordTooCommon),
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'x');
    expect(screen.getByLabelText('New password')).not.toHaveAccessibleDescription();
  });

  it.each([
    [
      'too many attempts',
      () => jsonResponse({ error: serverMessages.tooManyRequests }, 429),
      serverMessages.tooManyRequests,
    ],
    [
      'no answer',
      () => {
        throw new TypeError('Failed to fetch');
      },
      errorMessages.network,
    ],
  ])('keeps the form with an alert for %s', async (_case, answer, text) => {
    mockFetch({ [RESET]: answer });
    const { user } = renderReset();

    await choosePassword(user, 'secret12');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('New password')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });
});
