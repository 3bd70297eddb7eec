import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestCover, createTestPhoto, createTestVideo } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { CoverBackstagePage } from './cover-backstage-page.tsx';

const routes = [
  { path: '/cover/:coverId', element: <CoverBackstagePage /> },
  { path: '/cover', element: <CoverBackstagePage /> },
  { path: '/', element: <p>Home page</p> },
];

const cover = createTestCover({ id: 4, title: 'Festival Circuit', description: 'A year on the road with our films.' });
const photos = [
  createTestPhoto({ id: 1, title: 'Red carpet' }),
  createTestPhoto({ id: 2, title: 'Q&A' }),
  createTestPhoto({ id: 3, title: 'Award night' }),
];

function mockCover(coverAnswer: FetchHandler, { photoList = photos, videoList = [createTestVideo()] } = {}) {
  return mockFetch({
    'GET /api/movies/covers/4': coverAnswer,
    'GET /api/movies/covers/4/backstage/photos': () => jsonResponse(photoList),
    'GET /api/movies/covers/4/backstage/videos': () => jsonResponse(videoList),
  });
}

function renderCover(path = '/cover/4') {
  return renderRoutes(routes, { path });
}

describe('CoverBackstagePage', () => {
  it("says 'No cover ID provided' when the route carries no id at all", () => {
    const { requests } = mockFetch();
    renderCover('/cover');

    expect(screen.getByRole('alert')).toHaveTextContent('No cover ID provided');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(requests).toHaveLength(0);
  });

  it.each(['/cover/abc', '/cover/0', '/cover/99999999999'])(
    "shows 'Cover Not Found' for an id no cover can have (%s), without asking the server",
    (path) => {
      const { requests } = mockFetch();
      renderCover(path);

      expect(screen.getByRole('heading', { level: 1, name: 'Cover Not Found' })).toBeInTheDocument();
      expect(screen.getByText("The cover you're looking for doesn't exist.")).toBeInTheDocument();
      expect(screen.queryByText('No cover ID provided')).not.toBeInTheDocument();
      expect(document.title).toBe('Cover Not Found · Ember Lane Studios');
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      expect(requests).toHaveLength(0);
    },
  );

  it("shows 'Loading backstage content...' while the cover loads", async () => {
    const answer = deferred<Response>();
    mockCover(() => answer.promise);
    renderCover();

    expect(screen.getByText('Loading backstage content...')).toBeInTheDocument();
    answer.resolve(jsonResponse(cover));
    expect(await screen.findByRole('heading', { level: 1, name: 'Festival Circuit' })).toBeInTheDocument();
  });

  it("shows 'Cover Not Found' for a cover the server does not know", async () => {
    mockCover(() => jsonResponse({ error: 'Cover not found' }, 404));
    const { user } = renderCover();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cover Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The cover you're looking for doesn't exist.")).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(currentPath()).toBe('/');
  });

  it('shows the error message with Try Again for other failures, and retries', async () => {
    let calls = 0;
    mockCover(() => (++calls === 1 ? jsonResponse({ error: 'Unavailable' }, 503) : jsonResponse(cover)));
    const { user } = renderCover();

    expect(await screen.findByRole('alert')).toHaveTextContent('Cover not found (503)');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Festival Circuit' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the cover: title, description, picture, back button to /, photos and videos', async () => {
    mockCover(() => jsonResponse(cover));
    renderCover();

    expect(await screen.findByRole('heading', { level: 1, name: 'Festival Circuit' })).toBeInTheDocument();
    expect(document.title).toBe('Festival Circuit · Ember Lane Studios');
    expect(screen.getByText('A year on the road with our films.')).toBeInTheDocument();
    expect(screen.getByText('Behind the Scenes')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Festival Circuit' })).toHaveAttribute(
      'src',
      '/uploads/covers/cover-4.abc123.jpg',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('region', { name: 'BTS Photos' })).getAllByRole('button')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'BTS Videos' })).getAllByRole('button')).toHaveLength(1);
  });

  it("falls back to 'Untitled' for a cover without a title", async () => {
    mockCover(() => jsonResponse({ ...cover, title: '' }));
    renderCover();

    expect(await screen.findByRole('heading', { level: 1, name: 'Untitled' })).toBeInTheDocument();
    expect(document.title).toBe('Untitled · Ember Lane Studios');
  });

  it('shows failing photo and video lists as empty, with no error (docs/product.md#trailers-galleries-and-behind-the-scenes)', async () => {
    mockFetch({
      'GET /api/movies/covers/4': () => jsonResponse(cover),
      'GET /api/movies/covers/4/backstage/photos': () => jsonResponse({ error: 'Boom' }, 500),
      'GET /api/movies/covers/4/backstage/videos': () => jsonResponse({ unexpected: true }),
    });
    renderCover();

    expect(await screen.findByText('No backstage photos available yet.')).toBeInTheDocument();
    expect(screen.getByText('No backstage videos available yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Festival Circuit' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the empty texts when the cover has no photos or videos", async () => {
    mockCover(() => jsonResponse(cover), { photoList: [], videoList: [] });
    renderCover();

    expect(await screen.findByText('No backstage photos available yet.')).toBeInTheDocument();
    expect(screen.getByText('No backstage videos available yet.')).toBeInTheDocument();
  });

  it("counts 'N of M' in the lightbox and wraps around both ways", async () => {
    mockCover(() => jsonResponse(cover));
    const { user } = renderCover();

    await user.click(await screen.findByRole('button', { name: 'View photo: Award night' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Red carpet' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
