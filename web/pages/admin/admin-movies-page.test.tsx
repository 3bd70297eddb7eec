import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import type { AdminFilm, AdminFilmSummary } from '../../../common/films.ts';
import { PHOTO_MAX_BYTES } from '../../../common/constants.ts';
import {
  createAdminMovie,
  imageFile,
  multipartOf,
  stubObjectUrls,
} from '../../components/admin/testing/admin-test-data.ts';
import { createAdminFilm, fakeTus } from '../../components/admin/film-section/film-test-data.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { deferred, emptyResponse, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { AdminMoviesPage } from './admin-movies-page.tsx';

vi.mock('tus-js-client', async () => (await import('../../components/admin/film-section/film-test-data.ts')).fakeTus.module);

const moviesAnswer = (movies: AdminMovie[]): FetchHandler => () => jsonResponse({ movies });

function renderMoviesPage(handlers: Record<string, FetchHandler>, path = '/admin/movies') {
  const fetch = mockFetch(handlers);
  return { ...renderRoutes([{ path: '/admin/movies', element: <AdminMoviesPage /> }], { path }), ...fetch };
}

const grid = () => screen.getByRole('list', { name: 'Movies' });
const card = (title: string) => within(grid()).getByRole('article', { name: title });
const dialog = () => screen.getByRole('dialog');

const northbound = () =>
  createAdminMovie({
    id: 3,
    title: 'Northbound',
    logline: 'Two brothers, one dying truck.',
    description: 'A road movie to the Arctic Circle.',
    price: 3.99,
    rental_duration_hours: 72,
    duration: 96,
    website_url: 'https://northbound.example',
    video_url: 'https://youtu.be/abc123',
    rental_count: 12,
  });

// Saves go through uploadRequest (XMLHttpRequest): the fake shows what was sent, and the test answers.
let xhrs: ReturnType<typeof installFakeXhr>;

beforeEach(() => {
  stubObjectUrls();
  xhrs = installFakeXhr();
  fakeTus.reset();
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

describe('AdminMoviesPage: films', () => {
  const filmFact = (title: string) => within(card(title)).getByText('Film').nextElementSibling;

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
    await screen.findByRole('article', { name: 'No Film' });

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
    const { requestsTo } = renderMoviesPage({ 'GET /api/admin/movies': () => jsonResponse({ movies }) });
    await screen.findByRole('article', { name: 'Northbound' });
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
      'GET /api/admin/movies': () => jsonResponse({ movies }),
      'GET /api/admin/movies/3/film': () => jsonResponse({ film }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Northbound' }));
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
      'GET /api/admin/movies': () => jsonResponse({ movies }),
      'GET /api/admin/movies/3/film': () => jsonResponse({ film }),
      'DELETE /api/admin/movies/3/film': () => {
        film = null;
        movies = [createAdminMovie({ id: 3, title: 'Northbound', film: null })];
        return emptyResponse(204);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Northbound' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Remove film' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove this film?' })).getByRole('button', { name: 'Remove Film' }));

    const form = within(screen.getByRole('dialog', { name: 'Edit Movie' }));
    expect(await form.findByText('Film removed')).toBeInTheDocument();
    expect(form.getByText('Drop the film here or choose a file')).toBeInTheDocument();
    expect(requestsTo('DELETE /api/admin/movies/3/film')).toHaveLength(1);
    await waitFor(() => expect(filmFact('Northbound')).toHaveTextContent('—'));
  });
});

describe('AdminMoviesPage: adding and editing', () => {
  it("opens the add dialog when linked with ?add=1 (the dashboard's Add Movie), and drops the parameter", async () => {
    renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([northbound()]) }, '/admin/movies?add=1');

    expect(await screen.findByRole('dialog', { name: 'Add Movie' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/movies'));
  });

  it('adds a movie sending only the fields filled in, with its poster, then refreshes the list', async () => {
    const admin = createUser({ isAdmin: true });
    storeTestSession(admin, 'admin-token');
    let movies = [northbound()];
    const { user, requestsTo } = renderMoviesPage({
      'GET /api/auth/verify': () => jsonResponse({ user: admin }),
      'GET /api/admin/movies': () => jsonResponse({ movies }),
    });
    await screen.findByRole('article', { name: 'Northbound' });

    await user.click(screen.getByRole('button', { name: 'Add Movie' }));
    const form = within(dialog());
    expect(dialog()).toHaveAccessibleName('Add Movie');
    expect(form.getByLabelText('Rental duration')).toHaveValue('24');
    expect(form.getByText('0 makes the film free to watch')).toBeInTheDocument();
    const price = form.getByLabelText('Price (USD) *');
    expect(price).toHaveAttribute('step', '0.01');
    expect(price).toHaveAttribute('min', '0');
    expect(form.getByLabelText('Video URL')).toHaveAttribute('type', 'url');
    expect(form.getByRole('region', { name: 'Film' })).toHaveTextContent('Save the movie first, then add its film here.');
    expect(form.queryByLabelText('Film file')).not.toBeInTheDocument();

    await user.type(form.getByLabelText('Title *'), '  Salt Flats ');
    await user.type(price, '0');
    await user.selectOptions(form.getByLabelText('Rental duration'), '168');
    const poster = imageFile('salt-flats.png');
    await user.upload(form.getByLabelText('Thumbnail image'), poster);
    expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview-1');
    expect(form.getByText(/salt-flats\.png/)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add Movie' }));

    const upload = xhrs.lastUpload();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/admin/movies');
    expect(upload.headers.get('Authorization')).toBe('Bearer admin-token');
    const { text, files } = multipartOf(upload.body);
    expect(text).toEqual([
      ['title', 'Salt Flats'],
      ['price', '0.00'],
      ['rental_duration_hours', '168'],
    ]);
    expect(files).toEqual({ thumbnail: poster });

    const movie = createAdminMovie({ id: 9, title: 'Salt Flats', price: 0 });
    movies = [movie, ...movies];
    await upload.respond(201, { movie });

    expect(await screen.findByRole('article', { name: 'Salt Flats' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Movie added successfully')).toBeInTheDocument();
    expect(xhrs.sent).toHaveLength(1);
    expect(requestsTo('GET /api/admin/movies')).toHaveLength(2);
  });

  it("edits a movie sending every field, an emptied one as '' so that it is cleared", async () => {
    const { user } = renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([northbound()]),
      'GET /api/admin/movies/3/film': () => jsonResponse({ film: null }),
    });
    await screen.findByRole('article', { name: 'Northbound' });

    await user.click(within(card('Northbound')).getByRole('button', { name: 'Edit Northbound' }));
    const form = within(dialog());
    expect(dialog()).toHaveAccessibleName('Edit Movie');
    expect(form.getByLabelText('Title *')).toHaveValue('Northbound');
    expect(form.getByLabelText('Price (USD) *')).toHaveValue(3.99);
    expect(form.getByLabelText('Rental duration')).toHaveValue('72');
    expect(form.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', '/uploads/movies/poster-3.abc123.jpg');
    // The film is managed beside the form, on its own.
    expect(await form.findByText('Drop the film here or choose a file')).toBeInTheDocument();
    expect(dialog().querySelector('form')).not.toContainElement(form.getByRole('region', { name: 'Film' }));

    await user.clear(form.getByLabelText('Logline'));
    await user.clear(form.getByLabelText('Website URL'));
    await user.clear(form.getByLabelText('Price (USD) *'));
    await user.type(form.getByLabelText('Price (USD) *'), '5.5');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    const upload = xhrs.lastUpload();
    expect(upload.method).toBe('PUT');
    expect(upload.url).toBe('/api/admin/movies/3');
    const { text, files } = multipartOf(upload.body);
    expect(text).toEqual([
      ['title', 'Northbound'],
      ['price', '5.50'],
      ['rental_duration_hours', '72'],
      ['duration', '96'],
      ['logline', ''],
      ['description', 'A road movie to the Arctic Circle.'],
      ['video_url', 'https://youtu.be/abc123'],
      ['website_url', ''],
    ]);
    expect(files).toEqual({});

    await upload.respond(200, { movie: northbound() });
    expect(await screen.findByText('Movie updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("refuses a form without title and price: 'Title and price are required', and no call", async () => {
    const { user } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([]) });
    await screen.findByRole('heading', { name: 'No movies yet' });

    await user.click(screen.getByRole('button', { name: 'Add Movie' }));
    const form = within(dialog());
    await user.click(form.getByRole('button', { name: 'Add Movie' }));

    expect(form.getByLabelText('Title *')).toHaveAccessibleDescription('Title and price are required');
    expect(form.getByLabelText('Price (USD) *')).toHaveAccessibleDescription(
      '0 makes the film free to watch Title and price are required',
    );
    expect(form.getByLabelText('Title *')).toHaveFocus();
    expect(xhrs.sent).toHaveLength(0);
  });

  it('checks the video URL and refuses a picked file that is not a JPG or PNG, or over 20 MB', async () => {
    const { user } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([]) });
    await screen.findByRole('heading', { name: 'No movies yet' });
    await user.click(screen.getByRole('button', { name: 'Add Movie' }));
    const form = within(dialog());
    const picker = form.getByLabelText('Thumbnail image');

    // The file dialog's own filter (accept) can be switched to 'All files'.
    await userEvent.setup({ applyAccept: false }).upload(picker, imageFile('poster.gif', 'image/gif'));
    expect(await form.findByText('Only JPG and PNG images are allowed')).toBeInTheDocument();
    expect(form.queryByRole('img', { name: 'Preview of the chosen image' })).not.toBeInTheDocument();

    await user.upload(picker, imageFile('huge.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1));
    expect(await form.findByText('The image must be 20MB or smaller')).toBeInTheDocument();

    await user.upload(picker, imageFile('fine.jpg', 'image/jpeg'));
    await waitFor(() => expect(form.queryByText('The image must be 20MB or smaller')).not.toBeInTheDocument());
    expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();

    await user.type(form.getByLabelText('Title *'), 'Salt Flats');
    await user.type(form.getByLabelText('Price (USD) *'), '2');
    await user.type(form.getByLabelText('Video URL'), 'not a link');
    await user.click(form.getByRole('button', { name: 'Add Movie' }));

    expect(form.getByLabelText('Video URL')).toHaveAccessibleDescription('Video URL must be a valid URL');
    expect(xhrs.sent).toHaveLength(0);
  });

  it("shows the server's refusal in the form, and 'Failed to save movie' when it gives no text", async () => {
    const { user } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([]) });
    await screen.findByRole('heading', { name: 'No movies yet' });
    await user.click(screen.getByRole('button', { name: 'Add Movie' }));
    const form = within(dialog());
    await user.type(form.getByLabelText('Title *'), 'Salt Flats');
    await user.type(form.getByLabelText('Price (USD) *'), '0.25');

    await user.click(form.getByRole('button', { name: 'Add Movie' }));
    await xhrs
      .lastUpload()
      .respond(400, { error: 'With card payments on, a price must be $0.00 (a free film) or at least $0.50' });
    expect(await form.findByRole('alert')).toHaveTextContent('With card payments on, a price must be $0.00');

    await user.click(form.getByRole('button', { name: 'Add Movie' }));
    expect(xhrs.sent).toHaveLength(2);
    await xhrs.lastUpload().respond(502, '<html>Bad gateway</html>');
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Failed to save movie'));
    expect(dialog()).toBeInTheDocument();
  });

  it('shows the upload progress of a poster and lets the admin cancel it', async () => {
    const { user } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([]) });
    await screen.findByRole('heading', { name: 'No movies yet' });
    await user.click(screen.getByRole('button', { name: 'Add Movie' }));
    const form = within(dialog());
    await user.type(form.getByLabelText('Title *'), 'Salt Flats');
    await user.type(form.getByLabelText('Price (USD) *'), '3');
    await user.upload(form.getByLabelText('Thumbnail image'), imageFile('poster.jpg', 'image/jpeg'));

    await user.click(form.getByRole('button', { name: 'Add Movie' }));
    const upload = xhrs.lastUpload();
    upload.progress(42, 100);

    expect(await form.findByRole('button', { name: 'Uploading... 42%' })).toBeDisabled();
    expect(form.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '42');
    await user.click(form.getByRole('button', { name: 'Cancel upload' }));

    expect(upload.aborted).toBe(true);
    expect(await form.findByRole('button', { name: 'Add Movie' })).toBeEnabled();
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(form.getByLabelText('Title *')).toHaveValue('Salt Flats');
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
