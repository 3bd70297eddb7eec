import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestPhoto, createTestVideo } from '../../test/factories.ts';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { MB, mockBackstage, photo, photosSection, renderPage, videosSection } from './admin-backstage-page-test-helpers.tsx';

let xhrs: ReturnType<typeof installFakeXhr>;

beforeEach(() => {
  xhrs = installFakeXhr();
});

const lastUpload = () => xhrs.lastUpload();

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
    await xhr.respond(201, { photos: [createTestPhoto({ id: 30 }), createTestPhoto({ id: 31 })] });
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
    await lastUpload().respond(201, { photos: [createTestPhoto()] });
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
    await lastUpload().respond(201, { photos: [createTestPhoto()] });
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
    await lastUpload().respond(201, { photos: [createTestPhoto()] });
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

    await xhr.respond(201, { video: createTestVideo({ id: 40, is_youtube: true }) });
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
    await xhr.respond(201, { video: createTestVideo({ id: 41 }) });
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
