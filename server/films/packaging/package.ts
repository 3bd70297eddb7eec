// Packages one source for streaming (docs/decisions/0015): one ffmpeg run makes the whole ladder as HLS, H.264 +
// AAC in MPEG-TS segments of 5 s, encrypted with AES-128 under a fresh random key. Layout of `outDir`:
//   v<i>/index.m3u8 + v<i>/seg00000.ts …   (i = rendition, lowest first; the key's URI is "../key")
// No master playlist and no key on disk: the server writes the master from the renditions returned here and
// serves the key from the database.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FilmRendition } from '../../db/schema.ts';
import { PackagingAbortedError } from './errors.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { DEFAULT_ENCODING, planLadder, type EncodingSettings, type Rung } from './ladder.ts';
import { MEDIA_PLAYLIST, measureRendition } from './playlists.ts';
import { probeSource } from './probe.ts';
import { SOURCE_INPUT_OPTIONS, type FilmTools } from './tools.ts';

const SEGMENT_SECONDS = 5;
/** Relative to a media playlist in v<i>/: the key route sits beside the rendition folders. */
const KEY_URI = '../key';
const renditionFolder = (index: number) => `v${index}`;

export interface PackageRequest {
  tools: FilmTools;
  /** Absolute path of the source. */
  sourcePath: string;
  /** Absolute path of the package folder to make; removed again when packaging does not finish. */
  outDir: string;
  /** 0-99 while ffmpeg runs, each time the whole percent changes. */
  onProgress?: (percent: number) => void;
  /** Kills ffmpeg (PackagingAbortedError). */
  signal?: AbortSignal;
  encoding?: EncodingSettings;
}

export interface FilmPackage {
  renditions: FilmRendition[];
  /** Whole seconds, from the segments written (at least 1). */
  durationSeconds: number;
  /** The AES-128 key, 32 hex digits: kept in films.key_hex only. */
  keyHex: string;
}

export async function packageFilm(request: PackageRequest): Promise<FilmPackage> {
  const { tools, sourcePath, outDir, signal } = request;
  const encoding = request.encoding ?? DEFAULT_ENCODING;
  // The key file exists only while ffmpeg runs, in a private (0700) temp folder, never in the package.
  const keyDir = await mkdtemp(join(tmpdir(), 'film-key-'));
  try {
    const source = await probeSource(tools.ffprobe, sourcePath, signal);
    const rungs = planLadder(source, encoding);
    for (const index of rungs.keys()) await mkdir(join(outDir, renditionFolder(index)), { recursive: true });
    const key = randomBytes(16);
    const keyInfoFile = await writeKeyInfo(keyDir, key);
    const args = ffmpegArgs({ sourcePath, outDir, keyInfoFile, rungs, hasAudio: source.hasAudio, encoding });
    await runFfmpeg(tools.ffmpeg, args, {
      signal,
      onTime: progressReporter(source.durationSeconds, request.onProgress),
      scrub: { [sourcePath]: basename(sourcePath), [outDir]: 'package', [keyDir]: 'key' },
    });
    const measures = await Promise.all(rungs.map((_, index) => measureRendition(join(outDir, renditionFolder(index)))));
    return {
      renditions: rungs.map((rung, index) => ({
        width: rung.width,
        height: rung.height,
        bandwidth: measures[index]!.bandwidth,
        codecs: rung.codecs,
      })),
      durationSeconds: Math.max(1, Math.round(measures[0]!.durationSeconds)),
      keyHex: key.toString('hex'),
    };
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw signal?.aborted ? new PackagingAbortedError() : error;
  } finally {
    await rm(keyDir, { recursive: true, force: true });
  }
}

/** ffmpeg's key info file: the URI written into the playlists, then the key file. No IV line: each segment's
 * IV is then its media sequence number, which players derive themselves. */
async function writeKeyInfo(keyDir: string, key: Buffer): Promise<string> {
  const keyFile = join(keyDir, 'key');
  await writeFile(keyFile, key, { mode: 0o600 });
  const keyInfoFile = join(keyDir, 'keyinfo');
  await writeFile(keyInfoFile, `${KEY_URI}\n${keyFile}\n`, { mode: 0o600 });
  return keyInfoFile;
}

function progressReporter(durationSeconds: number | null, onProgress: ((percent: number) => void) | undefined) {
  let last = -1;
  return (seconds: number) => {
    if (!onProgress || !durationSeconds) return;
    // 100 is for a finished package; the last percent is the segments being closed.
    const percent = Math.min(99, Math.max(0, Math.floor((seconds / durationSeconds) * 100)));
    if (percent === last) return;
    last = percent;
    onProgress(percent);
  };
}

interface ArgsInput {
  sourcePath: string;
  outDir: string;
  keyInfoFile: string;
  rungs: Rung[];
  hasAudio: boolean;
  encoding: EncodingSettings;
}

/**
 * One decode, split and scaled once per rung, each rung paired with its own copy of the sound (a silent track
 * when the source has none, so that every rendition has audio and switching never drops it).
 */
export function ffmpegArgs({ sourcePath, outDir, keyInfoFile, rungs, hasAudio, encoding }: ArgsInput): string[] {
  const labels = rungs.map((_, i) => `[s${i}]`).join('');
  const graph = [`[0:v:0]split=${rungs.length}${labels}`, ...rungs.map((r, i) => `[s${i}]scale=${r.width}:${r.height},setsar=1[v${i}]`)];
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...SOURCE_INPUT_OPTIONS, '-i', sourcePath];
  if (!hasAudio) args.push('-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000');
  args.push('-filter_complex', graph.join(';'));
  const audio = hasAudio ? '0:a:0' : '1:a:0';
  rungs.forEach((_, i) => args.push('-map', `[v${i}]`, '-map', audio));
  // The silent track never ends by itself: the output stops with the picture.
  if (!hasAudio) args.push('-shortest');
  args.push(
    '-c:v', 'libx264', '-preset', encoding.preset, '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-crf', String(encoding.crf),
    // A key frame every 5 s exactly, so that every segment starts with one and lasts 5 s (the last: the rest).
    '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
  );
  rungs.forEach((rung, i) =>
    args.push(`-maxrate:v:${i}`, `${rung.videoKbps}k`, `-bufsize:v:${i}`, `${rung.videoKbps * 2}k`, `-level:v:${i}`, rung.level),
  );
  args.push('-c:a', 'aac', '-b:a', `${encoding.audioKbps}k`, '-ac', '2', '-ar', '48000');
  args.push(
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_segment_type', 'mpegts',
    '-hls_key_info_file', keyInfoFile,
    '-hls_segment_filename', join(outDir, 'v%v', 'seg%05d.ts'),
    '-var_stream_map', rungs.map((_, i) => `v:${i},a:${i}`).join(' '),
    join(outDir, 'v%v', MEDIA_PLAYLIST),
  );
  return args;
}
