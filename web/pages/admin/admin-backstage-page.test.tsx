import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminCover, AdminMovie } from '../../../common/admin-catalogue.ts';
import { createCoverData, createPhotoData, createVideoData } from '../../components/backstage/backstage-test-data.ts';
import { deferred, emptyResponse, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { createTestMovie } from '../../test/factories.ts';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { AdminBackstagePage } from './admin-backstage-page.tsx';

const routes = [{ path: '/admin/backstage', element: <AdminBackstagePage /> }];

function adminMovie(overrides: Partial<AdminMovie> = {}): AdminMovie {
  const { rental_status: _rental, ...movie } = createTestMovie(overrides);
  return { ...movie, video_url: null, film: null, rental_count: 0, created_at: '2025-01-01T00:00:00.000Z', ...overrides };
}

function adminCover(overrides: Partial<AdminCover> = {}): AdminCover {
  return { ...createCoverData(overrides), movie_title: null, ...overrides };
}

const movies = [
  adminMovie({ id: 3, title: 'Deep Seeded Thoughts' }),
  adminMovie({ id: 4, title: 'Back 2 Basics', is_active: false }),
];
const covers = [adminCover({ id: 9, title: 'Salt & Static', movie_title: 'Deep Seeded Thoughts', movie_id: 3 })];
const photos = [
  createPhotoData({ id: 5, title: 'The greenhouse set', description: 'Two weeks of building.' }),
  createPhotoData({ id: 6, title: null, description: null }),
];
const videos = [
  createVideoData({ id: 11, title: 'Cast interview', video_url: 'https://youtu.be/eRsGyueVLvQ', is_youtube: true }),
  createVideoData({ id: 12, title: 'Rain machine', description: 'The storm, by hand.' }),
];

/** The admin calls of the screen, for movie 3 and cover 9; `overrides` replace or add handlers. */
function mockBackstage(overrides: Record<string, FetchHandler> = {}) {
  return mockFetch({
    'GET /api/admin/movies': () => jsonResponse({ movies }),
    'GET /api/admin/movie-galleries': () => jsonResponse({ covers }),
    'GET /api/admin/movies/3/backstage/photos': () => jsonResponse({ photos }),
    'GET /api/admin/movies/3/backstage/videos': () => jsonResponse({ videos }),
    'GET /api/admin/covers/9/backstage/photos': () => jsonResponse({ photos: [] }),
    'GET /api/admin/covers/9/backstage/videos': () => jsonResponse({ videos: [] }),
    ...overrides,
  });
}

function renderPage(path = '/admin/backstage?owner=movies&id=3') {
  return renderRoutes(routes, { path });
}

let xhrs: ReturnType<typeof installFakeXhr>;

beforeEach(() => {
  xhrs = installFakeXhr();
});

const lastUpload = () => xhrs.lastUpload();

function photo(name: string, { type = 'image/jpeg', size }: { type?: string; size?: number } = {}): File {
  const file = new File(['pixels'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const MB = 1024 * 1024;

async function photosSection() {
  return (await screen.findByRole('heading', { level: 2, name: /^Photos/ })).closest('section')!;
}

async function videosSection() {
  return (await screen.findByRole('heading', { level: 2, name: /^Videos/ })).closest('section')!;
}

describe('AdminBackstagePage: the picker', () => {
  it('lists the movies (inactive ones marked) and keeps the chosen one in the address', async () => {
    mockBackstage();
    const { user } = renderPage('/admin/backstage');

    const select = await screen.findByLabelText('Movie');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a movie…',
      'Deep Seeded Thoughts',
      'Back 2 Basics (inactive)',
    ]);
    expect(screen.getByRole('heading', { name: 'Choose a movie or a movie gallery' })).toBeInTheDocument();

    await user.selectOptions(select, 'Deep Seeded Thoughts');
    expect(currentPath()).toBe('/admin/backstage?owner=movies&id=3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Deep Seeded Thoughts' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Backstage photos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View the public backstage page of Deep Seeded Thoughts/ })).toHaveAttribute(
      'href',
      '/movies/3/backstage',
    );
  });

  it('switches to Movie Galleries, which loads the covers and their media instead', async () => {
    const server = mockBackstage();
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Backstage photos' });

    await user.click(screen.getByRole('radio', { name: 'Movie Galleries' }));
    expect(currentPath()).toBe('/admin/backstage?owner=covers');
    const select = await screen.findByLabelText('Movie gallery');
    expect(screen.queryByRole('list', { name: 'Backstage photos' })).not.toBeInTheDocument();

    expect(within(select).getByRole('option', { name: 'Salt & Static — Deep Seeded Thoughts' })).toBeInTheDocument();
    await user.selectOptions(select, '9');
    expect(currentPath()).toBe('/admin/backstage?owner=covers&id=9');
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(screen.getByText('No videos yet')).toBeInTheDocument();
    expect(screen.getByText('Linked to Deep Seeded Thoughts')).toBeInTheDocument();
    expect(server.requestsTo('GET /api/admin/covers/9/backstage/photos')).toHaveLength(1);
    expect(server.requestsTo('GET /api/admin/covers/9/backstage/videos')).toHaveLength(1);
  });

  it('opens the item named in the address (a reload keeps the choice)', async () => {
    mockBackstage();
    renderPage('/admin/backstage?owner=covers&id=9');

    expect(await screen.findByRole('heading', { level: 2, name: 'Salt & Static' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Movie Galleries' })).toBeChecked();
    expect(screen.getByLabelText('Movie gallery')).toHaveValue('9');
  });

  it('says so when the item in the address no longer exists', async () => {
    mockBackstage();
    renderPage('/admin/backstage?owner=movies&id=77');

    expect(await screen.findByText('That movie no longer exists. Please choose another one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Movie')).toHaveValue('');
  });

  it("shows 'Failed to load movies' with Try Again when the movie list fails", async () => {
    let calls = 0;
    mockBackstage({
      'GET /api/admin/movies': () => (++calls === 1 ? jsonResponse({}, 500) : jsonResponse({ movies })),
    });
    const { user } = renderPage('/admin/backstage');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load movies' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Movie')).toBeInTheDocument();
  });
});

describe('AdminBackstagePage: the media', () => {
  it("shows 'Loading photos...' until the photos arrive, then each with its title and Delete", async () => {
    const answer = deferred<Response>();
    mockBackstage({ 'GET /api/admin/movies/3/backstage/photos': () => answer.promise });
    renderPage();

    expect(await screen.findByText('Loading photos...')).toBeInTheDocument();
    answer.resolve(jsonResponse({ photos }));
    const list = await screen.findByRole('list', { name: 'Backstage photos' });
    expect(within(list).getByText('The greenhouse set')).toBeInTheDocument();
    expect(within(list).getByText('Untitled photo')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete photo: The greenhouse set' })).toBeInTheDocument();
    expect(await photosSection()).toHaveTextContent('Photos2');
  });

  it('shows the videos: a YouTube still, an uploaded file as a video with metadata preload, titles and descriptions', async () => {
    mockBackstage();
    renderPage();

    const list = await screen.findByRole('list', { name: 'Backstage videos' });
    const [youtube, file] = within(list).getAllByRole('listitem');
    expect(youtube).toHaveTextContent('YouTube');
    expect(youtube!.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/eRsGyueVLvQ/hqdefault.jpg');
    expect(file).toHaveTextContent('Uploaded file');
    expect(file).toHaveTextContent('The storm, by hand.');
    expect(file!.querySelector('video')).toHaveAttribute('preload', 'metadata');
  });

  it("shows 'Failed to load backstage media' with Try Again, which loads them again", async () => {
    let calls = 0;
    mockBackstage({
      'GET /api/admin/movies/3/backstage/videos': () =>
        ++calls === 1 ? jsonResponse({ error: 'Database unavailable' }, 503) : jsonResponse({ videos }),
    });
    const { user } = renderPage();

    const section = await videosSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load backstage media');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Backstage videos' })).toBeInTheDocument();
  });

  it('shows the empty texts when there are no photos or videos', async () => {
    mockBackstage({
      'GET /api/admin/movies/3/backstage/photos': () => jsonResponse({ photos: [] }),
      'GET /api/admin/movies/3/backstage/videos': () => jsonResponse({ videos: [] }),
    });
    renderPage();

    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(screen.getByText('Upload the first behind-the-scenes photos with the form above.')).toBeInTheDocument();
    expect(await screen.findByText('No videos yet')).toBeInTheDocument();
  });
});

describe('AdminBackstagePage: uploading photos', () => {
  it('sends the caption and the files as multipart with a progress bar, then says how many were uploaded', async () => {
    const server = mockBackstage();
    const { user } = renderPage();
    const section = await photosSection();

    await user.upload(within(section).getByLabelText('Photos'), [photo('set.jpg'), photo('crew.png', { type: 'image/png' })]);
    expect(within(section).getByText('2 files selected')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Title (optional)'), 'Day one');
    await user.type(within(section).getByLabelText('Description (optional)'), 'The first day on set.');
    await user.click(within(section).getByRole('button', { name: 'Upload 2 Photos' }));

    const xhr = lastUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/movies/3/backstage/photos');
    expect([...xhr.body.keys()]).toEqual(['title', 'description', 'photos', 'photos']);
    expect(xhr.body.get('title')).toBe('Day one');
    expect(xhr.body.get('description')).toBe('The first day on set.');
    expect((xhr.body.getAll('photos') as File[]).map((file) => file.name)).toEqual(['set.jpg', 'crew.png']);

    expect(within(section).getByText('Uploading 2 photos')).toBeInTheDocument();
    xhr.progress(40, 100);
    const bar = within(section).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('value', '40');
    expect(within(section).getByText('40%')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    const listedBefore = server.requestsTo('GET /api/admin/movies/3/backstage/photos').length;
    await xhr.respond(201, { photos: [createPhotoData({ id: 30 }), createPhotoData({ id: 31 })] });
    expect(await screen.findByText('2 photos uploaded')).toBeInTheDocument();
    expect(server.requestsTo('GET /api/admin/movies/3/backstage/photos').length).toBeGreaterThan(listedBefore);
    // The form is ready for the next batch.
    expect(within(section).queryByText('2 files selected')).not.toBeInTheDocument();
    expect(within(section).getByLabelText('Title (optional)')).toHaveValue('');
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("sends no caption parts when none were given", async () => {
    mockBackstage();
    const { user } = renderPage();
    const section = await photosSection();

    await user.upload(within(section).getByLabelText('Photos'), photo('set.jpg'));
    await user.click(within(section).getByRole('button', { name: 'Upload Photo' }));

    expect([...lastUpload().body.keys()]).toEqual(['photos']);
    await lastUpload().respond(201, { photos: [createPhotoData()] });
    expect(await screen.findByText('1 photo uploaded')).toBeInTheDocument();
  });

  it("refuses to send without a photo: 'Please select at least one photo'", async () => {
    mockBackstage();
    const { user } = renderPage();
    const section = await photosSection();

    await user.click(within(section).getByRole('button', { name: 'Upload Photo' }));

    expect(await within(section).findByText('Please select at least one photo')).toBeInTheDocument();
    expect(within(section).getByLabelText('Photos')).toHaveFocus();
    expect(xhrs.sent).toHaveLength(0);
  });

  it('refuses a photo over 20 MB in the browser, naming it, and sends nothing', async () => {
    mockBackstage();
    const { user } = renderPage();
    const section = await photosSection();

    await user.upload(within(section).getByLabelText('Photos'), [photo('small.jpg'), photo('huge.jpg', { size: 21 * MB })]);
    expect(within(section).getByText('too large')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Upload 2 Photos' }));

    expect(await within(section).findByText('huge.jpg: Each photo must be 20MB or smaller')).toBeInTheDocument();
    expect(xhrs.sent).toHaveLength(0);

    // Removing the refused file lets the rest go.
    await user.click(within(section).getByRole('button', { name: 'Remove huge.jpg' }));
    expect(within(section).queryByText('huge.jpg: Each photo must be 20MB or smaller')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Upload Photo' }));
    expect((lastUpload().body.getAll('photos') as File[]).map((file) => file.name)).toEqual(['small.jpg']);
    await lastUpload().respond(201, { photos: [createPhotoData()] });
    expect(await screen.findByText('1 photo uploaded')).toBeInTheDocument();
  });

  it('refuses a file that is not a JPG or PNG (here dropped on the zone) and sends nothing', async () => {
    mockBackstage();
    const { user } = renderPage();
    const section = await photosSection();

    const zone = within(section).getByText('Drop photos here or choose files').closest('label')!;
    fireEvent.drop(zone, { dataTransfer: { files: [photo('still.gif', { type: 'image/gif' })], types: ['Files'] } });
    expect(within(section).getByText('still.gif')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Upload Photo' }));

    expect(await within(section).findByText('still.gif: Only JPG and PNG images are allowed')).toBeInTheDocument();
    expect(xhrs.sent).toHaveLength(0);
  });

  it('judges a file with no declared type by its extension', async () => {
    mockBackstage();
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const section = await photosSection();

    await user.upload(within(section).getByLabelText('Photos'), [photo('notes.txt', { type: '' }), photo('raw.PNG', { type: '' })]);
    await user.click(within(section).getByRole('button', { name: 'Upload 2 Photos' }));

    expect(await within(section).findByText('notes.txt: Only JPG and PNG images are allowed')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Remove notes.txt' }));
    await user.click(within(section).getByRole('button', { name: 'Upload Photo' }));
    expect((lastUpload().body.getAll('photos') as File[]).map((file) => file.name)).toEqual(['raw.PNG']);
    await lastUpload().respond(201, { photos: [createPhotoData()] });
    expect(await screen.findByText('1 photo uploaded')).toBeInTheDocument();
  });

  it('cancels an upload under way: the request is aborted and no failure is shown', async () => {
    const server = mockBackstage();
    const { user } = renderPage();
    const section = await photosSection();

    await user.upload(within(section).getByLabelText('Photos'), photo('set.jpg'));
    await user.click(within(section).getByRole('button', { name: 'Upload Photo' }));
    lastUpload().progress(10, 100);
    const listedBefore = server.requestsTo('GET /api/admin/movies/3/backstage/photos').length;
    await user.click(within(section).getByRole('button', { name: 'Cancel Upload' }));

    expect(lastUpload().aborted).toBe(true);
    expect(await within(section).findByText('Upload cancelled.')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Upload Photo' })).toBeEnabled();
    // The chosen file is kept for another try, and the list is read again in case the server kept it.
    expect(within(section).getByText('set.jpg')).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET /api/admin/movies/3/backstage/photos').length).toBeGreaterThan(listedBefore));
  });

  it("shows 'Failed to upload photo' and the server's reason when the upload is refused", async () => {
    mockBackstage();
    const { user } = renderPage();
    const section = await photosSection();

    await user.upload(within(section).getByLabelText('Photos'), photo('set.jpg'));
    await user.click(within(section).getByRole('button', { name: 'Upload Photo' }));
    await lastUpload().respond(415, { error: 'Only JPG and PNG images are allowed' });

    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to upload photo');
    expect(alert).toHaveTextContent('Only JPG and PNG images are allowed');
  });
});

describe('AdminBackstagePage: adding a video', () => {
  it('adds a YouTube link with its title and description', async () => {
    mockBackstage();
    const { user } = renderPage();
    const section = await videosSection();

    expect(within(section).getByRole('radio', { name: 'YouTube link' })).toBeChecked();
    await user.type(within(section).getByLabelText('YouTube URL'), 'https://www.youtube.com/watch?v=eRsGyueVLvQ');
    await user.type(within(section).getByLabelText('Title (optional)'), 'Trailer');
    await user.click(within(section).getByRole('button', { name: 'Add Video' }));

    const xhr = lastUpload();
    expect(xhr.url).toBe('/api/admin/movies/3/backstage/videos');
    expect([...xhr.body.keys()]).toEqual(['title', 'video_url']);
    expect(xhr.body.get('video_url')).toBe('https://www.youtube.com/watch?v=eRsGyueVLvQ');
    expect(xhr.body.get('title')).toBe('Trailer');

    await xhr.respond(201, { video: createVideoData({ id: 40, is_youtube: true }) });
    expect(await screen.findByText('Video added')).toBeInTheDocument();
    expect(within(section).getByLabelText('YouTube URL')).toHaveValue('');
  });

  it("refuses to send with neither a link nor a file: 'Please provide a video URL or upload a video file'", async () => {
    mockBackstage();
    const { user } = renderPage();
    const section = await videosSection();

    await user.click(within(section).getByRole('button', { name: 'Add Video' }));
    expect(await within(section).findByText('Please provide a video URL or upload a video file')).toBeInTheDocument();

    await user.click(within(section).getByRole('radio', { name: 'Upload a file' }));
    await user.click(within(section).getByRole('button', { name: 'Add Video' }));
    expect(await within(section).findByText('Please provide a video URL or upload a video file')).toBeInTheDocument();
    expect(xhrs.sent).toHaveLength(0);
  });

  it('refuses a link that is not a YouTube link', async () => {
    mockBackstage();
    const { user } = renderPage();
    const section = await videosSection();

    await user.type(within(section).getByLabelText('YouTube URL'), 'https://vimeo.com/12345');
    await user.click(within(section).getByRole('button', { name: 'Add Video' }));

    expect(await within(section).findByText('The video URL must be a YouTube link; upload other videos as a file')).toBeInTheDocument();
    expect(xhrs.sent).toHaveLength(0);
  });

  it('uploads a video file with progress, and refuses one over 100 MB first', async () => {
    mockBackstage();
    const { user } = renderPage();
    const section = await videosSection();

    await user.click(within(section).getByRole('radio', { name: 'Upload a file' }));
    const input = within(section).getByLabelText('Video file');
    await user.upload(input, new File(['x'], 'first.mp4', { type: 'video/mp4' }));
    expect(within(section).getByText('first.mp4')).toBeInTheDocument();

    // One file at a time: a new choice replaces the old.
    const big = new File(['x'], 'long.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 101 * MB });
    await user.upload(input, big);
    expect(within(section).queryByText('first.mp4')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add Video' }));
    expect(await within(section).findByText('long.mp4: The video must be 100MB or smaller')).toBeInTheDocument();
    expect(xhrs.sent).toHaveLength(0);

    await user.upload(input, new File(['frames'], 'making-of.webm', { type: 'video/webm' }));
    await user.click(within(section).getByRole('button', { name: 'Add Video' }));
    const xhr = lastUpload();
    expect([...xhr.body.keys()]).toEqual(['video']);
    expect((xhr.body.get('video') as File).name).toBe('making-of.webm');
    xhr.progress(75, 100);
    expect(within(section).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '75');
    await xhr.respond(201, { video: createVideoData({ id: 41 }) });
    expect(await screen.findByText('Video added')).toBeInTheDocument();
  });

  it("shows 'Failed to upload video' when the server gives no reason", async () => {
    mockBackstage();
    const { user } = renderPage();
    const section = await videosSection();

    await user.type(within(section).getByLabelText('YouTube URL'), 'https://youtu.be/eRsGyueVLvQ');
    await user.click(within(section).getByRole('button', { name: 'Add Video' }));
    await lastUpload().respond(500, {});

    expect(await within(section).findByRole('alert')).toHaveTextContent(/^Failed to upload video$/);
  });
});

describe('AdminBackstagePage: deleting', () => {
  it('deletes a photo after confirming, then says so and reads the list again', async () => {
    const server = mockBackstage({ 'DELETE /api/admin/backstage/photos/5': () => emptyResponse(204) });
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Backstage photos' });

    await user.click(within(list).getByRole('button', { name: 'Delete photo: The greenhouse set' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    expect(server.requestsTo('DELETE /api/admin/backstage/photos/5')).toHaveLength(0);
    const listedBefore = server.requestsTo('GET /api/admin/movies/3/backstage/photos').length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete Photo' }));

    expect(await screen.findByText('Photo deleted')).toBeInTheDocument();
    expect(server.requestsTo('DELETE /api/admin/backstage/photos/5')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requestsTo('GET /api/admin/movies/3/backstage/photos').length).toBeGreaterThan(listedBefore);
  });

  it('makes no call when the confirmation is cancelled', async () => {
    const server = mockBackstage();
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Backstage videos' });

    await user.click(within(list).getByRole('button', { name: 'Delete video: Rain machine' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it("keeps the dialog open with 'Failed to delete video' when the delete fails", async () => {
    mockBackstage({ 'DELETE /api/admin/backstage/videos/12': () => jsonResponse({}, 500) });
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Backstage videos' });

    await user.click(within(list).getByRole('button', { name: 'Delete video: Rain machine' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this video?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Video' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete video');
    expect(screen.queryByText('Video deleted')).not.toBeInTheDocument();
  });
});
