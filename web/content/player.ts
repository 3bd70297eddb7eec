// The player overlay's wording (SPEC.md §2 Player overlay). Its messages (load failures, the rental's end, the
// resume offer) are common/messages.ts filmMessages; the invalid-link text is the spec's (publicMessages).

export const playerContent = {
  loading: 'Loading...',
  close: 'Close',
  closePlayer: 'Close player',
  play: 'Play',
  pause: 'Pause',
  replay: 'Replay',
  progress: 'Progress',
  progressValue: (current: string, total: string) => `${current} of ${total}`,
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
  retry: 'Retry',
  resumeHeading: 'Continue watching?',
};
