import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY } from '../../hooks/media-queries.ts';
import { catalogueHandlers } from '../../test/catalogue-mocks.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { setMediaQuery } from '../../test/match-media.ts';
import { mediaFile } from '../../test/media-file.ts';
import { currentPath, renderApp } from '../../test/render.tsx';
import { shouldShowSplash } from './splash.tsx';

const splash = () => screen.queryByRole('dialog', { name: 'Ember Lane Studios intro' });

describe('Splash', () => {
  it('plays a full-screen muted video over the site at start-up', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    renderApp({ path: '/', withSplash: true });

    const video = splash()?.querySelector('video');
    expect(video).toHaveAttribute('src', mediaFile('splash.mp4'));
    expect(video).toHaveAttribute('poster', mediaFile('splash-poster.webp'));
    expect(video?.muted).toBe(true);
    // Fetched when the app starts it, once the page has loaded: not by the HTML, alongside the page.
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('preload', 'none');
    expect(play).toHaveBeenCalled();
    play.mockRestore();
    expect(video).toHaveAttribute('playsinline');
    // The site underneath cannot be reached until the splash is gone.
    expect(screen.getByRole('banner', { hidden: true }).closest('.app-shell')).toHaveAttribute('inert');
  });

  it('finishes on a click and goes to /', async () => {
    // The movies page underneath starts loading its list at once.
    mockFetch(catalogueHandlers());
    const { user } = renderApp({ path: '/movies', withSplash: true });

    await user.click(splash() as HTMLElement);

    expect(splash()).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Ember Lane Studios' })).toBeInTheDocument();
  });

  it('finishes when the video ends and goes to /', () => {
    renderApp({ path: '/gallery', withSplash: true });

    fireEvent.ended(splash()?.querySelector('video') as HTMLVideoElement);

    expect(splash()).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('has a Skip button for keyboard users', async () => {
    const { user } = renderApp({ path: '/about', withSplash: true });

    await user.tab();
    expect(within(splash() as HTMLElement).getByRole('button', { name: 'Skip' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(splash()).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('gets out of the way, leaving the visitor on their page, when the browser refuses autoplay', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    mockFetch(catalogueHandlers());
    renderApp({ path: '/movies', withSplash: true });

    // The refusal arrives a moment after the first render; the page was underneath all along.
    await waitFor(() => expect(splash()).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
    expect(screen.getByRole('banner').closest('.app-shell')).not.toHaveAttribute('inert');
    expect(await screen.findByRole('heading', { name: 'Northbound' })).toBeVisible();
    expect(currentPath()).toBe('/movies');
  });

  it('gets out of the way when the video cannot be loaded', () => {
    renderApp({ path: '/casting', withSplash: true });

    fireEvent.error(splash()?.querySelector('video') as HTMLVideoElement);

    expect(splash()).not.toBeInTheDocument();
    expect(currentPath()).toBe('/casting');
  });

  it.each([
    '/admin',
    '/admin/users',
    '/payment/success?session_id=cs_1&movie_id=2',
    '/payment/cancel',
    '/reset-password/7lyOAfn6kbtHfGuH-vh3SdP0p5Z99kG8I3AFqkUOa0o',
  ])(
    'is skipped at once on %s',
    (path) => {
      renderApp({ path, withSplash: true });

      expect(splash()).not.toBeInTheDocument();
    },
  );

  it('is skipped for visitors who prefer reduced motion', () => {
    setMediaQuery(REDUCED_MOTION_QUERY, true);
    renderApp({ path: '/', withSplash: true });

    expect(splash()).not.toBeInTheDocument();
  });

  it('shows once per page load, not again on later navigation', async () => {
    const { user } = renderApp({ path: '/', withSplash: true });
    await user.click(splash() as HTMLElement);

    await user.click(screen.getByRole('link', { name: 'About' }));

    expect(currentPath()).toBe('/about');
    expect(splash()).not.toBeInTheDocument();
  });
});

describe('shouldShowSplash', () => {
  it('skips admin, payment return and password reset link paths only', () => {
    expect(shouldShowSplash('/', false)).toBe(true);
    expect(shouldShowSplash('/movies/3', false)).toBe(true);
    expect(shouldShowSplash('/payment', false)).toBe(true);
    expect(shouldShowSplash('/admin/email-logs', false)).toBe(false);
    expect(shouldShowSplash('/payment/success', false)).toBe(false);
    expect(shouldShowSplash('/reset-password/abc', false)).toBe(false);
    expect(shouldShowSplash('/forgot-password', false)).toBe(true);
    expect(shouldShowSplash('/', true)).toBe(false);
  });
});
