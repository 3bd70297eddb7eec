// Query keys of the films domain (self-hosted films, docs/decisions/0015-self-hosted-films.md). Both answers differ per
// viewer (a renter's signed stream links, their own resume position), so both carry the viewer's id.
export const filmKeys = {
  all: ['films'] as const,
  stream: (movieId: number, viewerId: number | null) => ['films', 'stream', movieId, viewerId] as const,
  progress: (movieId: number, viewerId: number | null) => ['films', 'progress', movieId, viewerId] as const,
};
