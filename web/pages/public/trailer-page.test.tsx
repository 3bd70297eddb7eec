import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mediaFile } from '../../test/media-file.ts';
import { renderRoutes } from '../../test/render.tsx';
import { TrailerPage } from './trailer-page.tsx';

function renderTrailers() {
  return renderRoutes([{ path: '/trailer', element: <TrailerPage /> }], { path: '/trailer' });
}

function videoTitled(title: string): HTMLVideoElement {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  const video = document.querySelector<HTMLVideoElement>(`video[aria-labelledby="${heading.id}"]`);
  if (!video) throw new Error(`no video titled ${title}`);
  return video;
}

describe('TrailerPage', () => {
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
});
