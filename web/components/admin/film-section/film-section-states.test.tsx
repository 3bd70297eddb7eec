import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, jsonResponse, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderWithQueryClient } from '../../../test/render.tsx';
import { FilmSection } from './film-section.tsx';
import { newMovieId, picker, renderSection, section } from './film-section-test-helpers.tsx';
import { createAdminFilm, fakeTus } from '../../../test/film-test-data.ts';

vi.mock('tus-js-client', async () => (await import('../../../test/film-test-data.ts')).fakeTus.module);

beforeEach(() => {
  fakeTus.reset();
});

describe('FilmSection: what each state shows', () => {
  it('offers the drop zone when the movie has no film, with no captions yet', async () => {
    renderSection(null);

    expect(await screen.findByText('Drop the film here or choose a file')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('accept', expect.stringContaining('.mkv'));
    expect(within(section()).getByText(/Save Changes does not wait for it/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Captions' })).not.toBeInTheDocument();
  });

  it("shows a queued film as 'Waiting to be packaged', and that the current version keeps playing", async () => {
    renderSection(createAdminFilm({ status: 'queued', progress: 0, is_playable: true }));

    expect(await screen.findByText('Waiting to be packaged')).toBeInTheDocument();
    expect(within(section()).getByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('The current version keeps playing until the new one is ready.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeInTheDocument();
  });

  it("shows a processing film as 'Processing 42%' with its progress bar", async () => {
    renderSection(createAdminFilm({ status: 'processing', progress: 42, is_playable: false }));

    expect(await screen.findByText('Processing 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Packaging progress' })).toHaveAttribute('value', '42');
    expect(screen.queryByText(/keeps playing/)).not.toBeInTheDocument();
  });

  it('shows a ready film: running time, the ladder, the source, Replace file and Remove film', async () => {
    renderSection(createAdminFilm());

    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(screen.getByText('1:36:05')).toBeInTheDocument();
    expect(screen.getByText('360p · 720p · 1080p')).toBeInTheDocument();
    expect(screen.getByText('northbound-final.mov · 4.00 GB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove film' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Captions' })).toHaveTextContent('No captions yet.');
  });

  it("shows a failed film with ffmpeg's reason in a scroll box, Retry and Replace file", async () => {
    const reason = '[mov,mp4,m4a] moov atom not found\nfeature.mp4: Invalid data found when processing input';
    renderSection(createAdminFilm({ status: 'failed', error: reason, is_playable: false, renditions: [], duration_seconds: null }));

    expect(await screen.findByText('Packaging failed')).toBeInTheDocument();
    const box = screen.getByLabelText('Packaging failed');
    expect(box.tagName).toBe('PRE');
    expect(box.textContent).toBe(reason);
    expect(within(section()).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeInTheDocument();
  });

  it("says 'Failed to load the film' with the server's reason and Try Again", async () => {
    const movieId = newMovieId();
    let answer: FetchHandler = () => jsonResponse({ error: 'Admin access required' }, 403);
    mockFetch({ [`GET /api/admin/movies/${movieId}/film`]: (request) => answer(request) });
    const { user } = renderWithQueryClient(<FilmSection movieId={movieId} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load the film' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Admin access required');

    answer = () => jsonResponse({ film: null });
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Drop the film here or choose a file')).toBeInTheDocument();
  });
});

describe('FilmSection: packaging', () => {
  it('reads the film again every 2 s while it is queued or processing, and stops once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state, requestsTo, filmPath, onReady } = renderSection(createAdminFilm({ status: 'queued', progress: 0, is_playable: false }));
    await screen.findByText('Waiting to be packaged');

    state.film = createAdminFilm({ status: 'processing', progress: 42, is_playable: false });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('Processing 42%')).toBeInTheDocument();

    state.film = createAdminFilm({ duration_seconds: 5400 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('1:30:00')).toBeInTheDocument();
    expect(onReady).toHaveBeenCalledWith(state.film);
    const reads = requestsTo(`GET ${filmPath}`).length;
    expect(reads).toBe(3);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(requestsTo(`GET ${filmPath}`)).toHaveLength(reads);
  });

  it('retries a failed film: POST …/film/retry, then it is queued again', async () => {
    const { user, requestsTo, filmPath } = renderSection(createAdminFilm({ status: 'failed', error: 'boom', is_playable: false }), {
      'POST /api/admin/movies/:id/film/retry': () =>
        jsonResponse({ film: createAdminFilm({ status: 'queued', progress: 0, is_playable: false }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Waiting to be packaged')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Packaging started again');
    expect(requestsTo(`POST ${filmPath}/retry`)).toHaveLength(1);
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it("shows a refused retry's reason", async () => {
    const { user } = renderSection(createAdminFilm({ status: 'failed', error: 'boom', is_playable: false }), {
      'POST /api/admin/movies/:id/film/retry': () =>
        jsonResponse({ error: 'Only a film whose packaging failed can be packaged again' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only a film whose packaging failed can be packaged again');
  });

  it('removes the film after a confirmation: DELETE …/film, then the drop zone is back', async () => {
    const { user, requestsTo, filmPath, state } = renderSection(createAdminFilm(), {
      'DELETE /api/admin/movies/:id/film': () => {
        state.film = null;
        return emptyResponse(204);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove film' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this film?' });
    expect(requestsTo(`DELETE ${filmPath}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove Film' }));

    expect(await screen.findByText('Drop the film here or choose a file')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Film removed');
    expect(requestsTo(`DELETE ${filmPath}`)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Captions' })).not.toBeInTheDocument();
  });

  it('keeps the film when the removal fails, saying why in the dialog', async () => {
    const { user } = renderSection(createAdminFilm(), {
      'DELETE /api/admin/movies/:id/film': () => new Response(null, { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove film' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Film' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Failed to remove the film');
    expect(screen.getByText('1:36:05')).toBeInTheDocument();
  });
});
