import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminFilm, AdminFilmSummary } from '../../../common/films.ts';
import { createAdminFilm } from '../../test/film-test-data.ts';
import { adminMoviesBody, createAdminMovie } from '../../test/admin-test-data.ts';
import { emptyResponse, jsonResponse } from '../../test/fetch-mock.ts';
import { cellOf, dialog, editMovie, findMovie, installMoviesPageFakes, moviesAnswer, northbound, renderMoviesPage } from './admin-movies-page-test-helpers.tsx';

vi.mock('tus-js-client', async () => (await import('../../test/film-test-data.ts')).fakeTus.module);

beforeEach(() => {
  installMoviesPageFakes();
});

describe('AdminMoviesPage: films', () => {
  const filmFact = (title: string) => cellOf(title, 'Film');

  it("says where each movie's film is: none, queued, processing with its percentage, ready, failed", async () => {
    renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([
        createAdminMovie({ id: 1, title: 'No Film' }),
        createAdminMovie({ id: 2, title: 'In Queue', film: { status: 'queued', progress: 0, error: null, is_playable: false } }),
        createAdminMovie({ id: 3, title: 'Packaging', film: { status: 'processing', progress: 42, error: null, is_playable: false } }),
        createAdminMovie({ id: 4, title: 'Streaming', film: { status: 'ready', progress: 100, error: null, is_playable: true } }),
        createAdminMovie({
          id: 5,
          title: 'Broken',
          film: { status: 'failed', progress: 10, error: 'moov atom not found', is_playable: false },
        }),
      ]),
    });
    await findMovie('No Film');

    expect(filmFact('No Film')).toHaveTextContent('—');
    expect(filmFact('In Queue')).toHaveTextContent('Queued');
    expect(filmFact('Packaging')).toHaveTextContent('Processing 42%');
    expect(filmFact('Streaming')).toHaveTextContent('Ready');
    expect(filmFact('Broken')).toHaveTextContent('Failed');
    expect(within(filmFact('Broken') as HTMLElement).getByText('Failed')).toHaveClass('admin-badge', 'admin-badge--danger');
    expect(within(filmFact('Streaming') as HTMLElement).getByText('Ready')).toHaveClass('admin-badge', 'admin-badge--success');
  });

  it('reads the list again every 3 s while a film is queued or processing, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const withFilm = (film: AdminFilmSummary) => [createAdminMovie({ id: 3, title: 'Northbound', film })];
    let movies = withFilm({ status: 'queued', progress: 0, error: null, is_playable: false });
    const { requestsTo } = renderMoviesPage({ 'GET /api/admin/movies': () => jsonResponse(adminMoviesBody(movies)) });
    await findMovie('Northbound');
    expect(filmFact('Northbound')).toHaveTextContent('Queued');

    movies = withFilm({ status: 'processing', progress: 42, error: null, is_playable: false });
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(filmFact('Northbound')).toHaveTextContent('Processing 42%'));

    movies = withFilm({ status: 'ready', progress: 100, error: null, is_playable: true });
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(filmFact('Northbound')).toHaveTextContent('Ready'));
    expect(requestsTo('GET /api/admin/movies')).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(15_000);
    expect(requestsTo('GET /api/admin/movies')).toHaveLength(3);
  });

  it("follows the packaging in the edit form, and takes the film's running time when it is ready", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let film = createAdminFilm({ status: 'processing', progress: 42, is_playable: false, duration_seconds: null });
    const movies = [northbound()];
    const { user, requestsTo } = renderMoviesPage({
      'GET /api/admin/movies': () => jsonResponse(adminMoviesBody(movies)),
      'GET /api/admin/movies/3/film': () => jsonResponse({ film }),
    });
    await findMovie('Northbound');
    await editMovie(user, 'Northbound');
    const form = within(dialog());
    expect(await form.findByText('Processing 42%')).toBeInTheDocument();
    expect(form.getByLabelText('Duration (minutes)')).toHaveValue(96);

    film = createAdminFilm({ duration_seconds: 5_430 });
    await vi.advanceTimersByTimeAsync(2_000);

    expect(await form.findByText('1:30:30')).toBeInTheDocument();
    expect(form.getByLabelText('Duration (minutes)')).toHaveValue(91);
    // The list is read again: the movie's running time and Film column changed on the server.
    await waitFor(() => expect(requestsTo('GET /api/admin/movies')).toHaveLength(2));
  });

  it("removes a film from the edit form: 'Film removed', and the card's Film column goes back to '—'", async () => {
    const ready: AdminFilmSummary = { status: 'ready', progress: 100, error: null, is_playable: true };
    let movies = [createAdminMovie({ id: 3, title: 'Northbound', film: ready })];
    let film: AdminFilm | null = createAdminFilm();
    const { user, requestsTo } = renderMoviesPage({
      'GET /api/admin/movies': () => jsonResponse(adminMoviesBody(movies)),
      'GET /api/admin/movies/3/film': () => jsonResponse({ film }),
      'DELETE /api/admin/movies/3/film': () => {
        film = null;
        movies = [createAdminMovie({ id: 3, title: 'Northbound', film: null })];
        return emptyResponse(204);
      },
    });
    await findMovie('Northbound');
    await editMovie(user, 'Northbound');
    await user.click(await within(dialog()).findByRole('button', { name: 'Remove film' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove this film?' })).getByRole('button', { name: 'Remove Film' }));

    const form = within(screen.getByRole('dialog', { name: 'Edit Movie' }));
    expect(await form.findByText('Film removed')).toBeInTheDocument();
    expect(form.getByText('Drop the film here or choose a file')).toBeInTheDocument();
    expect(requestsTo('DELETE /api/admin/movies/3/film')).toHaveLength(1);
    await waitFor(() => expect(filmFact('Northbound')).toHaveTextContent('—'));
  });
});
