import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY } from '../../hooks/media-queries.ts';
import { setMediaQuery } from '../../test/match-media.ts';
import { TitleBackdrop } from './title-backdrop.tsx';

const clip = '/uploads/trailers/dst.ab12cd.mp4';
type BackdropMovie = Parameters<typeof TitleBackdrop>[0]['movie'];

const withBackdrop: BackdropMovie = {
  backdrop_url: '/uploads/movies/backdrop-dst.ab12cd.jpg',
  poster_url: '/uploads/movies/poster-dst.ab12cd.jpg',
  thumbnail_url: null,
  trailer_url: clip,
};

function renderBackdrop(movie: Partial<BackdropMovie> = {}) {
  const result = render(<TitleBackdrop movie={{ ...withBackdrop, ...movie }} />);
  return { ...result, video: () => result.container.querySelector('video') };
}

/** The document's loading state as the browser reports it, for a page that has not finished loading yet. */
function stubReadyState(state: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

// The clip's player is a lazy chunk: loaded once here, so a test that expects no video sees none because the
// backdrop chose the still, not because the chunk was still on its way.
beforeAll(async () => {
  const { video, unmount } = renderBackdrop();
  await vi.waitFor(() => expect(video()).not.toBeNull());
  unmount();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TitleBackdrop', () => {
  it('plays an uploaded trailer muted and looped over the still, fading in once frames arrive, and can pause it', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause');
    const { container, video } = renderBackdrop();

    await vi.waitFor(() => expect(video()).not.toBeNull());
    const element = video() as HTMLVideoElement;
    expect(element).toHaveAttribute('src', clip);
    expect(element.muted).toBe(true);
    expect(element).toHaveAttribute('loop');
    expect(element).toHaveAttribute('playsinline');
    expect(element.preload).toBe('none');
    expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.title-backdrop__image')).toBeInTheDocument();
    expect(element).not.toHaveClass('title-backdrop__video--playing');

    fireEvent.playing(element);
    expect(element).toHaveClass('title-backdrop__video--playing');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('waits for the page to load before asking for the clip', async () => {
    stubReadyState('loading');
    const { video } = renderBackdrop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(video()).toBeNull();

    stubReadyState('complete');
    fireEvent.load(window);

    await vi.waitFor(() => expect(video()).not.toBeNull());
  });

  it.each<[string, Partial<BackdropMovie>, () => void]>([
    ['the visitor prefers reduced motion', {}, () => setMediaQuery(REDUCED_MOTION_QUERY, true)],
    ['the visitor asked to save data', {}, () => vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } })],
    ['the trailer is a YouTube link', { trailer_url: 'https://youtu.be/eRsGyueVLvQ' }, () => {}],
    ['there is no backdrop', { backdrop_url: null }, () => {}],
  ])('shows only the still when %s', async (_case, movie, arrange) => {
    arrange();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const { container, video } = renderBackdrop(movie);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(video()).toBeNull();
    expect(play).not.toHaveBeenCalled();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('.title-backdrop__image')).toBeInTheDocument();
  });

  it('keeps the still when the browser refuses to play, and drops a clip that fails', async () => {
    const refusal = new DOMException('play() failed because the user did not interact', 'NotAllowedError');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(refusal);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { video } = renderBackdrop();

    await vi.waitFor(() => expect(info).toHaveBeenCalledWith('Title page backdrop video did not autoplay; showing the still.', refusal));
    expect(video()).not.toHaveClass('title-backdrop__video--playing');
    expect(screen.queryByRole('button', { name: 'Pause background video' })).not.toBeInTheDocument();

    fireEvent.error(video() as HTMLVideoElement);
    expect(video()).toBeNull();
  });

  it('stands in the poster, blurred, for a movie without a backdrop', () => {
    const { container } = renderBackdrop({ backdrop_url: null });
    expect(container.querySelector('.title-backdrop--poster .title-backdrop__image')).toHaveAttribute(
      'src',
      '/uploads/movies/poster-dst.ab12cd.jpg',
    );
  });
});
