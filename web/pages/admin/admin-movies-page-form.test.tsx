import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../common/constants.ts';
import { adminMoviesBody, createAdminMovie, imageFile, multipartOf } from '../../test/admin-test-data.ts';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { jsonResponse } from '../../test/fetch-mock.ts';
import { currentPath } from '../../test/render.tsx';
import { dialog, editMovie, findMovie, installMoviesPageFakes, moviesAnswer, northbound, renderMoviesPage } from './admin-movies-page-test-helpers.tsx';

vi.mock('tus-js-client', async () => (await import('../../test/film-test-data.ts')).fakeTus.module);

// Saves go through uploadRequest (XMLHttpRequest): the fake shows what was sent, and the test answers.
let xhrs: ReturnType<typeof installMoviesPageFakes>;

beforeEach(() => {
  xhrs = installMoviesPageFakes();
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
      'GET /api/admin/movies': () => jsonResponse(adminMoviesBody(movies)),
    });
    await findMovie('Northbound');

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
    // The featured box and its order always hold a value, as the rental duration does.
    expect(text).toEqual([
      ['title', 'Salt Flats'],
      ['price', '0.00'],
      ['rental_duration_hours', '168'],
      ['is_featured', 'false'],
      ['featured_order', '0'],
    ]);
    expect(files).toEqual({ thumbnail: poster });

    const movie = createAdminMovie({ id: 9, title: 'Salt Flats', price: 0 });
    movies = [movie, ...movies];
    await upload.respond(201, { movie });

    expect(await findMovie('Salt Flats')).toBeInTheDocument();
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
    await findMovie('Northbound');

    await editMovie(user, 'Northbound');
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
      ['release_year', ''],
      ['genres', ''],
      ['certificate', ''],
      ['credits', ''],
      ['laurels', ''],
      ['trailer_url', ''],
      ['is_featured', 'false'],
      ['featured_order', '0'],
      ['premiere_at', ''],
      ['start_window_days', ''],
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
