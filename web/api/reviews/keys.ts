// Query keys of the reviews domain. Everything about one movie's reviews sits under reviewKeys.movie(id), so a
// write invalidates all of its pages and the viewer's own review at once.
export const reviewKeys = {
  all: ['reviews'] as const,
  movie: (movieId: string) => ['reviews', 'movie', movieId] as const,
  page: (movieId: string, page: number) => ['reviews', 'movie', movieId, 'page', page] as const,
  ownAny: (movieId: string) => ['reviews', 'movie', movieId, 'own'] as const,
  own: (movieId: string, viewerId: number) => ['reviews', 'movie', movieId, 'own', viewerId] as const,
};
