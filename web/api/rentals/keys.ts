// Query keys of the viewer's running rentals outside the movie answers: the "Continue watching" row. It differs per
// viewer, so it carries the viewer's id; everything sits under rentalKeys.all.
export const rentalKeys = {
  all: ['rentals'] as const,
  continueWatching: (viewerId: number | null) => ['rentals', 'continue-watching', viewerId] as const,
};
