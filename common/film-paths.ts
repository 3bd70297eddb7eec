// The app paths of self-hosted films, without zod: the public pages' first load needs them (is this video_url a
// film to stream?) and must not pull in the schemas of common/films.ts.

/** The app path a self-hosted film's `video_url` holds: it means nothing without a rental (or admin rights). */
export const streamPathOf = (movieId: number) => `/api/movies/${movieId}/stream`;
const STREAM_PATH_PATTERN = /^\/api\/movies\/(\d+)\/stream$/;

export function isStreamPath(url: string): boolean {
  return STREAM_PATH_PATTERN.test(url);
}
