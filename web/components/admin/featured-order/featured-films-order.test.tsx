import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminMovie } from '../../../../common/admin-catalogue.ts';
import { adminMessages } from '../../../../common/messages/admin.ts';
import { adminKeys } from '../../../api/admin/keys.ts';
import { adminMoviesBody, createAdminMovie } from '../../../test/admin-test-data.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderWithQueryClient } from '../../../test/render.tsx';
import { layOutSortableRows, rowTitles } from '../sortable-list/sortable-list-test-helpers.ts';
import { FeaturedFilmsOrder } from './featured-films-order.tsx';

const LIST = 'Featured films in order';
const SAVE = 'PUT /api/admin/movies/featured-order';

// Newest first, as the admin list comes; the featured order differs from it.
const movies = [
  createAdminMovie({ id: 1, title: 'Northbound', is_featured: true, featured_order: 2 }),
  createAdminMovie({ id: 2, title: 'Paper Lanterns', is_featured: false, featured_order: 0 }),
  createAdminMovie({ id: 3, title: 'Salt & Static', is_featured: true, featured_order: 0 }),
  createAdminMovie({ id: 4, title: 'Harbour Lights', is_featured: true, featured_order: 1, is_active: false }),
];

/** The admin list as the server answers the save: the featured films numbered in the order sent. */
function savedMovies(ids: number[]): AdminMovie[] {
  return movies.map((movie) => (ids.includes(movie.id) ? { ...movie, featured_order: ids.indexOf(movie.id) } : movie));
}

const answerSave: FetchHandler = (request) => jsonResponse({ movies: savedMovies((request.body as { ids: number[] }).ids) });

function renderOrder(list: readonly AdminMovie[], handlers: Record<string, FetchHandler> = {}) {
  const fetch = mockFetch(handlers);
  return { ...renderWithQueryClient(<FeaturedFilmsOrder movies={list} />), ...fetch };
}

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => layOutSortableRows());

describe('FeaturedFilmsOrder', () => {
  it('lists only the featured films, in featured order, each with its poster, a drag handle and Move buttons', () => {
    renderOrder(movies);
    expect(screen.getByRole('heading', { level: 2, name: 'Featured on the home page' })).toBeInTheDocument();
    expect(rowTitles(LIST)).toEqual(['Salt & Static', 'Harbour Lights', 'Northbound']);
    const first = within(screen.getByRole('list', { name: LIST })).getAllByRole('listitem')[0]!;
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/movies/poster-3.abc123.jpg');
    const handle = within(first).getByRole('button', { name: 'Drag to reorder Salt & Static' });
    expect(handle).toHaveAccessibleDescription(/press Space or Enter on its drag handle/);
    expect(handle).toHaveAttribute('aria-roledescription', 'movable item');
    // At the ends, the way out is disabled.
    expect(button('Move Salt & Static up')).toBeDisabled();
    expect(button('Move Salt & Static down')).toBeEnabled();
    expect(button('Move Northbound down')).toBeDisabled();
    expect(button('Save order')).toBeDisabled();
    expect(button('Cancel')).toBeDisabled();
  });

  it('says how to feature a film when none is featured', () => {
    renderOrder(movies.map((movie) => ({ ...movie, is_featured: false })));
    expect(screen.getByText('No featured films yet. Mark a film "Feature on the home page" in its form.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save order' })).not.toBeInTheDocument();
  });

  it('moves a film with the Move buttons, keeping the keyboard on it, and saves the new order in one request', async () => {
    const { user, requestsTo, queryClient } = renderOrder(movies, { [SAVE]: answerSave });
    const refreshed = queryClient.getQueryCache();
    queryClient.setQueryData(adminKeys.movies, adminMoviesBody(movies));

    await user.click(button('Move Northbound up'));
    expect(rowTitles(LIST)).toEqual(['Salt & Static', 'Northbound', 'Harbour Lights']);
    expect(button('Move Northbound up')).toHaveFocus();
    expect(screen.getByText('Northbound moved to position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(rowTitles(LIST)).toEqual(['Northbound', 'Salt & Static', 'Harbour Lights']);
    // At the top, Move up is disabled: the keyboard goes to Move down of the same film.
    expect(button('Move Northbound up')).toBeDisabled();
    expect(button('Move Northbound down')).toHaveFocus();
    expect(screen.getByText('Order changed: save it to show it on the site.')).toBeInTheDocument();
    expect(requestsTo(SAVE)).toHaveLength(0);

    await user.click(button('Save order'));

    expect(await screen.findByText('Featured order saved')).toBeInTheDocument();
    expect(requestsTo(SAVE).map((request) => request.body)).toEqual([{ ids: [1, 3, 4] }]);
    expect(rowTitles(LIST)).toEqual(['Northbound', 'Salt & Static', 'Harbour Lights']);
    expect(button('Save order')).toBeDisabled();
    expect(refreshed.find({ queryKey: adminKeys.movies })?.state.isInvalidated).toBe(true);
  });

  it('moves a film by keyboard drag: Space on its handle, an arrow, Space', async () => {
    const { user, requestsTo } = renderOrder(movies, { [SAVE]: answerSave });

    button('Drag to reorder Salt & Static').focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText('Picked up Salt & Static, in position 1 of 3.')).toBeInTheDocument());
    await user.keyboard('[ArrowDown]');
    await waitFor(() => expect(screen.getByText('Salt & Static is over position 2 of 3.')).toBeInTheDocument());
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(rowTitles(LIST)).toEqual(['Harbour Lights', 'Northbound', 'Salt & Static']));
    expect(screen.getByText('Salt & Static dropped in position 3 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(button('Drag to reorder Salt & Static')).toHaveFocus());
    await user.click(button('Save order'));
    await screen.findByText('Featured order saved');
    expect(requestsTo(SAVE).map((request) => request.body)).toEqual([{ ids: [4, 1, 3] }]);
  });

  it('puts a keyboard drag back where it was on Escape', async () => {
    const { user } = renderOrder(movies);
    button('Drag to reorder Salt & Static').focus();
    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.getByText(/Picked up Salt & Static/)).toBeInTheDocument());
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    await waitFor(() => expect(screen.getByText('Move cancelled. Salt & Static is back in position 1 of 3.')).toBeInTheDocument());
    expect(rowTitles(LIST)).toEqual(['Salt & Static', 'Harbour Lights', 'Northbound']);
    expect(button('Save order')).toBeDisabled();
  });

  it('goes back to the saved order on Cancel, sending nothing', async () => {
    const { user, requestsTo } = renderOrder(movies);
    await user.click(button('Move Salt & Static down'));
    await user.click(button('Move Salt & Static down'));
    expect(rowTitles(LIST)).toEqual(['Harbour Lights', 'Northbound', 'Salt & Static']);

    await user.click(button('Cancel'));

    expect(rowTitles(LIST)).toEqual(['Salt & Static', 'Harbour Lights', 'Northbound']);
    expect(button('Save order')).toBeDisabled();
    expect(requestsTo(SAVE)).toHaveLength(0);
  });

  it('shows that it is saving, then the server’s refusal, keeping the new order to try again', async () => {
    const answer = deferred<Response>();
    const { user, requestsTo } = renderOrder(movies, { [SAVE]: () => answer.promise });
    await user.click(button('Move Northbound up'));
    await user.click(button('Save order'));

    expect(button('Saving order...')).toBeDisabled();
    expect(screen.getByRole('list', { name: LIST })).toHaveAttribute('aria-busy', 'true');
    expect(button('Move Salt & Static down')).toBeDisabled();
    answer.resolve(jsonResponse({ error: adminMessages.orderInvalid }, 400));

    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.orderInvalid);
    expect(rowTitles(LIST)).toEqual(['Salt & Static', 'Northbound', 'Harbour Lights']);
    expect(button('Save order')).toBeEnabled();
    expect(requestsTo(SAVE)).toHaveLength(1);
    // A further move starts afresh.
    await user.click(button('Move Northbound up'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the order was not saved when the server gives no words of its own', async () => {
    const { user } = renderOrder(movies, { [SAVE]: () => new Response('', { status: 502 }) });
    await user.click(button('Move Northbound up'));
    await user.click(button('Save order'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the featured order');
  });
});
