// What ffmpeg wrote, read back: each rendition's segments and their durations, from which the package's running
// time and each rendition's BANDWIDTH (the peak bit rate of any segment, audio, container and padding included,
// as the HLS spec defines it) are measured rather than guessed from the settings.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface MediaSegment {
  file: string;
  durationSeconds: number;
}

export const MEDIA_PLAYLIST = 'index.m3u8';

/** The segments a media playlist lists, in order. */
export function segmentsOf(playlist: string): MediaSegment[] {
  const segments: MediaSegment[] = [];
  let duration: number | null = null;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ file: line, durationSeconds: duration });
      duration = null;
    }
  }
  return segments;
}

export interface RenditionMeasure {
  durationSeconds: number;
  /** Peak bits per second over the segments. */
  bandwidth: number;
}

/**
 * Measures one rendition folder. A last segment under a second (the film's final frames) is left out of the
 * peak: dividing its key frame by a fraction of a second would report a rate no viewer ever needs.
 */
export async function measureRendition(dir: string): Promise<RenditionMeasure> {
  const segments = segmentsOf(await readFile(join(dir, MEDIA_PLAYLIST), 'utf8'));
  if (segments.length === 0) throw new Error(`${join(dir, MEDIA_PLAYLIST)} lists no segments`);
  const rates: number[] = [];
  for (const [index, segment] of segments.entries()) {
    const isShortLast = index === segments.length - 1 && index > 0 && segment.durationSeconds < 1;
    if (isShortLast || segment.durationSeconds <= 0) continue;
    const { size } = await stat(join(dir, segment.file));
    rates.push((size * 8) / segment.durationSeconds);
  }
  const durationSeconds = segments.reduce((sum, s) => sum + s.durationSeconds, 0);
  return { durationSeconds, bandwidth: Math.ceil(Math.max(...rates, 1)) };
}
