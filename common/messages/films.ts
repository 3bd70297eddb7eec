// Where a user-facing text lives: a text the server sends or checks (API errors, validation messages, e-mail texts,
// the server's own HTML pages) is in common/messages/, one module per area; a text only the browser shows is in
// web/content/<screen>.ts (docs/architecture.md#one-home-per-kind-of-thing).

// The texts of self-hosted films the server sends or checks (docs/product.md#watching-films): upload,
// packaging, streaming, resume and captions. Apart from the other messages so that the public
// pages' first load, which needs none of them, does not carry them: the player and the admin's film screens are
// chunks of their own. The player's and the admin film section's own messages are in web/content/player.ts and
// web/content/admin-films.ts.
export const filmMessages = {
  notPlayable: 'This movie is coming soon and cannot be rented yet',
  filmNotReady: 'This film is not ready to stream yet',
  rentToWatch: 'Rent this movie to watch it',
  streamLinkInvalid: 'This streaming link is not valid',
  streamLinkExpired: 'This streaming link has expired',
  progressInvalid: 'Position must be a whole number of seconds between 0 and 604800',
  // Admin: upload and packaging.
  filmTypeInvalid: 'Films must be MP4, MOV, MKV or WebM files',
  filmTooLarge: (limit: string) => `The film must be ${limit} or smaller`,
  filmUploadMovieInvalid: 'Please choose a movie from the catalogue for this film',
  filmUploadFailed: 'The film upload failed. Please try again.',
  filmNotFound: 'This movie has no film',
  filmNotRetryable: 'Only a film whose packaging failed can be packaged again',
  filmUnreadable: 'ffmpeg could not read this file as a video',
  // Admin: captions.
  captionTypeInvalid: 'Captions must be WebVTT (.vtt) or SubRip (.srt) files',
  captionTooLarge: 'A caption file must be 2MB or smaller',
  captionUnreadable: 'This caption file could not be read as WebVTT or SubRip',
  captionLanguageInvalid: 'Language must be a language code such as en, fr or pt-BR',
  captionLabelInvalid: 'Label must be 1 to 40 characters',
  captionNotFound: 'Captions not found',
  streamRangeInvalid: 'The requested range is outside this file',
} as const;
