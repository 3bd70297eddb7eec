import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminMovie } from '../../test/admin-test-data.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { card, dialog, grid, installMoviesPageFakes, moviesAnswer, northbound, renderMoviesPage } from './admin-movies-page-test-helpers.tsx';

vi.mock('tus-js-client', async () => (await import('../../test/film-test-data.ts')).fakeTus.module);

beforeEach(() => {
  installMoviesPageFakes();
});

describe('AdminMoviesPage: the list', () => {
  it('shows a loading status, then a card per movie with its poster, price, duration, status and rentals', async () => {
    const answer = deferred<Response>();
    renderMoviesPage({ 'GET /api/admin/movies': () => answer.promise });

    expect(screen.getByRole('heading', { level: 1, name: 'Movies' })).toBeInTheDocument();
    expect(screen.getByText('Loading movies...').closest('[role="status"]')).toBeInTheDocument();
    expect(document.title).toBe('Movies · Admin · Ember Lane Studios');

    answer.resolve(
      jsonResponse({
        movies: [
          northbound(),
          createAdminMovie({ id: 4, title: 'Paper Lanterns', price: 0, duration: null, is_active: false, thumbnail_url: null }),
        ],
      }),
    );

    const first = await screen.findByRole('article', { name: 'Northbound' });
    expect(within(grid()).getAllByRole('article')).toHaveLength(2);
    expect(within(first).getByRole('img', { name: 'Northbound poster' })).toHaveAttribute('src', '/uploads/movies/poster-3.abc123.jpg');
    expect(within(first).getByText('$3.99')).toBeInTheDocument();
    expect(within(first).getByText('96 min')).toBeInTheDocument();
    expect(within(first).getByText('72h')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('12')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Deactivate Northbound' })).toBeInTheDocument();

    const second = card('Paper Lanterns');
    expect(within(second).getByText('Free')).toBeInTheDocument();
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(within(second).getByText('Not set')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Paper Lanterns poster' }).getAttribute('src')).toMatch(/placeholder-movie\.svg$/);
    expect(within(second).getByRole('button', { name: 'Reactivate Paper Lanterns' })).toBeInTheDocument();
  });

  it("shows 'Failed to load movies' with Try Again, which loads the list again", async () => {
    let answer: FetchHandler = () => jsonResponse({ error: 'Admin access required' }, 403);
    const { user, requestsTo } = renderMoviesPage({ 'GET /api/admin/movies': (request) => answer(request) });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load movies' })).toBeInTheDocument();

    answer = moviesAnswer([northbound()]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('article', { name: 'Northbound' })).toBeInTheDocument();
    expect(requestsTo('GET /api/admin/movies')).toHaveLength(2);
  });

  it('invites the admin to add the first movie when there is none', async () => {
    renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([]) });

    expect(await screen.findByRole('heading', { name: 'No movies yet' })).toBeInTheDocument();
    expect(screen.getByText(/Add your first movie/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Movie' })).toBeInTheDocument();
  });
});

describe('AdminMoviesPage: deactivating and reactivating', () => {
  it('deactivates a movie after a confirmation, then says so', async () => {
    let movies = [northbound()];
    const { user, requestsTo } = renderMoviesPage({
      'GET /api/admin/movies': () => jsonResponse({ movies }),
      'PATCH /api/admin/movies/3/deactivate': () => {
        movies = [{ ...northbound(), is_active: false }];
        return jsonResponse({ movie: movies[0] });
      },
    });
    await screen.findByRole('article', { name: 'Northbound' });

    await user.click(screen.getByRole('button', { name: 'Deactivate Northbound' }));
    const confirm = within(dialog());
    expect(dialog()).toHaveAccessibleName('Deactivate this movie?');
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(requestsTo('PATCH /api/admin/movies/3/deactivate')).toHaveLength(0);

    await user.click(confirm.getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Movie deactivated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('PATCH /api/admin/movies/3/deactivate')).toHaveLength(1);
    expect(within(card('Northbound')).getByText('Inactive')).toBeInTheDocument();
    expect(within(card('Northbound')).getByRole('button', { name: 'Reactivate Northbound' })).toBeInTheDocument();
  });

  it('cancelling the confirmation makes no call', async () => {
    const { user, requestsTo } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([northbound()]) });
    await screen.findByRole('article', { name: 'Northbound' });

    await user.click(screen.getByRole('button', { name: 'Deactivate Northbound' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('PATCH /api/admin/movies/3/deactivate')).toHaveLength(0);
  });

  it("reactivates a movie: 'Movie reactivated successfully'", async () => {
    const { user, requestsTo } = renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([{ ...northbound(), is_active: false }]),
      'PATCH /api/admin/movies/3/reactivate': () => jsonResponse({ movie: northbound() }),
    });
    await screen.findByRole('article', { name: 'Northbound' });

    await user.click(screen.getByRole('button', { name: 'Reactivate Northbound' }));
    expect(dialog()).toHaveAccessibleName('Reactivate this movie?');
    await user.click(within(dialog()).getByRole('button', { name: 'Reactivate' }));

    expect(await screen.findByText('Movie reactivated successfully')).toBeInTheDocument();
    expect(requestsTo('PATCH /api/admin/movies/3/reactivate')).toHaveLength(1);
  });

  it("keeps the dialog open on a failure, with the server's text or 'Failed to deactivate movie'", async () => {
    let answer: FetchHandler = () => new Response(null, { status: 500 });
    const { user } = renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([northbound()]),
      'PATCH /api/admin/movies/3/deactivate': (request) => answer(request),
    });
    await screen.findByRole('article', { name: 'Northbound' });
    await user.click(screen.getByRole('button', { name: 'Deactivate Northbound' }));

    await user.click(within(dialog()).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to deactivate movie');

    answer = () => jsonResponse({ error: 'Movie not found' }, 404);
    await user.click(within(dialog()).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Movie not found'));
    expect(screen.queryByText('Movie deactivated successfully')).not.toBeInTheDocument();
  });

  it("says 'Failed to reactivate movie' when reactivating fails without a text of the server's", async () => {
    const { user } = renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([{ ...northbound(), is_active: false }]),
      'PATCH /api/admin/movies/3/reactivate': () => new Response(null, { status: 500 }),
    });
    await screen.findByRole('article', { name: 'Northbound' });
    await user.click(screen.getByRole('button', { name: 'Reactivate Northbound' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Reactivate' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to reactivate movie');
  });
});
