import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogueKeys } from '../catalogue/keys.ts';
import { rentalKeys } from './keys.ts';

/**
 * A rental started (its payment was verified) or ended (its countdown reached zero on screen). Rental state
 * travels inside the movie answers (`rental_status`, `video_url`) and makes the "Continue watching" row, so those
 * are read again (docs/product.md#states).
 */
export function useRefreshRentals(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.movies });
    void queryClient.invalidateQueries({ queryKey: rentalKeys.all });
  }, [queryClient]);
}
