// The texts of self-hosted films (issue 12; the spec has no words for them): upload, packaging, streaming, resume
// and captions. Apart from common/messages.ts so that the public pages' first load, which needs none of them,
// does not carry them: the player and the admin's film screens are chunks of their own.
export const filmMessages = {
  notPlayable: 'This movie is coming soon and cannot be rented yet',
  filmNotReady: 'This film is not ready to stream yet',
  rentToWatch: 'Rent this movie to watch it',
  streamLinkInvalid: 'This streaming link is not valid',
  streamLinkExpired: 'This streaming link has expired',
  // Player (web).
  playerLoadFailed: 'This film could not be played. Check your connection and try again.',
  youtubeLoadFailed: 'The video player could not be loaded. Check your connection and try again.',
  rentalEnded: 'Your rental of this movie has ended.',
  resumeFrom: (time: string) => `Resume from ${time}`,
  startOver: 'Start over',
  progressInvalid: 'Position must be a whole number of seconds between 0 and 604800',
  // Admin: upload and packaging.
  filmTypeInvalid: 'Films must be MP4, MOV, MKV or WebM files',
  filmTooLarge: (limit: string) => `The film must be ${limit} or smaller`,
  filmUploadMovieInvalid: 'Please choose a movie from the catalogue for this film',
  filmUploadFailed: 'The film upload failed. Please try again.',
  filmNotFound: 'This movie has no film',
  filmNotRetryable: 'Only a film whose packaging failed can be packaged again',
  filmRemoved: 'Film removed',
  filmRetried: 'Packaging started again',
  filmProcessing: (percent: number) => `Processing ${percent}%`,
  filmQueued: 'Waiting to be packaged',
  filmUnreadable: 'ffmpeg could not read this file as a video',
  // Admin: captions.
  captionTypeInvalid: 'Captions must be WebVTT (.vtt) or SubRip (.srt) files',
  captionTooLarge: 'A caption file must be 2MB or smaller',
  captionUnreadable: 'This caption file could not be read as WebVTT or SubRip',
  captionLanguageInvalid: 'Language must be a language code such as en, fr or pt-BR',
  captionLabelInvalid: 'Label must be 1 to 40 characters',
  captionNotFound: 'Captions not found',
  // Admin web: failures with no text of the server's own.
  filmLoadFailed: 'Failed to load the film',
  filmRetryFailed: 'Failed to start packaging again',
  filmRemoveFailed: 'Failed to remove the film',
  captionUploadFailed: 'Failed to upload captions',
  captionDeleteFailed: 'Failed to delete captions',
  streamRangeInvalid: 'The requested range is outside this file',
} as const;
