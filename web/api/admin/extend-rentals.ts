// "Extend waiting rentals" (docs/product.md#premieres-and-windows): more days to press play for every rental of a film
// still waiting for its first play.
import type { ExtendRentalsBody, ExtendRentalsResponse } from '../../../common/admin-premieres.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest } from '../api-client.ts';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { adminKeys } from './keys.ts';

/** POST /api/admin/movies/{id}/extend-rentals {days} -> how many rentals were extended. */
async function extendRentals(movieId: number, body: ExtendRentalsBody): Promise<number> {
  const answer = await apiRequest<ExtendRentalsResponse>(`/admin/movies/${movieId}/extend-rentals`, {
    method: 'POST',
    body,
    fallbackMessage: adminScreenMessages.rentalsExtendFailed,
  });
  return answer.extended;
}

/** Extends the film's waiting rentals: its insight and the e-mail log (a message queued for each viewer) change. */
export function useExtendRentalsMutation(movieId: number) {
  return useRefreshingMutation((body: ExtendRentalsBody) => extendRentals(movieId, body), [adminKeys.rentalInsight(movieId), adminKeys.emailLogs]);
}
