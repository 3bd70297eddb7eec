import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestCover } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { MovieGalleriesPage } from './movie-galleries-page.tsx';

const routes = [
  { path: '/movie-galleries', element: <MovieGalleriesPage /> },
  { path: '/movies/:movieId/backstage', element: <p>Movie backstage page</p> },
  { path: '/cover/:coverId', element: <p>Cover backstage page</p> },
];

function renderCovers() {
  return renderRoutes(routes, { path: '/movie-galleries' });
}

describe('MovieGalleriesPage', () => {
  it('shows a loading status, then the covers in the order given, titled, with their images', async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /api/movies/covers': () => answer.promise });
    renderCovers();

    expect(screen.getByText('Loading movie covers...')).toBeInTheDocument();
    expect(document.title).toBe('Movie Galleries · Ember Lane Studios');

    answer.resolve(
      jsonResponse([
        createTestCover({ id: 1, title: 'Glass Orchard', is_coming_soon: true }),
        createTestCover({ id: 2, title: 'Back 2 Basics', movie_id: 2 }),
      ]),
    );

    const grid = await screen.findByRole('list', { name: 'Movie covers' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cover/1', '/movies/2/backstage']);
    // Named by all it shows, so the visible words are in the name (WCAG 2.5.3).
    expect(
      within(grid).getByRole('link', { name: 'Coming Soon Glass Orchard The story behind cover 1. Behind the Scenes' }),
    ).toHaveAttribute('href', '/cover/1');
    expect(within(grid).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(grid).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Glass Orchard',
      'Back 2 Basics',
    ]);
    const image = links[1]?.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/covers/cover-2.abc123.jpg');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
  });

  it.each([
    ["opens the movie's backstage for a cover with a movie", { title: 'Back 2 Basics', movie_id: 12 }, '/movies/12/backstage'],
    ["opens the cover's own backstage for a cover without a movie", { id: 34, title: 'Festival Circuit' }, '/cover/34'],
  ])('%s', async (_title, fields, backstage) => {
    mockFetch({ 'GET /api/movies/covers': () => jsonResponse([createTestCover(fields)]) });
    const { user } = renderCovers();

    const link = await screen.findByRole('link', { name: new RegExp(`^${fields.title} `) });
    expect(link).toHaveAttribute('href', backstage);
    await user.click(link);

    expect(currentPath()).toBe(backstage);
  });

  it("shows 'Failed to load movie covers' with 'Try Again', which loads them again", async () => {
    let answer = () => jsonResponse({ error: 'Something went wrong. Please try again.' }, 500);
    const { requestsTo } = mockFetch({ 'GET /api/movies/covers': () => answer() });
    const { user } = renderCovers();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load movie covers');

    answer = () => jsonResponse([createTestCover({ title: 'Salt & Static' })]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('link', { name: /^Salt & Static / })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load movie covers')).not.toBeInTheDocument();
    expect(requestsTo('GET /api/movies/covers')).toHaveLength(2);
  });

  it('says so when there are no covers', async () => {
    mockFetch({ 'GET /api/movies/covers': () => jsonResponse([]) });
    renderCovers();

    expect(await screen.findByText('No movie covers available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Movie covers' })).not.toBeInTheDocument();
  });
});
