import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sentBeacons, stubBeacon } from '../../test/beacon.ts';
import { TrailerButton } from './trailer-button.tsx';

const movie = { id: 7, title: 'Northbound' };

let sendBeacon: ReturnType<typeof stubBeacon>;
beforeEach(() => {
  sendBeacon = stubBeacon();
});

describe('TrailerButton', () => {
  it('opens a YouTube trailer in the player dialog, embedding YouTube only after the click, and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<TrailerButton movie={movie} trailerUrl="https://www.youtube.com/watch?v=eRsGyueVLvQ" />);
    const button = screen.getByRole('button', { name: 'Watch Trailer' });
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(button);
    const player = await screen.findByRole('dialog', { name: 'Northbound: Trailer' });
    expect(player.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ?autoplay=1');
    expect(player.querySelector('video')).toBeNull();

    await user.click(within(player).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('plays an uploaded trailer clip in the native player with controls', async () => {
    const user = userEvent.setup();
    render(<TrailerButton movie={movie} trailerUrl="/uploads/trailers/northbound.ab12cd.mp4" />);

    await user.click(screen.getByRole('button', { name: 'Watch Trailer' }));

    const player = await screen.findByRole('dialog', { name: 'Northbound: Trailer' });
    const video = player.querySelector('video');
    expect(video).toHaveAttribute('src', '/uploads/trailers/northbound.ab12cd.mp4');
    expect(video).toHaveAttribute('controls');
    expect(player.querySelector('iframe')).toBeNull();
  });

  it('reports the trailer played for filmmaker insight, once however often it is opened', async () => {
    const user = userEvent.setup();
    render(<TrailerButton movie={movie} trailerUrl="https://www.youtube.com/watch?v=eRsGyueVLvQ" />);

    await user.click(screen.getByRole('button', { name: 'Watch Trailer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Watch Trailer' }));
    await screen.findByRole('dialog');

    const beacons = await sentBeacons(sendBeacon);
    expect(beacons.map((beacon) => beacon.body)).toEqual([{ events: [expect.objectContaining({ type: 'trailer_play', movie_id: 7 })] }]);
  });
});
