import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMovie } from '../../../common/admin-catalogue.ts';
import { createAdminMovie, imageFile, multipartOf } from '../../test/admin-test-data.ts';
import { jsonResponse } from '../../test/fetch-mock.ts';
import { card, dialog, editMovie, findMovie, installMoviesPageFakes, moviesAnswer, northbound, renderMoviesPage } from './admin-movies-page-test-helpers.tsx';

vi.mock('tus-js-client', async () => (await import('../../test/film-test-data.ts')).fakeTus.module);

let xhrs: ReturnType<typeof installMoviesPageFakes>;

beforeEach(() => {
  xhrs = installMoviesPageFakes();
});

const TRAILER_LINK = 'https://www.youtube.com/watch?v=abcdefghijk';
const STORED_CLIP = '/uploads/trailers/trailer-3.abc123.mp4';

/** Northbound with its title page filled in. */
const titledNorthbound = (overrides: Partial<AdminMovie> = {}) => ({
  ...northbound(),
  backdrop_url: '/uploads/movies/backdrop-3.abc123.jpg',
  trailer_url: TRAILER_LINK,
  release_year: 2024,
  genres: ['Drama', 'Road'],
  certificate: '12A',
  credits: [
    { role: 'Director', name: 'Ada Reyes' },
    { role: 'Writer', name: 'Sam Okafor' },
  ],
  laurels: [{ festival: 'Sundance Film Festival', award: 'Official Selection', year: 2024 }],
  is_featured: true,
  featured_order: 2,
  ...overrides,
});

const clipFile = (name = 'teaser.mp4', type = 'video/mp4') => new File(['clip bytes'], name, { type });

async function openEdit(movie: AdminMovie) {
  const page = renderMoviesPage({
    'GET /api/admin/movies': moviesAnswer([movie]),
    'GET /api/admin/movies/3/film': () => jsonResponse({ film: null }),
  });
  await findMovie(movie.title);
  await editMovie(page.user, movie.title);
  return { ...page, form: within(dialog()) };
}

async function openAdd() {
  const page = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([]) });
  await screen.findByRole('heading', { name: 'No movies yet' });
  await page.user.click(screen.getByRole('button', { name: 'Add Movie' }));
  const form = within(dialog());
  await fill(page.user, form.getByLabelText('Title *'), 'Salt Flats');
  await fill(page.user, form.getByLabelText('Price (USD) *'), '3');
  return { ...page, form };
}

/** Types a whole value at once (pasted): these forms re-render on each key, and the tests need only the value. */
async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const row = (form: ReturnType<typeof within>, name: string) => within(form.getByRole('group', { name }));
const sentText = (): Record<string, string | undefined> => Object.fromEntries(multipartOf(xhrs.lastUpload().body).text);

describe('AdminMoviesPage: the title page fields', () => {
  it('shows the stored title page and sends it back as the server reads it, the credits in their new order', async () => {
    const { user, form } = await openEdit(titledNorthbound());
    expect(form.getByRole('group', { name: 'Title page' })).toHaveFormValues({
      release_year: 2024,
      genres: 'Drama, Road',
      certificate: '12A',
      is_featured: true,
      featured_order: 2,
      'trailer_choice.link': TRAILER_LINK,
      'credits.0.role': 'Director',
      'credits.1.name': 'Sam Okafor',
      'laurels.0.year': '2024',
    });
    const [, backdrop] = form.getAllByRole('img', { name: 'Current image' });
    expect(backdrop).toHaveAttribute('src', '/uploads/movies/backdrop-3.abc123.jpg');
    expect(form.getByRole('button', { name: 'Move credit 1 up' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Move credit 2 down' })).toBeDisabled();

    await user.click(form.getByRole('button', { name: 'Move credit 2 up' }));
    expect(row(form, 'Credit 1').getByLabelText('Name')).toHaveValue('Sam Okafor');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(sentText()).toMatchObject({
      release_year: '2024',
      genres: 'Drama, Road',
      certificate: '12A',
      credits: JSON.stringify([
        { role: 'Writer', name: 'Sam Okafor' },
        { role: 'Director', name: 'Ada Reyes' },
      ]),
      laurels: JSON.stringify([{ festival: 'Sundance Film Festival', award: 'Official Selection', year: 2024 }]),
      trailer_url: TRAILER_LINK,
      is_featured: 'true',
      featured_order: '2',
    });
    expect(multipartOf(xhrs.lastUpload().body).files).toEqual({});
  });

  it('adds rows: a laurel filled in goes with its year, a credit left blank is dropped; a new backdrop goes as a file', async () => {
    const { user, form } = await openEdit(titledNorthbound());
    await user.click(form.getByRole('button', { name: 'Add credit' }));
    expect(row(form, 'Credit 3').getByLabelText('Role')).toHaveFocus();
    await user.click(form.getByRole('button', { name: 'Add laurel' }));
    const laurel = row(form, 'Laurel 2');
    await fill(user, laurel.getByLabelText('Festival'), 'Locarno');
    await fill(user, laurel.getByLabelText('Award'), 'Golden Leopard');
    await fill(user, laurel.getByLabelText('Year'), '2025');
    const wide = imageFile('wide.jpg', 'image/jpeg');
    await user.upload(form.getByLabelText('Backdrop image'), wide);
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    const { credits, laurels } = sentText();
    expect(JSON.parse(credits ?? '')).toHaveLength(2);
    expect(JSON.parse(laurels ?? '')).toEqual([
      { festival: 'Sundance Film Festival', award: 'Official Selection', year: 2024 },
      { festival: 'Locarno', award: 'Golden Leopard', year: 2025 },
    ]);
    expect(multipartOf(xhrs.lastUpload().body).files).toEqual({ backdrop: wide });
  });

  it("clears the title page: emptied fields and removed rows go as '', an unticked box as 'false'", async () => {
    const { user, form } = await openEdit(titledNorthbound());
    await user.clear(form.getByLabelText('Release year'));
    await user.clear(form.getByLabelText('Genres'));
    await user.clear(form.getByLabelText('Certificate'));
    await user.clear(form.getByLabelText('Trailer YouTube URL'));
    await user.click(form.getByLabelText('Feature on the home page'));
    await user.click(form.getByRole('button', { name: 'Remove credit 2' }));
    await user.click(form.getByRole('button', { name: 'Remove credit 1' }));
    await user.click(form.getByRole('button', { name: 'Remove laurel 1' }));
    expect(form.getByText('No credits yet.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(sentText()).toMatchObject({
      release_year: '',
      genres: '',
      certificate: '',
      credits: '',
      laurels: '',
      trailer_url: '',
      is_featured: 'false',
    });
  });

  it('adds a movie with a trailer clip: the clip goes up as the trailer file, with its progress, and no link', async () => {
    const { user, form } = await openAdd();
    await user.click(form.getByRole('radio', { name: 'Video clip' }));
    const clip = clipFile();
    await user.upload(form.getByLabelText('Trailer clip'), clip);
    await user.click(form.getByRole('button', { name: 'Add Movie' }));

    const upload = xhrs.lastUpload();
    expect(multipartOf(upload.body).files).toEqual({ trailer: clip });
    expect(sentText()).not.toHaveProperty('trailer_url');
    upload.progress(42, 100);
    expect(await form.findByRole('button', { name: 'Uploading... 42%' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
  });

  it("keeps a stored clip by sending its address, and Remove clip sends '' to take it away", async () => {
    const movie = titledNorthbound({ trailer_url: STORED_CLIP });
    const { user, form } = await openEdit(movie);
    expect(form.getByRole('radio', { name: 'Video clip' })).toBeChecked();
    expect(form.getByText('Current clip: trailer-3.abc123.mp4')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(sentText()).toMatchObject({ trailer_url: STORED_CLIP });
    await xhrs.lastUpload().respond(200, { movie });
    expect(await screen.findByText('Movie updated successfully')).toBeInTheDocument();

    await editMovie(user, 'Northbound');
    const again = within(dialog());
    await user.click(again.getByRole('button', { name: 'Remove clip' }));
    expect(again.getByText('The current clip is removed when you save.')).toBeInTheDocument();
    await user.click(again.getByRole('button', { name: 'Save Changes' }));
    expect(sentText()).toMatchObject({ trailer_url: '' });
  });

  it('refuses a link that is not YouTube, a half-filled credit and a laurel year that is not a year, before sending', async () => {
    const { user, form } = await openAdd();
    await fill(user, form.getByLabelText('Trailer YouTube URL'), 'https://vimeo.com/1');
    await user.click(form.getByRole('button', { name: 'Add credit' }));
    await fill(user, form.getByLabelText('Role'), 'Director');
    await user.click(form.getByRole('button', { name: 'Add laurel' }));
    await fill(user, form.getByLabelText('Festival'), 'Locarno');
    await fill(user, form.getByLabelText('Award'), 'Golden Leopard');
    await fill(user, form.getByLabelText('Year'), 'soon');
    await user.click(form.getByRole('button', { name: 'Add Movie' }));

    expect(form.getByLabelText('Trailer YouTube URL')).toHaveAccessibleDescription(
      'The trailer must be a YouTube link; upload a short clip as a file',
    );
    expect(form.getByRole('group', { name: 'Credits' })).toHaveAccessibleDescription(
      expect.stringContaining('Each credit needs a role and a name'),
    );
    expect(form.getByRole('group', { name: 'Laurels' })).toHaveAccessibleDescription(
      expect.stringContaining('Each laurel needs a festival and an award'),
    );
    expect(xhrs.sent).toHaveLength(0);
  });

  it('refuses a trailer clip that is not an MP4, WebM or OGG video, before sending', async () => {
    const { user, form } = await openAdd();
    await user.click(form.getByRole('radio', { name: 'Video clip' }));
    await userEvent.setup({ applyAccept: false }).upload(form.getByLabelText('Trailer clip'), clipFile('clip.avi', 'video/x-msvideo'));
    await user.click(form.getByRole('button', { name: 'Add Movie' }));

    expect(await form.findByText('Only MP4, WebM and OGG videos are allowed')).toBeInTheDocument();
    expect(xhrs.sent).toHaveLength(0);
  });

  it('marks a featured movie Featured in the list', async () => {
    renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([titledNorthbound(), createAdminMovie({ id: 4, title: 'Paper Lanterns' })]),
    });
    expect(within(await findMovie('Northbound')).getByText('Featured')).toBeInTheDocument();
    expect(within(card('Paper Lanterns')).queryByText('Featured')).not.toBeInTheDocument();
  });
});
