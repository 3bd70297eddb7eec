import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY } from '../../hooks/media-queries.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { setMediaQuery } from '../../test/match-media.ts';
import { mediaFile } from '../../test/media-file.ts';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { HomePage } from './home-page.tsx';

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/movies', element: <h1>Movies</h1> },
];

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

  it('paints the poster first and at high priority, with lazy images below the fold', () => {
    const { container } = renderHome();

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
    const { requestsTo } = mockFetch({
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
