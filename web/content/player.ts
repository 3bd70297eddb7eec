// The player overlay's wording (docs/product.md#watching-films), then its messages (load failures, the rental's
// end, the resume offer). The server's refusals are common/messages/films.ts; the invalid-link text is that of
// docs/product.md#validation (publicScreenMessages).

export const playerContent = {
  loading: 'Loading...',
  close: 'Close',
  closePlayer: 'Close player',
  play: 'Play',
  pause: 'Pause',
  replay: 'Replay',
  progress: 'Progress',
  progressValue: (current: string, total: string) => `${current} of ${total}`,
  /** Elapsed and total, beside Play: '12:34 / 1:42:05'. */
  time: (current: string, total: string) => `${current} / ${total}`,
  volume: 'Volume',
  mute: 'Mute',
  unmute: 'Unmute',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  quality: 'Quality',
  qualityAuto: 'Auto',
  qualityHeight: (height: number) => `${height}p`,
  captions: 'Captions',
  captionsOff: 'Off',
  /** A menu's button names the menu and what is chosen in it: 'Quality: Auto'. */
  menuButton: (menu: string, chosen: string) => `${menu}: ${chosen}`,
  retry: 'Retry',
  resumeHeading: 'Continue watching?',
};

export const playerMessages = {
  playerLoadFailed: 'This film could not be played. Check your connection and try again.',
  youtubeLoadFailed: 'The video player could not be loaded. Check your connection and try again.',
  rentalEnded: 'Your rental of this movie has ended.',
  resumeFrom: (time: string) => `Resume from ${time}`,
  startOver: 'Start over',
} as const;

/** Shown instead of the player when a rented movie has nothing to stream yet (docs/product.md#watching-films). */
export const comingSoonDialogContent = {
  text: 'This film isn’t ready to stream yet. Your rental is safe: come back soon and press Watch Now again.',
  close: 'Got it',
} as const;
