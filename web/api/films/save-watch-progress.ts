import { useMutation } from '@tanstack/react-query';
import type { WatchProgress } from '../../../common/films.ts';
import { API_BASE, apiRequest } from '../api-client.ts';
import { readStoredToken } from '../session-store.ts';

const progressPath = (movieId: number) => `/movies/${movieId}/progress`;

/** PUT /api/movies/{id}/progress {position_seconds}: the viewer's place in the film. */
function saveWatchProgress(movieId: number, positionSeconds: number): Promise<WatchProgress> {
  return apiRequest<WatchProgress>(progressPath(movieId), { method: 'PUT', body: { position_seconds: positionSeconds } });
}

/**
 * The same call as the player closes or the page goes away: `keepalive` lets it outlive the page, and nobody is
 * left to read its answer (a failure only loses the last seconds of the position).
 */
export function sendWatchProgressOnExit(movieId: number, positionSeconds: number): void {
  const token = readStoredToken();
  if (!token) return;
  fetch(`${API_BASE}${progressPath(movieId)}`, {
    method: 'PUT',
    keepalive: true,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ position_seconds: positionSeconds }),
  }).catch(() => {});
}

/**
 * Saving the position while the film plays. It changes no cached answer anyone reads: the player reads the
 * position once when it opens (and drops it when it closes).
 */
export function useSaveWatchProgressMutation(movieId: number) {
  return useMutation({ mutationFn: (positionSeconds: number) => saveWatchProgress(movieId, positionSeconds) });
}
