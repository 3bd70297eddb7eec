import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeXhr } from '../../test/fake-xhr.ts';
import { deferred, emptyResponse, jsonResponse } from '../../test/fetch-mock.ts';
import { currentPath } from '../../test/render.tsx';
import {
  mockBackstage,
  movies,
  photos,
  photosSection,
  renderPage,
  videos,
  videosSection,
} from './admin-backstage-page-test-helpers.tsx';

beforeEach(() => {
  installFakeXhr();
});

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
    expect(screen.getByRole('link', { name: /^View public page: the backstage of Deep Seeded Thoughts/ })).toHaveAttribute(
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
