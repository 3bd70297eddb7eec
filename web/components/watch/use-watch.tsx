// Watching a rented movie (docs/product.md#watching-films, docs/decisions/0015-self-hosted-films.md): a YouTube link or
// a self-hosted film's stream path opens the player overlay; anything else (the movie's video was removed after it was
// rented) the coming-soon dialog. The player's and the dialog's code load only when someone presses Watch Now: only a
// viewer with a rental needs them, and the public pages' first load has a budget.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Movie } from '../../../common/catalogue.ts';
import { parseYouTubeId } from '../../../common/youtube.ts';
import { isStreamPath } from '../../../common/film-paths.ts';
import { filmKeys } from '../../api/films/keys.ts';
import { useViewerId } from '../../auth/use-auth.ts';

const PlayerOverlay = lazy(async () => ({ default: (await import('../player-overlay/player-overlay.tsx')).PlayerOverlay }));
const ComingSoonDialog = lazy(async () => ({ default: (await import('./coming-soon-dialog.tsx')).ComingSoonDialog }));

type WatchedMovie = Pick<Movie, 'id' | 'title' | 'video_url'>;
type Watching = { movieId: number; title: string } & ({ kind: 'player'; videoUrl: string } | { kind: 'coming-soon' });

function isPlayableLink(url: string): boolean {
  return isStreamPath(url) || isYouTubeLink(url) || parseYouTubeId(url) !== null;
}

function isYouTubeLink(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host === 'youtu.be' || host.endsWith('youtube.com') || host.endsWith('youtube-nocookie.com');
  } catch {
    return false;
  }
}

export interface Watch {
  watch: (movie: WatchedMovie) => void;
  /** Closes the player if it shows this movie: its rental ran out (access ends with it). */
  stopWatching: (movieId: number) => void;
  watchElement: ReactNode;
}

/**
 * `watch(movie)` opens what fits the movie's link; render `watchElement` somewhere on the page. A YouTube
 * link the player cannot read still opens the player, which says 'Invalid or unsupported YouTube URL'.
 */
export function useWatch(): Watch {
  const [watching, setWatching] = useState<Watching | null>(null);
  const close = () => setWatching(null);
  const refreshPosition = useFreshWatchPosition(watching?.movieId ?? null);

  const watch = (movie: WatchedMovie) => {
    refreshPosition(movie.id);
    const url = movie.video_url?.trim() ?? '';
    const watched = { movieId: movie.id, title: movie.title };
    if (url && isPlayableLink(url)) setWatching({ ...watched, kind: 'player', videoUrl: url });
    else setWatching({ ...watched, kind: 'coming-soon' });
  };
  const stopWatching = useCallback((movieId: number) => {
    setWatching((current) => (current?.movieId === movieId ? null : current));
  }, []);

  let watchElement: ReactNode = null;
  if (watching?.kind === 'player') {
    watchElement = (
      <Suspense fallback={null}>
        <PlayerOverlay movieId={watching.movieId} title={watching.title} videoUrl={watching.videoUrl} onClose={close} />
      </Suspense>
    );
  } else if (watching?.kind === 'coming-soon') {
    watchElement = (
      <Suspense fallback={null}>
        <ComingSoonDialog title={watching.title} onClose={close} />
      </Suspense>
    );
  }
  return { watch, stopWatching, watchElement };
}

/**
 * The saved position is read once per opening of the player, but a film's page may keep it longer (its Resume
 * button, web/components/rental/resume-button.tsx). So the reading is dropped as the player opens (it reads anew),
 * and read again once it has closed: by then the player, unmounted, has sent where the viewer stopped.
 */
function useFreshWatchPosition(watchedMovieId: number | null): (movieId: number) => void {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  const lastWatchedId = useRef<number | null>(null);

  useEffect(() => {
    if (watchedMovieId !== null) {
      lastWatchedId.current = watchedMovieId;
      return;
    }
    if (lastWatchedId.current === null) return;
    // An effect, not the close handler: the player's own clean-up, which sends the position, runs before it.
    void queryClient.invalidateQueries({ queryKey: filmKeys.progress(lastWatchedId.current, viewerId) });
    lastWatchedId.current = null;
  }, [watchedMovieId, queryClient, viewerId]);

  return useCallback(
    (movieId: number) => void queryClient.resetQueries({ queryKey: filmKeys.progress(movieId, viewerId), exact: true }),
    [queryClient, viewerId],
  );
}
