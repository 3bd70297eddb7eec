import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useWatch } from './use-watch.tsx';

function Harness({ videoUrl }: { videoUrl: string | null }) {
  const { watch, stopWatching, watchElement } = useWatch();
  return (
    <>
      <button type="button" onClick={() => watch({ id: 7, title: 'Northbound', video_url: videoUrl })}>
        Watch Now
      </button>
      <button type="button" onClick={() => stopWatching(8)}>
        Another rental ends
      </button>
      <button type="button" onClick={() => stopWatching(7)}>
        This rental ends
      </button>
      {watchElement}
    </>
  );
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('useWatch', () => {
  it('opens the coming-soon dialog for a link that is not YouTube, closed by its button or a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness videoUrl="https://cdn.example.com/northbound.mp4" />);
    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    expect(screen.getByRole('dialog', { name: 'Northbound' })).toHaveTextContent('Coming soon');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    const backdrop = document.querySelector('.modal-backdrop')!;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch Now' })).toHaveFocus();
  });

  it('closes when the rental of the movie it shows ends, and only then', async () => {
    const user = userEvent.setup();
    render(<Harness videoUrl={null} />);
    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    // Buttons behind an open dialog are inert to the pointer; the page's expiry callback calls these directly.
    act(() => screen.getByRole('button', { name: 'Another rental ends', hidden: true }).click());
    expect(screen.getByRole('dialog', { name: 'Northbound' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'This rental ends', hidden: true }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the coming-soon dialog when there is no link at all', async () => {
    const user = userEvent.setup();
    render(<Harness videoUrl={null} />);
    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    expect(screen.getByRole('dialog', { name: 'Northbound' })).toBeInTheDocument();
  });

  it('opens the player overlay for a YouTube link', async () => {
    const user = userEvent.setup();
    window.YT = undefined;
    render(<Harness videoUrl="https://youtu.be/dQw4w9WgXcQ" />);
    await user.click(screen.getByRole('button', { name: 'Watch Now' }));
    expect(await screen.findByRole('button', { name: 'Close player' })).toBeInTheDocument();
    document.querySelector('script[src*="iframe_api"]')?.remove();
  });
});
