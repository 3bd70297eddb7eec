import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackstageVideo } from '../../../common/catalogue.ts';
import { VideoModal } from './video-modal.tsx';
import { VIDEO_THUMBNAIL_FALLBACK, VideoThumbnail } from './video-thumbnail.tsx';

function createVideo(overrides: Partial<BackstageVideo> = {}): BackstageVideo {
  return {
    id: 1,
    video_url: '/uploads/backstage/clip.ab12cd.mp4',
    title: 'Building the greenhouse',
    description: 'Two weeks of set construction in two minutes.',
    is_youtube: false,
    ...overrides,
  };
}

const youTubeVideo = createVideo({
  video_url: 'https://youtu.be/eRsGyueVLvQ',
  title: 'Cast interview',
  is_youtube: true,
});

describe('VideoModal', () => {
  it('plays a YouTube video in the embedded player', () => {
    render(<VideoModal video={youTubeVideo} onClose={() => {}} />);

    const dialog = screen.getByRole('dialog', { name: 'Cast interview' });
    const frame = dialog.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ?autoplay=1');
    expect(frame).toHaveAttribute('title', 'Cast interview');
    expect(dialog.querySelector('video')).toBeNull();
  });

  it('plays an uploaded video in the native player: controls, autoplay, no download, no picture-in-picture', () => {
    render(<VideoModal video={createVideo()} onClose={() => {}} />);

    const dialog = screen.getByRole('dialog', { name: 'Building the greenhouse' });
    expect(dialog).toHaveAccessibleDescription('Two weeks of set construction in two minutes.');
    const video = dialog.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('src', '/uploads/backstage/clip.ab12cd.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('controlslist', 'nodownload');
    expect(video).toHaveAttribute('disablepictureinpicture');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(fireEvent.contextMenu(video as HTMLVideoElement)).toBe(false);
  });

  it('says so when a YouTube link carries no video id', () => {
    render(<VideoModal video={{ ...youTubeVideo, video_url: 'https://www.youtube.com/@studio' }} onClose={() => {}} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or unsupported YouTube URL');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('closes with its button and on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<VideoModal video={createVideo({ title: null, description: null })} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Backstage video' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('VideoThumbnail', () => {
  it("shows YouTube's thumbnail, and the logo when that cannot load", () => {
    const { container } = render(<VideoThumbnail video={youTubeVideo} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://i.ytimg.com/vi/eRsGyueVLvQ/hqdefault.jpg');

    fireEvent.error(image as HTMLImageElement);

    expect(container.querySelector('img')).toHaveAttribute('src', VIDEO_THUMBNAIL_FALLBACK);
  });

  // i.ytimg.com sends a loadable 120x90 JPEG with its 404, so the browser fires load, not error.
  it.each([
    ['shows the logo when YouTube answers a missing video with its small grey stand-in image', 120, VIDEO_THUMBNAIL_FALLBACK],
    ["keeps YouTube's thumbnail when a real one loads", 480, 'https://i.ytimg.com/vi/eRsGyueVLvQ/hqdefault.jpg'],
  ])('%s', (_title, naturalWidth, shown) => {
    const { container } = render(<VideoThumbnail video={youTubeVideo} />);
    const image = container.querySelector('img') as HTMLImageElement;
    Object.defineProperty(image, 'naturalWidth', { configurable: true, value: naturalWidth });

    fireEvent.load(image);

    expect(container.querySelector('img')).toHaveAttribute('src', shown);
  });

  it('shows the logo at once for a YouTube link without a video id', () => {
    const { container } = render(<VideoThumbnail video={{ ...youTubeVideo, video_url: 'https://youtube.com/' }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', VIDEO_THUMBNAIL_FALLBACK);
  });

  it('shows an uploaded video by its first frame, fetching only its metadata and never playing', () => {
    const { container } = render(<VideoThumbnail video={createVideo()} />);
    const video = container.querySelector('video');

    expect(video).toHaveAttribute('src', '/uploads/backstage/clip.ab12cd.mp4#t=0.1');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video?.muted).toBe(true);
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).not.toHaveAttribute('controls');
    expect(fireEvent.contextMenu(video as HTMLVideoElement)).toBe(false);
    expect(container.querySelector('img')).toBeNull();
  });
});
