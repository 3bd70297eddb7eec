// A stand-in for YouTube's IFrame Player API (window.YT), so the player overlay never loads the real script.
import type { YouTubePlayer, YouTubePlayerOptions } from '../components/player-overlay/youtube-api.ts';

/** Installs a fake window.YT; `players` lists the options of every player created. Call `uninstall` after. */
export function installFakeYouTube() {
  const players: YouTubePlayerOptions[] = [];
  class FakePlayer implements YouTubePlayer {
    constructor(_element: HTMLElement, options: YouTubePlayerOptions) {
      players.push(options);
    }
    playVideo() {}
    pauseVideo() {}
    seekTo() {}
    setVolume() {}
    getVolume() {
      return 100;
    }
    getCurrentTime() {
      return 0;
    }
    getDuration() {
      return 0;
    }
    getPlayerState() {
      return -1;
    }
    destroy() {}
  }
  window.YT = { Player: FakePlayer, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } };
  return {
    players,
    uninstall: () => {
      delete window.YT;
    },
  };
}
