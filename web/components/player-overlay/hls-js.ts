// hls.js on a <video>: the library is handed in (loaded in its own chunk by the engine), and every request it
// makes carries the newest signed token (docs/decisions/0015-self-hosted-films.md).
import type Hls from 'hls.js/light';
import type { ErrorData, ManifestParsedData } from 'hls.js/light';

const TOKEN_IN_PATH = /\/api\/stream\/[^/]+\//;
// Seconds kept behind the playhead: a feature film must not fill the memory with what was already seen.
const BACK_BUFFER_SECONDS = 90;

/** The URL hls.js is about to request, with today's token in place of the one it was built with. */
export function withCurrentToken(url: string, token: string | null): string {
  return token ? url.replace(TOKEN_IN_PATH, `/api/stream/${token}/`) : url;
}

export interface HlsJsHandlers {
  /** The token of the newest stream info. */
  currentToken: () => string | null;
  onLevels: (heights: number[]) => void;
  /** A failure hls.js could not get over (hls.js has retried the network already). */
  onFatal: (reason: unknown) => void;
}

export function startHlsJs(HlsPlayer: typeof Hls, video: HTMLVideoElement, playlistUrl: string, handlers: HlsJsHandlers): Hls {
  const hls = new HlsPlayer({
    backBufferLength: BACK_BUFFER_SECONDS,
    // Playlists name segments relative to themselves, so a VOD playlist read once keeps its first token.
    xhrSetup: (xhr, url) => xhr.open('GET', withCurrentToken(url, handlers.currentToken()), true),
  });
  let hasRecoveredMedia = false;
  hls.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, data: ManifestParsedData) => {
    handlers.onLevels(data.levels.map((level) => level.height));
  });
  hls.on(HlsPlayer.Events.ERROR, (_event, data: ErrorData) => {
    if (!data.fatal) return;
    // A decoding problem gets one recovery of hls.js's own before it counts as a failure.
    if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR && !hasRecoveredMedia) {
      hasRecoveredMedia = true;
      console.warn('Recovering from a media error:', data.details);
      hls.recoverMediaError();
      return;
    }
    hls.stopLoad();
    handlers.onFatal(data.error ?? data.details);
  });
  hls.loadSource(playlistUrl);
  hls.attachMedia(video);
  return hls;
}
