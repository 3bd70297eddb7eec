import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestMovie, createTestPhoto, createTestVideo } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { mediaFile } from '../../test/media-file.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { MovieBackstagePage } from './movie-backstage-page.tsx';

const routes = [
  { path: '/movies/:movieId/backstage', element: <MovieBackstagePage /> },
  { path: '/movies/:movieId', element: <p>Movie details page</p> },
  { path: '/movies', element: <p>Movies list page</p> },
];

const movie = createTestMovie({ id: 7, title: 'Deep Seeded Thoughts', logline: 'A greenhouse, a secret, a storm.' });
const photos = [
  createTestPhoto({ id: 1, title: 'The greenhouse set', description: 'Two weeks of building.' }),
  createTestPhoto({ id: 2, title: null, description: null, width: null, height: null }),
  createTestPhoto({ id: 3, title: 'Rain machine', description: 'The storm, by hand.' }),
];
const videos = [
  createTestVideo({ id: 11, title: 'Building the greenhouse', description: 'Set construction in two minutes.' }),
  createTestVideo({
    id: 12,
    title: 'Cast interview',
    description: 'The brothers on playing brothers.',
    video_url: 'https://youtu.be/eRsGyueVLvQ',
    is_youtube: true,
  }),
];

function mockMovie({ photoList = photos, videoList = videos } = {}) {
  return mockFetch({
    'GET /api/movies/7': () => jsonResponse({ movie }),
    'GET /api/movies/7/backstage/photos': () => jsonResponse(photoList),
    'GET /api/movies/7/backstage/videos': () => jsonResponse(videoList),
  });
}

function renderBackstage(path = '/movies/7/backstage') {
  return renderRoutes(routes, { path });
}

describe('MovieBackstagePage', () => {
  it("shows 'Loading backstage content...' while the movie loads", async () => {
    const answer = deferred<Response>();
    mockFetch({
      'GET /api/movies/7': () => answer.promise,
      'GET /api/movies/7/backstage/photos': () => jsonResponse([]),
      'GET /api/movies/7/backstage/videos': () => jsonResponse([]),
    });
    renderBackstage();

    expect(screen.getByText('Loading backstage content...')).toBeInTheDocument();
    answer.resolve(jsonResponse({ movie }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Seeded Thoughts' })).toBeInTheDocument();
    expect(screen.queryByText('Loading backstage content...')).not.toBeInTheDocument();
  });

  it("shows 'Error', the message, 'Try Again' and 'Back to Movies' when the movie fails to load", async () => {
    let calls = 0;
    mockFetch({
      'GET /api/movies/7': () =>
        ++calls === 1 ? jsonResponse({ error: 'Database unavailable' }, 503) : jsonResponse({ movie }),
      'GET /api/movies/7/backstage/photos': () => jsonResponse([]),
      'GET /api/movies/7/backstage/videos': () => jsonResponse([]),
    });
    const { user } = renderBackstage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch movie details (503)');
    expect(screen.getByRole('link', { name: 'Back to Movies' })).toHaveAttribute('href', '/movies');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Seeded Thoughts' })).toBeInTheDocument();
  });

  it("goes back to /movies from the error's 'Back to Movies'", async () => {
    mockFetch({
      'GET /api/movies/7': () => jsonResponse({ error: 'Boom' }, 500),
      'GET /api/movies/7/backstage/photos': () => jsonResponse([]),
      'GET /api/movies/7/backstage/videos': () => jsonResponse([]),
    });
    const { user } = renderBackstage();

    await user.click(await screen.findByRole('link', { name: 'Back to Movies' }));
    expect(currentPath()).toBe('/movies');
  });

  it("shows 'Movie Not Found' for a movie the server does not know", async () => {
    mockFetch({
      'GET /api/movies/7': () => jsonResponse({ error: 'Movie not found' }, 404),
      'GET /api/movies/7/backstage/photos': () => jsonResponse([]),
      'GET /api/movies/7/backstage/videos': () => jsonResponse([]),
    });
    renderBackstage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Movie Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The movie you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Movies' })).toHaveAttribute('href', '/movies');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Movie Not Found' for an id that cannot exist, without asking the server", () => {
    const { requests } = mockFetch();
    renderBackstage('/movies/not-a-number/backstage');

    expect(screen.getByRole('heading', { level: 1, name: 'Movie Not Found' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the empty texts when the movie has no backstage photos or videos', async () => {
    mockMovie({ photoList: [], videoList: [] });
    renderBackstage();

    expect(await screen.findByText('No backstage photos available yet.')).toBeInTheDocument();
    expect(screen.getByText('No backstage videos available yet.')).toBeInTheDocument();
  });

  // Only a cover's lists fail silently (docs/product.md#trailers-galleries-and-behind-the-scenes).
  it.each(['photos', 'videos'])(
    "shows 'Error', the message, 'Try Again' and 'Back to Movies' when the %s fail to load, not the empty texts",
    async (list) => {
      let failures = 0;
      mockFetch({
        'GET /api/movies/7': () => jsonResponse({ movie }),
        'GET /api/movies/7/backstage/photos': () => jsonResponse(photos),
        'GET /api/movies/7/backstage/videos': () => jsonResponse(videos),
        [`GET /api/movies/7/backstage/${list}`]: () =>
          ++failures === 1 ? jsonResponse({ error: 'Database unavailable' }, 503) : jsonResponse([]),
      });
      const { user } = renderBackstage();

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
      expect(alert).toHaveTextContent('Database unavailable');
      expect(screen.queryByText(/^No backstage (photos|videos) available yet\.$/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Movies' })).toHaveAttribute('href', '/movies');

      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Deep Seeded Thoughts' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows the Error screen for a list the app cannot read', async () => {
    mockFetch({
      'GET /api/movies/7': () => jsonResponse({ movie }),
      'GET /api/movies/7/backstage/photos': () => jsonResponse(photos),
      'GET /api/movies/7/backstage/videos': () => jsonResponse({ unexpected: true }),
    });
    renderBackstage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server returned invalid response format');
    expect(screen.queryByText('No backstage videos available yet.')).not.toBeInTheDocument();
  });

  it('shows the movie: back link, poster, title, logline, label, photos and videos', async () => {
    mockMovie();
    renderBackstage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Seeded Thoughts' })).toBeInTheDocument();
    expect(document.title).toBe('Deep Seeded Thoughts — Behind the Scenes · Ember Lane Studios');
    const back = screen.getByRole('link', { name: 'Back to Movie Details' });
    expect(back).toHaveAttribute('href', '/movies/7');
    expect(back).toHaveTextContent('← Back to Movie Details');
    expect(screen.getByText('A greenhouse, a secret, a storm.')).toBeInTheDocument();
    expect(screen.getByText('Behind the Scenes')).toBeInTheDocument();

    const poster = screen.getByRole('img', { name: 'Deep Seeded Thoughts poster' });
    expect(poster).toHaveAttribute('src', '/uploads/movies/poster-7.abc123.jpg');
    fireEvent.error(poster);
    expect(poster).toHaveAttribute('src', mediaFile('placeholder-movie.svg'));

    const photoSection = screen.getByRole('region', { name: 'BTS Photos' });
    expect(within(photoSection).getAllByRole('button')).toHaveLength(3);
    expect(within(photoSection).getByText('The greenhouse set')).toBeInTheDocument();
    const photoImage = within(photoSection).getByRole('img', { name: 'Behind-the-scenes photo 2' });
    expect(fireEvent.contextMenu(photoImage)).toBe(false);

    const videoSection = screen.getByRole('region', { name: 'BTS Videos' });
    expect(within(videoSection).getByRole('heading', { name: 'Building the greenhouse' })).toBeInTheDocument();
    expect(within(videoSection).getByText('The brothers on playing brothers.')).toBeInTheDocument();
    expect(videoSection.querySelector('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/eRsGyueVLvQ/hqdefault.jpg',
    );
    expect(videoSection.querySelector('video')).toHaveAttribute('preload', 'metadata');
  });

  it('opens the lightbox at the clicked photo and wraps around', async () => {
    mockMovie();
    const { user } = renderBackstage();

    const opener = await screen.findByRole('button', { name: 'View photo: Rain machine' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Backstage photos' });
    expect(within(dialog).getByRole('img', { name: 'Rain machine' })).toBeInTheDocument();
    expect(within(dialog).getByText('The storm, by hand.')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'The greenhouse set' })).toBeInTheDocument();
    expect(within(dialog).getByText('Two weeks of building.')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'Rain machine' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('plays a YouTube video embedded and an uploaded one natively', async () => {
    mockMovie();
    const { user } = renderBackstage();

    await user.click(await screen.findByRole('button', { name: 'Play video: Cast interview' }));
    let dialog = screen.getByRole('dialog', { name: 'Cast interview' });
    expect(dialog.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ?autoplay=1',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play video: Building the greenhouse' }));
    dialog = screen.getByRole('dialog', { name: 'Building the greenhouse' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/uploads/backstage/clip-11.ab12cd.mp4');
    expect(dialog.querySelector('iframe')).toBeNull();
  });
});
