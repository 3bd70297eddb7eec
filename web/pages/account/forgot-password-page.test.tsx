import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../../common/messages/server.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { submitShowingFieldError } from '../../test/forms.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const FORGOT = 'POST /api/auth/forgot-password';

function renderForgot() {
  return renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], { path: '/forgot-password' });
}

/** The card's notice (the test's location probe is an <output>, a status too). */
const findNotice = () => within(screen.getByRole('region', { name: 'Forgot password' })).findByRole('status');

describe('ForgotPasswordPage', () => {
  it('asks for the account\'s e-mail address, with the field marked for the browser to fill', () => {
    renderForgot();

    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('shows the validation message on the field, focuses it and calls no API', async () => {
    const { requests } = mockFetch();
    const { user } = renderForgot();

    await submitShowingFieldError(user, 'Send reset link', 'Email', 'Email is required');

    await user.type(screen.getByLabelText('Email'), 'jane@example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(requests).toHaveLength(0);
  });

  it("disables the form while sending, then shows the server's answer in place of the form", async () => {
    const answer = deferred<Response>();
    mockFetch({ [FORGOT]: () => answer.promise });
    const { user } = renderForgot();

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();

    answer.resolve(jsonResponse({ message: serverMessages.passwordResetRequested }));

    const notice = await findNotice();
    expect(notice).toHaveTextContent(serverMessages.passwordResetRequested);
    // The button that had the focus is gone: the notice takes it, and is read out from there.
    expect(notice).toHaveFocus();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('offers to ask again once the link is on its way, with a new form', async () => {
    mockFetch({ [FORGOT]: () => jsonResponse({ message: serverMessages.passwordResetRequested }) });
    const { user } = renderForgot();

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await user.click(await screen.findByRole('link', { name: 'Ask again' }));

    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(screen.queryByText(serverMessages.passwordResetRequested)).not.toBeInTheDocument();
  });

  it('sends only the trimmed address, never the session (a stale one would send the visitor to /login)', async () => {
    const viewer = createUser();
    storeTestSession(viewer, 'session-token');
    const { requestsTo } = mockFetch({
      [FORGOT]: () => jsonResponse({ message: serverMessages.passwordResetRequested }),
      'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
    });
    const { user } = renderForgot();

    await user.type(screen.getByLabelText('Email'), ' jane@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(serverMessages.passwordResetRequested)).toBeInTheDocument();
    const [request] = requestsTo(FORGOT);
    expect(request?.body).toEqual({ email: 'jane@example.com' });
    expect(request?.headers.get('Authorization')).toBeNull();
  });

  it("shows the server's refusal, and keeps the address for another try", async () => {
    mockFetch({ [FORGOT]: () => jsonResponse({ error: serverMessages.tooManyPasswordResets }, 429) });
    const { user } = renderForgot();

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.tooManyPasswordResets);
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('reports a network error when no answer comes back', async () => {
    mockFetch({
      [FORGOT]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderForgot();

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.network);
  });
});
