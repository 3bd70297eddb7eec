import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogueKeys } from '../catalogue/keys.ts';
import { rentalKeys } from './keys.ts';

/**
 * A rental started (its payment was verified, or its clock with the first play) or changed on screen (its countdown
 * reached zero, a pre-order's premiere came: docs/product.md#premieres-and-windows). Rental state
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
