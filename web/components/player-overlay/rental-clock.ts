// A first play starts the clock of a rental that waits for it (docs/product.md#premieres-and-windows): the stream's
// start does so for a self-hosted film, POST /play for a YouTube one. Either way the pages then read the viewer's
// rentals again (the film's page shows the clock running), and a refusal shows the server's reason.
import { useEffect, useRef } from 'react';
import { filmMessages } from '../../../common/messages/films.ts';
import { isAccessEnded } from '../../api/films/get-stream-info.ts';
import { usePressPlayMutation } from '../../api/films/press-play.ts';
import { useRefreshRentals } from '../../api/rentals/refresh-rentals.ts';
import { playerMessages } from '../../content/player.ts';
import type { EngineFailure } from './player-engine.ts';

/**
 * A refusal to play (401/403) as the player shows it, or null for any other outcome. Retrying cannot help. A 403 with
 * its own reason (the premiere still ahead) says it; a rental that ended, was refunded, or a session that ended, that
 * the rental has ended.
 */
export function playRefusalOf(error: unknown): EngineFailure | null {
  if (!isAccessEnded(error)) return null;
  const { status, message } = error;
  return { message: status === 403 && message !== filmMessages.rentToWatch ? message : playerMessages.rentalEnded, canRetry: false };
}

/** YouTube: says once per opening of the player that the film is playing. Its refusal, if any, to show instead. */
export function usePressPlayOnOpen(movieId: number): EngineFailure | null {
  const { mutate, error } = usePressPlayMutation(movieId);
  const hasPressed = useRef(false);
  useEffect(() => {
    if (hasPressed.current) return;
    hasPressed.current = true;
    mutate();
  }, [mutate]);

  // Not recorded for another reason (offline): the film plays on; the next opening tells the server.
  useEffect(() => {
    if (error && !isAccessEnded(error)) console.warn('The first play could not be recorded:', error);
  }, [error]);
  return playRefusalOf(error);
}

/** A self-hosted film: once the stream's start has answered (`hasStarted`), the viewer's rentals are read again. */
export function useRentalsReadOnceStarted(hasStarted: boolean): void {
  const refreshRentals = useRefreshRentals();
  useEffect(() => {
    if (hasStarted) refreshRentals();
  }, [hasStarted, refreshRentals]);
}
