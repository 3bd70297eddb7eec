import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../../auth/use-auth.ts';
import { catalogueHandlers, createCatalogue } from '../../test/catalogue-mocks.ts';
import { createAuthResponse, createUser } from '../../test/factories.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { useMovieBackstage } from '../catalogue/list-movie-backstage.ts';
import { useCovers } from '../catalogue/list-covers.ts';
import { useMovies } from '../catalogue/list-movies.ts';
import { useLoginMutation } from './login.ts';

/** A screen with the movie list, a movie's backstage and the covers on show, and a login button. */
function LoginProbe() {
  useMovies();
  useMovieBackstage('3');
  useCovers();
  const { user } = useAuth();
  const login = useLoginMutation();
  return (
    <>
      <p data-testid="viewer">{user?.email ?? 'visitor'}</p>
      <button type="button" onClick={() => login.mutate({ email: 'jane@example.com', password: 'secret1' })}>
        Log in
      </button>
    </>
  );
}

describe('useLoginMutation (and every session mutation)', () => {
  it('starts the session and reads the movie answers again, leaving the covers alone', async () => {
    const jane = createUser({ email: 'jane@example.com' });
    const { requestsTo } = mockFetch({
      ...catalogueHandlers(createCatalogue()),
      'POST /api/auth/login': () => jsonResponse(createAuthResponse(jane, 'fresh-token')),
    });
    const { user } = renderRoutes([{ path: '*', element: <LoginProbe /> }]);
    await waitFor(() => expect(requestsTo('GET /api/movies/covers')).toHaveLength(1));
    await waitFor(() => expect(requestsTo('GET /api/movies/3/backstage/photos')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTestId('viewer')).toHaveTextContent('jane@example.com');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    // The backstage lists are not keyed by viewer: only the invalidation reads them again.
    await waitFor(() => expect(requestsTo('GET /api/movies/3/backstage/photos')).toHaveLength(2));
    await waitFor(() =>
      expect(requestsTo('GET /api/movies').map((request) => request.path)).toContain('/api/movies?include_rental=true'),
    );
    expect(requestsTo('GET /api/movies/covers')).toHaveLength(1);
  });

  it('leaves the session and the cache alone when the login is refused', async () => {
    const { requestsTo } = mockFetch({
      ...catalogueHandlers(createCatalogue()),
      'POST /api/auth/login': () => jsonResponse({ error: 'Invalid email or password' }, 401),
    });
    const { user } = renderRoutes([{ path: '*', element: <LoginProbe /> }]);
    await waitFor(() => expect(requestsTo('GET /api/movies/3/backstage/photos')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(requestsTo('POST /api/auth/login')).toHaveLength(1));
    expect(screen.getByTestId('viewer')).toHaveTextContent('visitor');
    expect(localStorage.getItem('token')).toBeNull();
    expect(requestsTo('GET /api/movies/3/backstage/photos')).toHaveLength(1);
  });
});
