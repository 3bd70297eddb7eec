// A chunk of its own: only a renter of a self-hosted film needs it, and a film page's first load has a budget.
import { useWatchProgress } from '../../api/films/get-watch-progress.ts';
import { playerMessages } from '../../content/player.ts';
import { formatPlaybackTime } from '../player-overlay/playback-time.ts';
import { PLAYER_RESUME_MIN_SECONDS } from '../player-overlay/player-timing.ts';
import { WatchNowButton, type WatchNowButtonProps } from './watch-now-button.tsx';

export interface ResumeButtonProps extends Omit<WatchNowButtonProps, 'label'> {
  movieId: number;
}

/**
 * Watch Now, or 'Resume from 42:10' once the renter has watched part of the film: from the point the player will
 * offer (it offers nothing in the first seconds), read through the same query as the player's.
 */
export function ResumeButton({ movieId, ...button }: ResumeButtonProps) {
  const progress = useWatchProgress(movieId);
  const position = progress.data?.position_seconds ?? 0;
  const label = position > PLAYER_RESUME_MIN_SECONDS ? playerMessages.resumeFrom(formatPlaybackTime(position)) : undefined;
  return <WatchNowButton {...button} label={label} />;
}
