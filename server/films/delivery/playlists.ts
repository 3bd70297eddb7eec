// The names a package is read by, and the master playlist. ffmpeg writes the media playlists and segments
// (v<i>/index.m3u8, v<i>/seg00000.ts…); the master is written here from films.renditions at request time (the
// packager keeps none on disk), with URIs relative to it, so they carry the token of the URL it was fetched by.
import type { FilmRendition } from '../../db/schema.ts';

/** Only these names are ever looked up on disk: no path a client sends reaches the file system unchecked. */
const RENDITION_FOLDER = /^v(0|[1-9]\d?)$/;
const SEGMENT_NAME = /^seg\d{5}\.ts$/;
export const MEDIA_PLAYLIST_NAME = 'index.m3u8';
/** A caption URL's file: `<language>.vtt`, the language as common/films.ts captionLanguageSchema allows it. */
const CAPTION_FILE = /^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?)\.vtt$/;

/** The rendition index a folder name gives (`v0` → 0), or null. */
export function renditionIndexOf(folder: string): number | null {
  const match = RENDITION_FOLDER.exec(folder);
  return match ? Number(match[1]) : null;
}

export const isSegmentName = (name: string) => SEGMENT_NAME.test(name);

/** The language a caption file name gives (`pt-BR.vtt` → pt-BR), or null. */
export function captionLanguageOf(file: string): string | null {
  return CAPTION_FILE.exec(file)?.[1] ?? null;
}

// What an attribute of #EXT-X-STREAM-INF may hold as written by the packager; anything else is left out rather
// than breaking the playlist's syntax.
const CODECS = /^[A-Za-z0-9.,]+$/;

export function masterPlaylistOf(renditions: readonly FilmRendition[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  renditions.forEach((rendition, index) => {
    const attributes = [`BANDWIDTH=${Math.max(1, Math.round(rendition.bandwidth))}`];
    attributes.push(`RESOLUTION=${Math.round(rendition.width)}x${Math.round(rendition.height)}`);
    if (CODECS.test(rendition.codecs)) attributes.push(`CODECS="${rendition.codecs}"`);
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, `v${index}/${MEDIA_PLAYLIST_NAME}`);
  });
  return `${lines.join('\n')}\n`;
}
