import { useMutation } from '@tanstack/react-query';
import { playerMessages } from '../../content/player.ts';
import { apiRequest } from '../api-client.ts';
import { useRefreshRentals } from '../rentals/refresh-rentals.ts';

/**
 * POST /api/movies/{id}/play (204): the YouTube player has opened (docs/product.md#premieres-and-windows). A rental
 * waiting for its first play starts its clock; before the premiere the server refuses (403, naming the premiere).
 */
function pressPlay(movieId: number): Promise<void> {
  return apiRequest<void>(`/movies/${movieId}/play`, { method: 'POST', fallbackMessage: playerMessages.playerLoadFailed });
}

/** Pressing play, then reading the viewer's rentals again: the film's page shows the clock running. */
export function usePressPlayMutation(movieId: number) {
  const refreshRentals = useRefreshRentals();
  return useMutation({ mutationFn: () => pressPlay(movieId), onSuccess: refreshRentals });
}
