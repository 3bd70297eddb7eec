// A viewer's side of self-hosted films (docs/decisions/0015): which movies have something to play, the package
// a film streams from, and the stream info a renter's (or an admin's) player starts from.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { type StreamInfo } from '../../common/films.ts';
import { filmMessages } from '../../common/messages/films.ts';
import type { Db } from '../db/client.ts';
import { filmCaptions, films, movies, type FilmRendition } from '../db/schema.ts';
import type { ServiceDeps } from '../deps.ts';
import { NotFoundError } from '../errors.ts';
import type { Viewer } from '../http/viewer.ts';
import { assertMayPlay, beginPlay, findMovieToPlay } from '../rentals/play.ts';
import { signStreamToken, streamTokenExpiry, streamTokenKey, type StreamClaims } from './delivery/tokens.ts';

/** The package a film streams from now. */
export interface StreamPackage {
  /** Relative to the private media root (films/storage.ts). */
  packageDir: string;
  keyHex: string;
  /** Lowest first: rendition i lives in `v<i>/`. */
  renditions: FilmRendition[];
  durationSeconds: number | null;
}

/** How often the player asks for a fresh token: well inside the token's few minutes. */
const STREAM_REFRESH_SECONDS = 60;
/** Where the delivery routes live (films/routes.ts, inside the /api scope). */
const STREAM_URL_PREFIX = '/api/stream';

/** In a select from `movies`: whether the movie has a packaged film (a correlated subquery, same round trip). */
export const hasPackagedFilm = () =>
  sql<boolean>`exists (select 1 from ${films} where ${films.movieId} = ${movies.id} and ${films.packageDir} is not null)`;

export async function findStreamPackage(db: Db, movieId: number): Promise<StreamPackage | null> {
  const [row] = await db
    .select({ packageDir: films.packageDir, keyHex: films.keyHex, renditions: films.renditions, durationSeconds: films.durationSeconds })
    .from(films)
    .where(and(eq(films.movieId, movieId), isNotNull(films.packageDir)));
  if (!row?.packageDir || !row.keyHex) return null;
  return { packageDir: row.packageDir, keyHex: row.keyHex, renditions: row.renditions, durationSeconds: row.durationSeconds };
}

/** Whether a movie has anything to play: a YouTube link or a packaged film (else it cannot be rented). */
export async function isPlayableMovie(db: Db, movie: { id: number; videoUrl: string | null }): Promise<boolean> {
  return movie.videoUrl !== null || (await findStreamPackage(db, movie.id)) !== null;
}

/** The captions file of a film in one language, relative to the private media root. */
export async function findCaptionPath(db: Db, movieId: number, language: string): Promise<string | null> {
  const [row] = await db
    .select({ filePath: filmCaptions.filePath })
    .from(filmCaptions)
    .where(and(eq(filmCaptions.movieId, movieId), eq(filmCaptions.language, language)));
  return row?.filePath ?? null;
}

export interface StreamRequest {
  viewer: Viewer;
  /** sessions.id of the viewer's login: the token dies with it. */
  sessionId: number;
  movieId: number;
  nowMs: number;
}

/**
 * How the viewer's player streams a movie now: for an admin or a viewer inside a rental of it whose film is
 * packaged. Refuses a viewer without a running rental (whatever the film's state) before saying the film is not
 * ready; an inactive movie stays playable for its renters (until the rental ends) and admins. `onIssued` hears
 * the claims of the token handed out (the delivery routes' access cache).
 */
export async function getStreamInfo(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  request: StreamRequest,
  onIssued: (claims: StreamClaims) => void = () => {},
): Promise<StreamInfo> {
  const { db } = deps;
  const { viewer, movieId } = request;
  const movie = await findMovieToPlay(deps, movieId);
  await assertMayPlay(deps, viewer, movie);
  const film = await findStreamPackage(db, movieId);
  if (!film) throw new NotFoundError(filmMessages.filmNotReady);
  // The first stream of a rental that waits for it starts its clock (docs/product.md#premieres-and-windows).
  const rentalEnd = await beginPlay(deps, viewer, movieId);

  const claims: StreamClaims = {
    userId: viewer.id,
    movieId,
    sessionId: request.sessionId,
    expiresAt: streamTokenExpiry(Math.floor(request.nowMs / 1000), rentalEnd),
  };
  const token = signStreamToken(await streamTokenKey(db), claims);
  onIssued(claims);
  const base = `${STREAM_URL_PREFIX}/${token}`;
  return {
    playlist_url: `${base}/master.m3u8`,
    token,
    expires_at: new Date(claims.expiresAt * 1000).toISOString(),
    refresh_in_seconds: STREAM_REFRESH_SECONDS,
    duration_seconds: film.durationSeconds,
    poster_url: movie.posterUrl,
    captions: await captionsOf(db, movieId, base),
  };
}

/** The film's captions, each at its URL under the token's `base`. */
async function captionsOf(db: Db, movieId: number, base: string): Promise<StreamInfo['captions']> {
  const rows = await db
    .select({ language: filmCaptions.language, label: filmCaptions.label })
    .from(filmCaptions)
    .where(eq(filmCaptions.movieId, movieId))
    .orderBy(asc(filmCaptions.language));
  return rows.map((caption) => ({ ...caption, url: `${base}/captions/${caption.language}.vtt` }));
}
