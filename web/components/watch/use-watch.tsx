// Watching a rented movie (SPEC.md §2 Watching): a YouTube link opens the player overlay, anything else
// the coming-soon dialog. The player's code loads only when someone presses Watch Now.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Movie } from '../../../common/catalogue.ts';
import { parseYouTubeId } from '../../../common/youtube.ts';
import { ComingSoonDialog } from './coming-soon-dialog.tsx';

const PlayerOverlay = lazy(async () => ({ default: (await import('../player-overlay/player-overlay.tsx')).PlayerOverlay }));

type Watching = { kind: 'player'; title: string; videoUrl: string } | { kind: 'coming-soon'; title: string };

function isYouTubeLink(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host === 'youtu.be' || host.endsWith('youtube.com') || host.endsWith('youtube-nocookie.com');
  } catch {
    return false;
  }
}

/**
 * `watch(movie)` opens what fits the movie's link; render `watchElement` somewhere on the page. A YouTube
 * link the player cannot read still opens the player, which says 'Invalid or unsupported YouTube URL'.
 */
export function useWatch(): { watch: (movie: Pick<Movie, 'title' | 'video_url'>) => void; watchElement: ReactNode } {
  const [watching, setWatching] = useState<Watching | null>(null);
  const close = () => setWatching(null);

  const watch = (movie: Pick<Movie, 'title' | 'video_url'>) => {
    const url = movie.video_url?.trim() ?? '';
    if (url && (isYouTubeLink(url) || parseYouTubeId(url))) setWatching({ kind: 'player', title: movie.title, videoUrl: url });
    else setWatching({ kind: 'coming-soon', title: movie.title });
  };

  let watchElement: ReactNode = null;
  if (watching?.kind === 'player') {
    watchElement = (
      <Suspense fallback={null}>
        <PlayerOverlay title={watching.title} videoUrl={watching.videoUrl} onClose={close} />
      </Suspense>
    );
  } else if (watching?.kind === 'coming-soon') {
    watchElement = <ComingSoonDialog title={watching.title} onClose={close} />;
  }
  return { watch, watchElement };
}
