// Where a checkout sends the buyer back (/payment/success): the session, and what it bought, so that the page can name
// it while the payment is verified: `movie_id` for a film (given or not), `bundle_id` for a bundle.
export function successPath(sessionId: string, item: { movieId: number | null; bundleId: number | null }): string {
  const bought = item.bundleId !== null ? `bundle_id=${item.bundleId}` : `movie_id=${item.movieId ?? ''}`;
  return `/payment/success?session_id=${sessionId}&${bought}`;
}
