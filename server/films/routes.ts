// A viewer's side of self-hosted films (docs/decisions/0015-self-hosted-films.md): the stream info a player starts
// from, the signed delivery routes it then reads (playlists, segments, key, captions) and the resume position.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { streamInfoSchema, watchProgressBodySchema, watchProgressSchema } from '../../common/films.ts';
import { errorResponseSchema } from '../../common/http.ts';
import { publicMessages } from '../../common/messages/public.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { NotFoundError } from '../errors.ts';
import { requireRowId } from '../http/params.ts';
import { viewerOfUser } from '../http/viewer.ts';
import { currentSessionId, currentUser, requireUser } from '../auth/guards.ts';
import { createStreamAccess, type StreamAccessOptions } from './delivery/access.ts';
import { captionLanguageOf, isSegmentName, masterPlaylistOf, MEDIA_PLAYLIST_NAME, renditionIndexOf } from './delivery/playlists.ts';
import { sendPrivateFile } from './delivery/send-file.ts';
import { getWatchProgress, saveWatchProgress } from './progress.ts';
import { findCaptionPath, getStreamInfo } from './service.ts';
import { playStarted, pressPlay } from '../rentals/play.ts';

export type FilmRouteOptions = { access?: StreamAccessOptions };

const movieParams = z.object({ movieId: z.string() });
const tokenParams = z.object({ token: z.string() });
const refusals = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
// Their answers are files, not JSON, so they carry no response schema; refusals are the usual {error}.
const STREAM_REFUSALS = '403 {error} when the token is not valid or expired or the viewer may no longer watch; 404 when nothing is there.';

// Playlists and the key are asked for again on every refresh; a segment's URL changes with the token, so a
// segment may be kept as long as the browser likes, by the browser only.
const PLAYLIST = { contentType: 'application/vnd.apple.mpegurl', cacheControl: 'no-store' };
const SEGMENT = { contentType: 'video/mp2t', cacheControl: 'private, max-age=31536000, immutable' };
const CAPTIONS = { contentType: 'text/vtt; charset=utf-8', cacheControl: 'no-store' };
const KEY_HEX = /^[0-9a-f]{32}$/i;

const notFound = () => new NotFoundError(serverMessages.notFound);

/** The options of a signed-in viewer's call about one movie: its summary and answers besides the refusals. */
function viewerCall<Response extends object>(summary: string, response: Response) {
  return { onRequest: requireUser, schema: { tags: ['films'], summary, params: movieParams, response: { ...response, ...refusals } } };
}

const movieIdOf = (params: { movieId: string }) => requireRowId(params.movieId, publicMessages.movieNotFound);
const viewerOf = (request: FastifyRequest) => viewerOfUser(currentUser(request));

export const filmRoutes: FastifyPluginAsyncZod<FilmRouteOptions> = async (app, options) => {
  const access = createStreamAccess(app.deps.db, options.access);
  const { films } = app.deps;

  app.get(
    '/movies/:movieId/stream',
    viewerCall("How the viewer's player streams the movie now (renters and admins)", { 200: streamInfoSchema }),
    async (request, reply) => {
      const info = await getStreamInfo(
        app.deps,
        { viewer: viewerOf(request), sessionId: currentSessionId(request), movieId: movieIdOf(request.params), nowMs: Date.now() },
        (claims) => access.grant(claims),
      );
      reply.header('cache-control', 'no-store');
      return info;
    },
  );

  // The YouTube player's play (docs/product.md#premieres-and-windows): what the stream's start does for a self-hosted
  // film, starting a waiting rental's clock. Nothing to answer: 204.
  app.post(
    '/movies/:movieId/play',
    viewerCall('The viewer pressed play: starts a rental that waits for its first play (renters and admins)', { 204: z.null() }),
    async (request, reply) => {
      await pressPlay(app.deps, viewerOf(request), movieIdOf(request.params));
      return reply.status(204).send(null);
    },
  );

  app.get('/movies/:movieId/progress', viewerCall('Where the viewer stopped', { 200: watchProgressSchema }), async (request, reply) => {
    const movieId = movieIdOf(request.params);
    reply.header('cache-control', 'no-store');
    return getWatchProgress(app.deps, viewerOf(request), movieId);
  });

  const saveProgress = viewerCall('Record where the viewer is (admins and renters)', { 200: watchProgressSchema, 400: errorResponseSchema });
  app.put(
    '/movies/:movieId/progress',
    { ...saveProgress, schema: { ...saveProgress.schema, body: watchProgressBodySchema } },
    async (request) => saveWatchProgress(app.deps, viewerOf(request), movieIdOf(request.params), request.body.position_seconds),
  );

  // The delivery routes: the token in the path is the only credential (a native HLS player sends no header).
  // Compression is off: segments are already compressed video, playlists and the key are a few bytes.

  app.get(
    '/stream/:token/master.m3u8',
    { compress: false, schema: { tags: ['films'], summary: 'Master playlist', params: tokenParams, description: STREAM_REFUSALS } },
    async (request, reply) => {
      const { claims, film } = await access.open(request.params.token);
      // A player reads the master playlist once per play (refreshes only swap the token): a play starts here.
      await playStarted(app.deps.db, claims);
      return reply.type(PLAYLIST.contentType).header('cache-control', PLAYLIST.cacheControl).send(masterPlaylistOf(film.renditions));
    },
  );

  app.get(
    '/stream/:token/key',
    { compress: false, schema: { tags: ['films'], summary: 'AES-128 key of the film', params: tokenParams, description: STREAM_REFUSALS } },
    async (request, reply) => {
      const { film } = await access.open(request.params.token);
      if (!KEY_HEX.test(film.keyHex)) throw new Error('films.key_hex is not a 16-byte hex key');
      return reply.type('application/octet-stream').header('cache-control', 'no-store').send(Buffer.from(film.keyHex, 'hex'));
    },
  );

  app.get(
    '/stream/:token/captions/:file',
    {
      schema: {
        tags: ['films'],
        summary: 'Captions in one language (WebVTT)',
        params: tokenParams.extend({ file: z.string() }),
        description: STREAM_REFUSALS,
      },
    },
    async (request, reply) => {
      const language = captionLanguageOf(request.params.file);
      if (!language) throw notFound();
      const { claims } = await access.open(request.params.token);
      const path = await findCaptionPath(app.deps.db, claims.movieId, language);
      if (!path) throw notFound();
      return sendPrivateFile(request, reply, films, { key: path, ...CAPTIONS });
    },
  );

  app.get(
    '/stream/:token/:rendition/:file',
    {
      compress: false,
      schema: {
        tags: ['films'],
        summary: 'Media playlist or segment of one rendition',
        params: tokenParams.extend({ rendition: z.string(), file: z.string() }),
        description: STREAM_REFUSALS,
      },
    },
    async (request, reply) => {
      const { rendition, file } = request.params;
      const index = renditionIndexOf(rendition);
      const isPlaylist = file === MEDIA_PLAYLIST_NAME;
      if (index === null || !(isPlaylist || isSegmentName(file))) throw notFound();
      const { film } = await access.open(request.params.token);
      if (index >= film.renditions.length) throw notFound();
      return sendPrivateFile(request, reply, films, { key: `${film.packageDir}/v${index}/${file}`, ...(isPlaylist ? PLAYLIST : SEGMENT) });
    },
  );
};
