// Query keys of the public catalogue. Every answer about movies sits under catalogueKeys.movies, so whatever
// changes what a movie answer says (a rental, a review, who is asking) refreshes the list, the details and the
// backstage lists at once. The list and a movie carry the viewer: their answers differ for each one.
export const catalogueKeys = {
  movies: ['movies'] as const,
  movieList: (viewerId: number | null) => ['movies', 'list', viewerId] as const,
  movie: (movieId: string, viewerId: number | null) => ['movies', 'detail', movieId, viewerId] as const,
  movieBackstage: (movieId: string) => ['movies', 'backstage', movieId] as const,
  covers: ['covers'] as const,
  coverList: () => ['covers', 'list'] as const,
  cover: (coverId: string) => ['covers', 'detail', coverId] as const,
  coverBackstage: (coverId: string) => ['covers', 'backstage', coverId] as const,
};
