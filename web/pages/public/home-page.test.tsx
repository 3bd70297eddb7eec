import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Movie } from '../../../common/catalogue.ts';
import { continueWatchingAnswer, createTestContinueWatchingItem } from '../../test/continue-watching-data.ts';
import { REDUCED_MOTION_QUERY } from '../../hooks/media-queries.ts';
import { createTestMovie, createUser, storeTestSession } from '../../test/factories.ts';
import { deferred, jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { setMediaQuery } from '../../test/match-media.ts';
import { mediaFile } from '../../test/media-file.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { HomePage } from './home-page.tsx';

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/movies', element: <h1>Movies</h1> },
  { path: '/movies/:movieId', element: <h1>Movie page</h1> },
];

/** The catalogue, newest first: two films featured (the older one first in order), one not. */
function createFilms() {
  return {
    ledger: createTestMovie({ id: 11, title: 'Midnight Ledger', is_featured: true, featured_order: 2 }),
    northbound: createTestMovie({
      id: 12,
      title: 'Northbound',
      logline: 'Two estranged brothers drive a dying truck to the Arctic Circle.',
      backdrop_url: '/uploads/movies/backdrop-northbound.ab12.jpg',
      is_featured: true,
      featured_order: 1,
    }),
    lanterns: createTestMovie({ id: 13, title: 'Paper Lanterns' }),
  };
}

const moviesAnswer = (movies: Movie[]) => () => jsonResponse({ movies });

/** The home page's calls: the movie list (by default the films above), and any others a test makes. */
function mockHome(handlers: Record<string, FetchHandler> = {}) {
  const { ledger, northbound, lanterns } = createFilms();
  return mockFetch({ 'GET /api/movies': moviesAnswer([ledger, northbound, lanterns]), ...handlers });
}

const filmsSection = () => screen.findByRole('region', { name: 'Our films' });

function renderHome() {
  const result = renderRoutes(routes, { path: '/' });
  return { ...result, video: () => result.container.querySelector<HTMLVideoElement>('video.home-hero__video') };
}

/** What the browser reports while the video plays: its position, then a timeupdate event. */
function playTo(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
  fireEvent.timeUpdate(video);
}

describe('HomePage', () => {
  let description: HTMLMetaElement;

  beforeEach(() => {
    mockHome();
    description = document.createElement('meta');
    description.name = 'description';
    document.head.append(description);
  });

  afterEach(() => description.remove());

  it('shows the title, the subtitle, Explore Movies and then the newsletter block, and sets its meta', async () => {
    const { user } = renderHome();

    const title = screen.getByRole('heading', { level: 1, name: 'Ember Lane Studios' });
    expect(screen.getByText('Independent films, made with fire and patience.')).toBeInTheDocument();
    const explore = screen.getByRole('link', { name: 'Explore Movies' });
    expect(explore).toHaveAttribute('href', '/movies');
    const newsletter = screen.getByRole('region', { name: 'Stay in the loop' });
    expect(within(newsletter).getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    expect(title.compareDocumentPosition(explore) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(explore.compareDocumentPosition(newsletter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Ember Lane Studios'));
    expect(description.content).toMatch(/independent film production company/);

    await user.click(explore);
    expect(currentPath()).toBe('/movies');
  });

  it('offers each still as 480 and 960 px WebP copies before the 1200 px JPEG, so a phone never needs the JPEG', () => {
    renderHome();

    const still = screen.getByRole('img', { name: /director’s chair between two lamps/ });
    const candidates = still.getAttribute('srcset')?.split(', ').map((candidate) => candidate.split(' '));
    expect(candidates).toEqual([
      [mediaFile('gallery/gallery-04.w480.webp'), '480w'],
      [mediaFile('gallery/gallery-04.w960.webp'), '960w'],
      [mediaFile('gallery/gallery-04.jpg'), '1200w'],
    ]);
    expect(still).toHaveAttribute('src', mediaFile('gallery/gallery-04.jpg'));
  });

  it('links on to the studio pages below the hero', () => {
    renderHome();

    expect(screen.getByRole('link', { name: 'About the studio' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: /Trailers/ })).toHaveAttribute('href', '/trailer');
    expect(screen.getByRole('link', { name: /Gallery/ })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('link', { name: /Casting/ })).toHaveAttribute('href', '/casting');
  });

  it('paints the poster first and at high priority, with lazy images below the fold', async () => {
    const { container } = renderHome();
    await filmsSection();

    const poster = container.querySelector('img.home-hero__poster');
    expect(poster).toHaveAttribute('src', mediaFile('hero-poster.webp'));
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).not.toHaveAttribute('loading', 'lazy');
    const others = Array.from(container.querySelectorAll('img')).filter((image) => image !== poster);
    expect(others.length).toBeGreaterThan(0);
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('plays the muted, looping background video once the page has loaded', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const { video } = renderHome();

    const element = video();
    expect(element).toHaveAttribute('src', mediaFile('hero.mp4'));
    expect(element?.muted).toBe(true);
    expect(element?.loop).toBe(true);
    expect(element).toHaveAttribute('playsinline');
    expect(element?.preload).toBe('none');
    expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('pauses and hides the video once playback reaches 20 seconds', () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
    const { video } = renderHome();
    const element = video();
    if (!element) throw new Error('no hero video');
    fireEvent.playing(element);
    expect(element).toHaveClass('home-hero__video--playing');

    playTo(element, 19.9);
    expect(pause).not.toHaveBeenCalled();
    expect(element).not.toHaveAttribute('hidden');

    playTo(element, 20);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(element).toHaveAttribute('hidden');
    expect(element).not.toBeVisible();
  });

  it('only logs a refused autoplay and keeps the poster', async () => {
    const refusal = new DOMException('play() failed because the user did not interact', 'NotAllowedError');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(refusal);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { container, video } = renderHome();

    await waitFor(() => expect(info).toHaveBeenCalledWith(expect.any(String), refusal));
    expect(video()).not.toHaveClass('home-hero__video--playing');
    expect(container.querySelector('img.home-hero__poster')).toBeVisible();
  });

  it('shows only the poster to visitors who prefer reduced motion', () => {
    setMediaQuery(REDUCED_MOTION_QUERY, true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const { container, video } = renderHome();

    expect(video()).toBeNull();
    expect(play).not.toHaveBeenCalled();
    expect(container.querySelector('img.home-hero__poster')).toHaveAttribute('src', mediaFile('hero-poster.webp'));
  });

  it('subscribes from the home page', async () => {
    const { requestsTo } = mockHome({
      'POST /api/newsletter/subscribe': () =>
        jsonResponse({ message: "Thank you for subscribing! We'll keep you updated with our latest movies." }, 201),
    });
    const { user } = renderHome();

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByText("Thank you for subscribing! We'll keep you updated with our latest movies."),
    ).toBeInTheDocument();
    expect(requestsTo('POST /api/newsletter/subscribe')[0]?.body).toEqual({ email: 'fan@example.com' });
  });
});

describe('HomePage films', () => {
  it('leads with the featured film of the lowest order: its backdrop, title, logline and View film', async () => {
    mockHome();
    const { user } = renderHome();

    const films = await filmsSection();
    const featured = within(films).getByRole('article', { name: 'Northbound' });
    expect(featured).toHaveTextContent('Two estranged brothers drive a dying truck to the Arctic Circle.');
    const backdrop = featured.querySelector('img');
    expect(backdrop).toHaveAttribute('src', '/uploads/movies/backdrop-northbound.ab12.jpg');
    expect(backdrop).toHaveAttribute('loading', 'lazy');
    const viewFilm = within(featured).getByRole('link', { name: 'View film' });
    expect(viewFilm).toHaveAttribute('href', '/movies/12');
    expect(within(films).getAllByRole('article')).toHaveLength(1);

    await user.click(viewFilm);
    expect(currentPath()).toBe('/movies/12');
  });

  it('follows with every film’s poster in a row, each a link to the film’s page', async () => {
    mockHome();
    renderHome();

    const row = within(await filmsSection()).getByRole('list', { name: 'All films' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Midnight Ledger', '/movies/11'],
      ['Northbound', '/movies/12'],
      ['Paper Lanterns', '/movies/13'],
    ]);
    for (const link of links) expect(link.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows only the posters when no film is featured', async () => {
    mockFetch({ 'GET /api/movies': moviesAnswer([createTestMovie({ title: 'Paper Lanterns' }), createTestMovie({ title: 'Northbound' })]) });
    renderHome();

    const films = await filmsSection();
    expect(within(films).queryByRole('article')).not.toBeInTheDocument();
    expect(within(films).getAllByRole('link').map((link) => link.textContent)).toEqual(['Paper Lanterns', 'Northbound']);
  });

  it('keeps the films’ place while the list loads', async () => {
    const list = deferred<Response>();
    mockFetch({ 'GET /api/movies': () => list.promise });
    const { container } = renderHome();

    expect(container.querySelector('.home-films--loading')).toBeInTheDocument();
    expect(screen.queryByText(/loading/i)).not.toBeInTheDocument();

    list.resolve(jsonResponse({ movies: Object.values(createFilms()) }));

    expect(await filmsSection()).toBeInTheDocument();
    expect(container.querySelector('.home-films--loading')).toBeNull();
  });

  it.each([
    ['the list fails', () => jsonResponse({ error: 'Something went wrong. Please try again.' }, 500)],
    ['there are no films', moviesAnswer([])],
  ])('leaves the films out, with no error, when %s', async (_case, answer) => {
    const { requestsTo } = mockFetch({ 'GET /api/movies': answer });
    const { container } = renderHome();

    await waitFor(() => expect(container.querySelector('.home-films--loading')).toBeNull());
    expect(requestsTo('GET /api/movies')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Our films' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stay in the loop' })).toBeInTheDocument();
  });

  it('puts the films between the hero and the newsletter block', async () => {
    mockHome();
    renderHome();

    const films = await filmsSection();
    const hero = screen.getByRole('region', { name: 'Ember Lane Studios' });
    const newsletter = screen.getByRole('region', { name: 'Stay in the loop' });
    expect(hero.compareDocumentPosition(films) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(films.compareDocumentPosition(newsletter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a signed-in viewer’s Continue watching row right after the hero', async () => {
    const viewer = createUser();
    storeTestSession(viewer);
    mockHome({
      'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
      'GET /api/users/continue-watching': continueWatchingAnswer([
        createTestContinueWatchingItem({ movie_id: 12, movie_title: 'Northbound', position_seconds: 540, duration_seconds: 5400 }),
      ]),
    });
    renderHome();

    const row = await screen.findByRole('region', { name: 'Continue watching' });
    expect(within(row).getByRole('link', { name: 'Northbound' })).toHaveAttribute('href', '/movies/12');
    expect(within(row).getByRole('progressbar', { name: 'Watched' })).toHaveAttribute('aria-valuenow', '10');
    const hero = screen.getByRole('region', { name: 'Ember Lane Studios' });
    expect(hero.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(row.compareDocumentPosition(await filmsSection()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no Continue watching row to a visitor, and does not ask for one', async () => {
    const { requestsTo } = mockHome();
    renderHome();

    await filmsSection();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Continue watching' })).not.toBeInTheDocument();
    expect(requestsTo('GET /api/users/continue-watching')).toHaveLength(0);
  });
});
