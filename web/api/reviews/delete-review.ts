import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { updateAfterReviewChange } from './save-review.ts';

function deleteReview(reviewId: number): Promise<void> {
  return apiRequest<void>(`/reviews/${reviewId}`, { method: 'DELETE' });
}

export function useDeleteReviewMutation(movieId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => updateAfterReviewChange(queryClient, movieId, null),
  });
}
