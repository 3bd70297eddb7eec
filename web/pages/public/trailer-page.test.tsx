import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Movie } from '../../../common/catalogue.ts';
import { createTestMovie, rentedUntil } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { mediaFile } from '../../test/media-file.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { TrailerPage } from './trailer-page.tsx';

function renderTrailers() {
  return renderRoutes(
    [
      { path: '/trailer', element: <TrailerPage /> },
      { path: '/movies/:movieId', element: <h1>Movie page</h1> },
    ],
    { path: '/trailer' },
  );
}

const moviesAnswer = (movies: Movie[]) => () => jsonResponse({ movies });

/** The trailer headed `title`: its article, where its link to the film goes. */
const trailerTitled = (title: string) => screen.getByRole('article', { name: title });

function videoTitled(title: string): HTMLVideoElement {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  const video = document.querySelector<HTMLVideoElement>(`video[aria-labelledby="${heading.id}"]`);
  if (!video) throw new Error(`no video titled ${title}`);
  return video;
}

describe('TrailerPage', () => {
  beforeEach(() => {
    mockFetch({ 'GET /api/movies': moviesAnswer([]) });
  });

  it.each([
    ['DEEP SEEDED THOUGHTS TRAILER', 'trailer-deep-seeded-thoughts'],
    ['BACK 2 BASICS TRAILER', 'trailer-back-2-basics'],
  ])('shows %s with native controls, a poster and its size', (title, media) => {
    renderTrailers();

    const video = videoTitled(title);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', mediaFile(`${media}.jpg`));
    expect(video).toHaveAttribute('width', '1280');
    expect(video).toHaveAttribute('height', '720');
    expect(video.querySelector('source')).toHaveAttribute('src', mediaFile(`${media}.mp4`));
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
  });

  it('shows exactly the two trailers, in order, and sets the page title', async () => {
    const { container } = renderTrailers();

    expect(screen.getByRole('heading', { level: 1, name: 'Trailers' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'DEEP SEEDED THOUGHTS TRAILER',
      'BACK 2 BASICS TRAILER',
    ]);
    expect(container.querySelectorAll('video')).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('Trailers · Ember Lane Studios'));
  });

  it('pauses the other trailer when one starts playing', () => {
    renderTrailers();
    const first = videoTitled('DEEP SEEDED THOUGHTS TRAILER');
    const second = videoTitled('BACK 2 BASICS TRAILER');
    Object.defineProperty(first, 'paused', { configurable: true, value: false });
    const pauseFirst = vi.spyOn(first, 'pause');
    const pauseSecond = vi.spyOn(second, 'pause');

    fireEvent.play(second);

    expect(pauseFirst).toHaveBeenCalledTimes(1);
    expect(pauseSecond).not.toHaveBeenCalled();
  });

  describe('links to the films', () => {
    it('links each trailer to its film in the catalogue, found by title whatever the case', async () => {
      mockFetch({
        'GET /api/movies': moviesAnswer([
          createTestMovie({ id: 7, title: 'Deep Seeded Thoughts' }),
          createTestMovie({ id: 8, title: 'back 2 basics', rental_status: rentedUntil(Date.now() + 3_600_000) }),
          createTestMovie({ id: 9, title: 'Northbound' }),
        ]),
      });
      const { user } = renderTrailers();

      const rent = await within(trailerTitled('DEEP SEEDED THOUGHTS TRAILER')).findByRole('link', { name: 'Rent the film' });
      expect(rent).toHaveAttribute('href', '/movies/7');
      expect(rent).toHaveAccessibleDescription('DEEP SEEDED THOUGHTS TRAILER');
      // Rented already: the film's page, where it plays.
      expect(within(trailerTitled('BACK 2 BASICS TRAILER')).getByRole('link', { name: 'View film' })).toHaveAttribute('href', '/movies/8');

      await user.click(rent);
      expect(currentPath()).toBe('/movies/7');
    });

    it('offers the film’s page, not Rent, for a film with nothing to play yet', async () => {
      mockFetch({ 'GET /api/movies': moviesAnswer([createTestMovie({ id: 7, title: 'DEEP SEEDED THOUGHTS', is_playable: false })]) });
      renderTrailers();

      const link = await within(trailerTitled('DEEP SEEDED THOUGHTS TRAILER')).findByRole('link', { name: 'View film' });
      expect(link).toHaveAttribute('href', '/movies/7');
    });

    it('shows the trailers at once, and links only those whose film the catalogue has', async () => {
      const list = deferred<Response>();
      mockFetch({ 'GET /api/movies': () => list.promise });
      const { container } = renderTrailers();

      expect(container.querySelectorAll('video')).toHaveLength(2);
      expect(screen.queryByRole('link', { name: /^(Rent the film|View film)$/ })).not.toBeInTheDocument();

      list.resolve(jsonResponse({ movies: [createTestMovie({ id: 8, title: 'Back 2 Basics' })] }));

      expect(await within(trailerTitled('BACK 2 BASICS TRAILER')).findByRole('link', { name: 'Rent the film' })).toHaveAttribute(
        'href',
        '/movies/8',
      );
      expect(within(trailerTitled('DEEP SEEDED THOUGHTS TRAILER')).queryByRole('link')).not.toBeInTheDocument();
    });

    it('still shows both trailers, without links or an error, when the movie list fails', async () => {
      const { requestsTo } = mockFetch({ 'GET /api/movies': () => jsonResponse({ error: 'Something went wrong. Please try again.' }, 500) });
      const { container } = renderTrailers();

      await waitFor(() => expect(requestsTo('GET /api/movies')).toHaveLength(1));
      await waitFor(() => expect(container.querySelector('.trailer__film')).toBeNull());
      expect(container.querySelectorAll('video')).toHaveLength(2);
      expect(screen.queryByRole('link', { name: /^(Rent the film|View film)$/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
