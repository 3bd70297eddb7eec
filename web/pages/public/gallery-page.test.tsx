import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryImages } from '../../content/gallery.ts';
import { mediaFile } from '../../test/media-file.ts';
import { renderRoutes } from '../../test/render.tsx';
import { GalleryPage, VIDEO_PRELOAD_TIMEOUT_MS } from './gallery-page.tsx';

/** Stands in for window.Image: the test decides when each preloaded thumbnail loads or fails. */
class FakeImage {
  static created: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decoding = '';
  src = '';

  constructor() {
    FakeImage.created.push(this);
  }
}

beforeEach(() => {
  FakeImage.created = [];
  vi.stubGlobal('Image', FakeImage);
});

function renderGallery() {
  return renderRoutes([{ path: '/gallery', element: <GalleryPage /> }], { path: '/gallery' });
}

function preloaded(): FakeImage[] {
  // Each render of the page's effect may create a set; the live set is the last 24.
  return FakeImage.created.slice(-galleryImages.length);
}

function settleImages(failing: number[] = []) {
  act(() => {
    preloaded().forEach((image, index) => (failing.includes(index) ? image.onerror?.() : image.onload?.()));
  });
}

const video = () => document.querySelector('video') as HTMLVideoElement;
const firstTile = () => screen.getByRole('button', { name: 'View Night Shoot, Dock 7' });

describe('GalleryPage', () => {
  it("shows 'Loading gallery...' until every thumbnail and the video's metadata have loaded", () => {
    renderGallery();

    expect(document.title).toBe('Gallery · Ember Lane Studios');
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByText('Loading gallery...').closest('[role="status"]')).toBeInTheDocument();
    expect(preloaded().map((image) => image.src)).toEqual(
      galleryImages.map((image) => mediaFile(`gallery/${image.file.replace('.jpg', '.w480.webp')}`)),
    );
    // Laid out (no shift later) but hidden from everyone until ready.
    expect(screen.queryByRole('button', { name: 'View Night Shoot, Dock 7' })).not.toBeInTheDocument();

    settleImages();
    expect(screen.getByText('Loading gallery...')).toBeInTheDocument();

    fireEvent.loadedMetadata(video());

    expect(screen.queryByText('Loading gallery...')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(24);
  });

  it('shows the 24 thumbnails as WebP with a JPEG fallback, lazy below the fold, and the video', () => {
    renderGallery();
    settleImages();
    fireEvent.loadedMetadata(video());

    const image = within(firstTile()).getByRole('img', { name: 'Night Shoot, Dock 7' });
    expect(image).toHaveAttribute('src', mediaFile('gallery/gallery-01.jpg'));
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '320');
    const webp = image.parentElement?.querySelector('source');
    expect(webp).toHaveAttribute('srcset', mediaFile('gallery/gallery-01.w480.webp'));
    expect(webp).toHaveAttribute('type', 'image/webp');
    const images = screen.getAllByRole('img');
    expect(images.at(-1)).toHaveAttribute('loading', 'lazy');
    expect(fireEvent.contextMenu(image)).toBe(false);

    expect(video()).toHaveAttribute('src', mediaFile('behind-the-scenes.mp4'));
    expect(video()).toHaveAttribute('poster', mediaFile('behind-the-scenes.jpg'));
    expect(video()).toHaveAttribute('controls');
    expect(video()).toHaveAttribute('preload', 'metadata');
  });

  it('shows the failure message with Retry when a thumbnail fails to load', () => {
    renderGallery();
    fireEvent.loadedMetadata(video());
    act(() => preloaded()[5]?.onerror?.());
    // Still waiting for the others.
    expect(screen.getByText('Loading gallery...')).toBeInTheDocument();

    settleImages([5]);

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load some media. Please try refreshing the page.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Loading gallery...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^View / })).not.toBeInTheDocument();
  });

  it('shows the failure message when the video cannot load', () => {
    renderGallery();
    settleImages();
    fireEvent.error(video());

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load some media. Please try refreshing the page.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('stops waiting for a video the browser chose not to preload', () => {
    vi.useFakeTimers();
    renderGallery();
    settleImages();
    expect(screen.getByText('Loading gallery...')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(VIDEO_PRELOAD_TIMEOUT_MS));

    expect(screen.queryByText('Loading gallery...')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opens the lightbox at the clicked image, with 'title (n of total)' and disabled ends", async () => {
    const { user } = renderGallery();
    settleImages();
    fireEvent.loadedMetadata(video());

    await user.click(screen.getByRole('button', { name: 'View Last Light on Route 9' }));
    const dialog = screen.getByRole('dialog', { name: 'Gallery' });
    expect(within(dialog).getByText('Last Light on Route 9 (2 of 24)')).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', mediaFile('gallery/gallery-02.jpg'));

    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Night Shoot, Dock 7 (1 of 24)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'View Boom Up' }));
    expect(screen.getByText('Boom Up (24 of 24)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Boom Up' })).toHaveFocus();
  });
});
