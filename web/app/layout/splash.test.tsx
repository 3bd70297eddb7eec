import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_PLAYED_STORAGE_KEY } from '../../../common/page-boot.ts';
import { REDUCED_MOTION_QUERY } from '../../hooks/media-queries.ts';
import { catalogueHandlers } from '../../test/catalogue-mocks.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { setMediaQuery } from '../../test/match-media.ts';
import { mediaFile } from '../../test/media-file.ts';
import { hydrateServerHtml } from '../../test/hydrate.tsx';
import { currentPath, renderApp } from '../../test/render.tsx';
import { shouldShowSplash, Splash, useStartUpSplash } from './splash.tsx';

const splash = () => screen.queryByRole('dialog', { name: 'Ember Lane Studios intro' });

// Each test is a new tab: the splash has not played in its session. The pages under it read the catalogue.
beforeEach(() => {
  sessionStorage.clear();
  mockFetch(catalogueHandlers());
});
afterEach(() => sessionStorage.clear());

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

  it('ends on the page that was asked for: a shared link to a film keeps its film', async () => {
    const { user } = renderApp({ path: '/movies/3', withSplash: true });

    await user.click(splash() as HTMLElement);

    expect(splash()).not.toBeInTheDocument();
    expect(currentPath()).toBe('/movies/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northbound' })).toBeVisible();
    expect(screen.getByRole('banner').closest('.app-shell')).not.toHaveAttribute('inert');
  });

  it('ends on / when it started there', async () => {
    const { user } = renderApp({ path: '/', withSplash: true });

    await user.click(splash() as HTMLElement);

    expect(splash()).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Ember Lane Studios' })).toBeInTheDocument();
  });

  it('finishes when the video ends, where the visitor is', () => {
    renderApp({ path: '/gallery', withSplash: true });

    fireEvent.ended(splash()?.querySelector('video') as HTMLVideoElement);

    expect(splash()).not.toBeInTheDocument();
    expect(currentPath()).toBe('/gallery');
  });

  it('has a Skip button for keyboard users', async () => {
    const { user } = renderApp({ path: '/about', withSplash: true });

    await user.tab();
    expect(within(splash() as HTMLElement).getByRole('button', { name: 'Skip' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(splash()).not.toBeInTheDocument();
    expect(currentPath()).toBe('/about');
  });

  it('gets out of the way, leaving the visitor on their page, when the browser refuses autoplay', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
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

    await waitFor(() => expect(currentPath()).toBe('/about'));
    expect(splash()).not.toBeInTheDocument();
  });

  it('plays once per browser session: a reload in the same tab shows the page at once', async () => {
    const first = renderApp({ path: '/', withSplash: true });
    expect(splash()).toBeInTheDocument();
    await first.user.click(splash() as HTMLElement);
    first.unmount();

    // The same tab loads a page again (sessionStorage outlives the page).
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    renderApp({ path: '/about', withSplash: true });

    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByRole('banner').closest('.app-shell')).not.toHaveAttribute('inert');
    expect(play).not.toHaveBeenCalled();
  });

  it('counts as played once it has started, even if the page is left before its end', () => {
    const first = renderApp({ path: '/movies/3', withSplash: true });
    expect(splash()).toBeInTheDocument();
    first.unmount();

    renderApp({ path: '/', withSplash: true });

    expect(splash()).not.toBeInTheDocument();
  });

  it('is not counted as played for a visitor who prefers reduced motion', () => {
    setMediaQuery(REDUCED_MOTION_QUERY, true);
    renderApp({ path: '/', withSplash: true });

    expect(sessionStorage.getItem(SPLASH_PLAYED_STORAGE_KEY)).toBeNull();
  });
});

describe('Splash on a page the server rendered', () => {
  /** A browser's parser sets a video's muted state from its attribute; jsdom's does not, which React takes for a mismatch. */
  const muteLikeABrowser = () => {
    for (const video of document.querySelectorAll('video')) video.muted = video.defaultMuted;
  };

  function FilmPageUnderSplash() {
    const splash = useStartUpSplash('/movies/3');
    return (
      <>
        {splash.isShown && <Splash isLive={splash.isLive} onFinish={splash.finish} />}
        <h1>Northbound</h1>
      </>
    );
  }

  it('hydrates the splash the HTML carries without a mismatch, then leaves it out when it has played before', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const { container, onRecoverableError, root } = await hydrateServerHtml(<FilmPageUnderSplash />, {
      beforeHydrate: () => {
        // The server's HTML has the splash, as every visitor's does; this tab has seen it already.
        expect(splash()).toBeInTheDocument();
        sessionStorage.setItem(SPLASH_PLAYED_STORAGE_KEY, '1');
        muteLikeABrowser();
      },
    });

    await waitFor(() => expect(splash()).not.toBeInTheDocument());
    expect(onRecoverableError).not.toHaveBeenCalled();
    // Never started: its video is not fetched for nothing.
    expect(play).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('plays the splash the HTML carries on a first visit, once hydrated', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const { container, onRecoverableError, root } = await hydrateServerHtml(<FilmPageUnderSplash />, { beforeHydrate: muteLikeABrowser });

    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(splash()).toBeInTheDocument();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SPLASH_PLAYED_STORAGE_KEY)).toBe('1');
    act(() => root.unmount());
    container.remove();
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
