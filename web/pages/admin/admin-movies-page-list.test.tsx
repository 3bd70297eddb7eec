import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMoviesBody, createAdminMovie } from '../../test/admin-test-data.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { chooseRowAction, openRowMenu } from '../../components/admin/row-actions/testing.ts';
import { currentPath } from '../../test/render.tsx';
import { card, dialog, findMovie, installMoviesPageFakes, moviesAnswer, northbound, renderMoviesPage, table } from './admin-movies-page-test-helpers.tsx';

vi.mock('tus-js-client', async () => (await import('../../test/film-test-data.ts')).fakeTus.module);

beforeEach(() => {
  installMoviesPageFakes();
});

describe('AdminMoviesPage: the list', () => {
  it('shows a loading status, then a row per movie with its poster, price, status, rentals, duration and film', async () => {
    const answer = deferred<Response>();
    renderMoviesPage({ 'GET /api/admin/movies': () => answer.promise });

    expect(screen.getByRole('heading', { level: 1, name: 'Movies' })).toBeInTheDocument();
    expect(screen.getByText('Loading movies...').closest('[role="status"]')).toBeInTheDocument();
    expect(document.title).toBe('Movies · Admin · Ember Lane Studios');

    answer.resolve(
      jsonResponse(
        adminMoviesBody([
          northbound(),
          createAdminMovie({ id: 4, title: 'Paper Lanterns', price: 0, duration: null, is_active: false, thumbnail_url: null }),
        ]),
      ),
    );

    const first = await findMovie('Northbound');
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
    expect(within(table()).getByRole('rowheader', { name: 'Northbound' })).toHaveClass('data-table__sticky');
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/movies/poster-3.abc123.jpg');
    expect(within(first).getByText('$3.99')).toBeInTheDocument();
    expect(within(first).getByText('96 min')).toBeInTheDocument();
    expect(within(first).getByText('72h')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('12')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 movies')).toBeInTheDocument();

    const second = card('Paper Lanterns');
    expect(within(second).getByText('Free')).toBeInTheDocument();
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(within(second).getByText('Not set')).toBeInTheDocument();
  });

  it('searches, filters, sorts and pages the catalogue in the browser, keeping it in the URL', async () => {
    const movies = Array.from({ length: 23 }, (_, index) =>
      createAdminMovie({ id: index + 1, title: `Film ${String(index + 1).padStart(2, '0')}`, price: index, is_active: index !== 4, created_at: `2031-01-${String(index + 1).padStart(2, '0')}T10:00:00.000Z` }),
    );
    const { user, requestsTo } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer(movies) });
    // The newest first, 20 a page.
    await findMovie('Film 23');
    expect(screen.getByText('Showing 1–20 of 23 movies')).toBeInTheDocument();
    const titles = () => within(table()).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(titles()[0]).toBe('Film 23');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentPath()).toBe('/admin/movies?page=2');
    expect(titles()).toEqual(['Film 03', 'Film 02', 'Film 01']);

    await user.click(within(table()).getByRole('button', { name: /^Title/ }));
    expect(currentPath()).toBe('/admin/movies?sort=title&order=asc');
    expect(titles().slice(0, 2)).toEqual(['Film 01', 'Film 02']);

    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    expect(titles()).toEqual(['Film 05']);

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.type(screen.getByLabelText('Search movies'), 'film 1{Enter}');
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(currentPath()).toBe('/admin/movies?sort=title&order=asc&search=film+1');

    await user.clear(screen.getByLabelText('Search movies'));
    await user.type(screen.getByLabelText('Search movies'), 'nothing{Enter}');
    expect(await screen.findByRole('heading', { name: 'No movies found' })).toBeInTheDocument();
    // One request: the rest was done here.
    expect(requestsTo('GET /api/admin/movies')).toHaveLength(1);
  });

  it('shows the posters when asked, remembered in the URL, with Edit and the rest in a menu', async () => {
    const { user } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([northbound()]) });
    await findMovie('Northbound');
    await user.click(screen.getByRole('radio', { name: 'Posters' }));

    expect(currentPath()).toBe('/admin/movies?view=posters');
    const poster = within(screen.getByRole('list', { name: 'Movies' })).getByRole('article', { name: 'Northbound' });
    expect(within(poster).getByRole('img', { name: 'Northbound poster' })).toBeInTheDocument();
    expect(within(poster).getByRole('button', { name: 'Edit Northbound' })).toBeInTheDocument();
    expect(within(poster).queryByRole('button', { name: 'Deactivate Northbound' })).not.toBeInTheDocument();
    const menu = await openRowMenu(user, 'Northbound');
    expect(within(menu).getByRole('menuitem', { name: 'Deactivate Northbound' })).toHaveClass('row-actions__item--danger');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    expect(currentPath()).toBe('/admin/movies');
    expect(screen.getByRole('table', { name: 'Movies' })).toBeInTheDocument();
  });

  it('opens the edit form of /admin/movies?edit={id}, and closing it clears the parameter', async () => {
    const { user } = renderMoviesPage(
      { 'GET /api/admin/movies': moviesAnswer([northbound()]), 'GET /api/admin/movies/3/film': () => jsonResponse({ film: null }) },
      '/admin/movies?edit=3&page=1',
    );

    const form = await screen.findByRole('dialog', { name: 'Edit Movie' });
    expect(within(form).getByLabelText('Title *')).toHaveValue('Northbound');
    await user.click(within(form).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/admin/movies?page=1');

    // Edit in a row's menu sets the same link.
    await chooseRowAction(user, 'Northbound', 'Edit Northbound');
    expect(currentPath()).toBe('/admin/movies?page=1&edit=3');
    expect(screen.getByRole('dialog', { name: 'Edit Movie' })).toBeInTheDocument();
  });

  it("shows 'Failed to load movies' with Try Again, which loads the list again", async () => {
    let answer: FetchHandler = () => jsonResponse({ error: 'Admin access required' }, 403);
    const { user, requestsTo } = renderMoviesPage({ 'GET /api/admin/movies': (request) => answer(request) });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load movies' })).toBeInTheDocument();

    answer = moviesAnswer([northbound()]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await findMovie('Northbound')).toBeInTheDocument();
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
      'GET /api/admin/movies': () => jsonResponse(adminMoviesBody(movies)),
      'PATCH /api/admin/movies/3/deactivate': () => {
        movies = [{ ...northbound(), is_active: false }];
        return jsonResponse({ movie: movies[0] });
      },
    });
    await findMovie('Northbound');

    await chooseRowAction(user, 'Northbound', 'Deactivate Northbound');
    const confirm = within(dialog());
    expect(dialog()).toHaveAccessibleName('Deactivate this movie?');
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(requestsTo('PATCH /api/admin/movies/3/deactivate')).toHaveLength(0);

    await user.click(confirm.getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Movie deactivated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('PATCH /api/admin/movies/3/deactivate')).toHaveLength(1);
    expect(within(card('Northbound')).getByText('Inactive')).toBeInTheDocument();
    const menu = await openRowMenu(user, 'Northbound');
    expect(within(menu).getByRole('menuitem', { name: 'Reactivate Northbound' })).not.toHaveClass('row-actions__item--danger');
  });

  it('cancelling the confirmation makes no call', async () => {
    const { user, requestsTo } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([northbound()]) });
    await findMovie('Northbound');

    await chooseRowAction(user, 'Northbound', 'Deactivate Northbound');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('PATCH /api/admin/movies/3/deactivate')).toHaveLength(0);
  });

  it("reactivates a movie: 'Movie reactivated successfully'", async () => {
    const { user, requestsTo } = renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([{ ...northbound(), is_active: false }]),
      'PATCH /api/admin/movies/3/reactivate': () => jsonResponse({ movie: northbound() }),
    });
    await findMovie('Northbound');

    await chooseRowAction(user, 'Northbound', 'Reactivate Northbound');
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
    await findMovie('Northbound');
    await chooseRowAction(user, 'Northbound', 'Deactivate Northbound');

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
    await findMovie('Northbound');
    await chooseRowAction(user, 'Northbound', 'Reactivate Northbound');
    await user.click(within(dialog()).getByRole('button', { name: 'Reactivate' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to reactivate movie');
  });
});
