import { useId } from 'react';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { parseYouTubeId } from '../../../common/youtube.ts';
import { playerContent as content } from '../../content/player.ts';
import { Modal } from '../modal/modal.tsx';
import { isStreamPath } from '../../../common/film-paths.ts';
import { useHlsEngine } from './hls-engine.tsx';
import { PlayerShell, type PlayerShellProps } from './player-shell.tsx';
import { usePressPlayOnOpen } from './rental-clock.ts';
import { useYouTubeEngine } from './youtube-engine.tsx';
import './player-overlay.css';

export { formatPlaybackTime } from './playback-time.ts';
export const INVALID_YOUTUBE_URL_MESSAGE = publicScreenMessages.invalidYouTubeUrl;

export interface PlayerOverlayProps {
  movieId: number;
  title: string;
  /** A YouTube link, or the app path of a self-hosted film (/api/movies/{id}/stream). */
  videoUrl: string;
  onClose: () => void;
  /** Called once the video plays to its end. */
  onEnded?: () => void;
}

/**
 * The full-screen player of a rented movie (docs/product.md#watching-films): one set of controls over either
 * engine, the studio's own HLS stream or YouTube's player.
 */
export function PlayerOverlay({ videoUrl, ...shell }: PlayerOverlayProps) {
  if (isStreamPath(videoUrl)) return <StreamPlayer {...shell} />;
  const videoId = parseYouTubeId(videoUrl);
  if (!videoId) return <InvalidLink onClose={shell.onClose} />;
  return <YouTubePlayer {...shell} videoId={videoId} />;
}

type EngineProps = Omit<PlayerShellProps, 'engine'>;

function StreamPlayer(props: EngineProps) {
  const engine = useHlsEngine(props.movieId);
  return <PlayerShell {...props} engine={engine} />;
}

function YouTubePlayer({ videoId, ...props }: EngineProps & { videoId: string }) {
  const engine = useYouTubeEngine(videoId);
  // Nothing tells the server that YouTube plays: the player does, so that a waiting rental's clock starts.
  const refusal = usePressPlayOnOpen(props.movieId);
  return <PlayerShell {...props} engine={refusal ? { ...engine, phase: 'failed', failure: refusal } : engine} />;
}

function InvalidLink({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal onClose={onClose} labelledBy={titleId} className="player-overlay player-overlay--invalid">
      <h2 id={titleId} className="player-overlay__message">
        {INVALID_YOUTUBE_URL_MESSAGE}
      </h2>
      <button type="button" className="button button--primary" onClick={onClose}>
        {content.close}
      </button>
    </Modal>
  );
}
