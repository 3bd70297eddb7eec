// A page the server rendered is a visitor's: the client's hydrating render must be one too (or the header and the
// rental buttons would not match the HTML), and the stored session takes over right after.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUser, storeTestSession } from '../test/factories.ts';
import { AppProviders } from '../test/app-providers.tsx';
import { hydrateServerHtml } from '../test/hydrate.tsx';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { useAuth } from './use-auth.ts';

// Counts the renders of a reader of the session.
const greetingRendered = vi.fn();
function Greeting() {
  const { user } = useAuth();
  greetingRendered();
  return <p data-testid="greeting">{user ? `Welcome, ${user.email}` : 'Login'}</p>;
}

function Page() {
  return (
    <AppProviders>
      <Greeting />
    </AppProviders>
  );
}

describe('AuthProvider on a page the server rendered', () => {
  it('hydrates as a visitor without a mismatch, then shows the stored session', async () => {
    const user = createUser({ email: 'jane@example.com' });
    mockFetch({ 'GET /api/auth/verify': () => jsonResponse({ user }) });

    // The server has no stored session: its HTML is a visitor's. The browser has one.
    const { container, onRecoverableError, root } = await hydrateServerHtml(<Page />, {
      beforeHydrate: () => storeTestSession(user, 'stored-token'),
    });

    await waitFor(() => expect(screen.getByTestId('greeting')).toHaveTextContent('Welcome, jane@example.com'));
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it("leaves a visitor's page alone once hydrated: no reader of the session renders again", async () => {
    const { container, root } = await hydrateServerHtml(<Page />, { beforeHydrate: () => greetingRendered.mockClear() });

    // The hydrating render only: a second, right after, would be the whole page again in one task, for nothing.
    expect(greetingRendered).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('greeting')).toHaveTextContent('Login');
    act(() => root.unmount());
    container.remove();
  });
});
