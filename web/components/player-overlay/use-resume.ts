// Resume (docs/decisions/0015-self-hosted-films.md): where the viewer stopped is read when the player opens and offered
// before playing ('Resume from 42:10' / 'Start over'); the position is saved every 10 s while playing and once more on
// close.
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useWatchProgress } from '../../api/films/get-watch-progress.ts';
import { sendWatchProgressOnExit, useSaveWatchProgressMutation } from '../../api/films/save-watch-progress.ts';
import type { PlayerEngine } from './player-engine.ts';
import { PLAYER_PROGRESS_SAVE_MS, PLAYER_RESUME_END_MARGIN_SECONDS, PLAYER_RESUME_MIN_SECONDS } from './player-timing.ts';

/** The position worth offering, or null: not a few seconds in, nor in the last 30 s (duration 0: unknown). */
function resumeOffer(savedSeconds: number, durationSeconds: number): number | null {
  if (savedSeconds <= PLAYER_RESUME_MIN_SECONDS) return null;
  if (durationSeconds > 0 && savedSeconds >= durationSeconds - PLAYER_RESUME_END_MARGIN_SECONDS) return null;
  return savedSeconds;
}

type Choice = 'resume' | 'start-over';

export interface Resume {
  /** The position to offer now (the shell shows the choice), else null. */
  offer: number | null;
  choose: (choice: Choice) => void;
  /** The engine is ready but the saved position is still being read: not playing yet. */
  isWaiting: boolean;
}

/**
 * Starts the engine once it is ready and the saved position is known: straight away, or after the viewer's
 * choice. After a Retry it goes on from where it stopped. `positionRef` is the shell's last known position.
 */
export function useResume(movieId: number, engine: PlayerEngine, positionRef: RefObject<number>): Resume {
  const progress = useWatchProgress(movieId);
  const [choice, setChoice] = useState<Choice | null>(null);
  const hasStarted = useRef(false);
  const isReady = engine.phase === 'ready';
  const isSettled = !progress.isPending;
  const saved = progress.data?.position_seconds ?? 0;
  const offer = isSettled ? resumeOffer(saved, engine.duration) : null;
  const isAsking = isReady && offer !== null && choice === null;
  const canStart = isReady && isSettled && !isAsking;

  const start = useEffectEvent(() => {
    let at = 0;
    if (hasStarted.current) at = positionRef.current;
    else if (choice === 'resume' && offer !== null) at = offer;
    hasStarted.current = true;
    positionRef.current = at;
    if (at > 0) engine.controls.seek(at);
    engine.controls.play();
  });
  useEffect(() => {
    if (canStart) start();
  }, [canStart]);

  useEffect(() => {
    // Not knowing where the viewer stopped only costs the offer: the film starts at the beginning.
    if (progress.error) console.warn('The saved position could not be read:', progress.error);
  }, [progress.error]);

  useProgressSaving(movieId, engine.playback === 'playing', hasStarted, positionRef, saved);
  return { offer: isAsking ? offer : null, choose: setChoice, isWaiting: isReady && !isSettled };
}

/**
 * PUT every 10 s while playing, and with keepalive on close or when the page goes away; never before the film
 * has started (closing at the offer must not overwrite the saved position) nor twice for the same second.
 */
function useProgressSaving(
  movieId: number,
  isPlaying: boolean,
  hasStarted: RefObject<boolean>,
  positionRef: RefObject<number>,
  saved: number,
) {
  const { mutate } = useSaveWatchProgressMutation(movieId);
  const lastSaved = useRef<number | null>(null);

  const positionToSave = useEffectEvent((): number | null => {
    if (!hasStarted.current) return null;
    const position = Math.max(0, Math.floor(positionRef.current));
    if (position === (lastSaved.current ?? saved)) return null;
    lastSaved.current = position;
    return position;
  });
  const saveNow = useEffectEvent(() => {
    const position = positionToSave();
    if (position === null) return;
    mutate(position, { onError: (error) => console.warn('The position could not be saved:', error) });
  });
  const saveOnExit = useEffectEvent(() => {
    const position = positionToSave();
    if (position !== null) sendWatchProgressOnExit(movieId, position);
  });

  useEffect(() => {
    if (!isPlaying) return;
    const timer = window.setInterval(() => saveNow(), PLAYER_PROGRESS_SAVE_MS);
    return () => window.clearInterval(timer);
  }, [isPlaying]);
  useEffect(() => {
    const onPageHide = () => saveOnExit();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      saveOnExit();
    };
  }, []);
}
