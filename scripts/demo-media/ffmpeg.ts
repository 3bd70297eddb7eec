// ffmpeg and ffprobe: running them, the H.264 settings every clip shares, and the temporary folder of a run.
import { spawnSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { FPS } from './config.ts';
import { record } from './util.ts';

/** One input of an ffmpeg run: a still image, or a lavfi source expression with its own duration. */
export type Input = { png: string } | { lavfi: string; duration?: number };

/** What the checks read of ffprobe's answer. */
export interface Probe {
  streams: { codec_type: string; codec_name?: string; pix_fmt?: string; width?: number; height?: number }[];
  format: { duration?: string; bit_rate?: string };
}

export interface Clip {
  out: string;
  duration: number;
  kbps: number;
  inputs: Input[];
  graph: string;
  audio?: string;
  posterAt?: number;
}

let tempDir = '';
/** The run's temporary folder (texture plates, poster frames, the film's source). */
export function setTempDir(dir: string): void {
  tempDir = dir;
}
export const tempFile = (name: string): string => join(tempDir, name);

/** The -i arguments of `inputs`: stills decoded once (at FPS), lavfi sources for their duration or `duration`. */
export function inputArgs(inputs: Input[], duration: number): string[] {
  const args: string[] = [];
  for (const input of inputs) {
    if ('png' in input) args.push('-framerate', String(FPS), '-i', input.png);
    else args.push('-f', 'lavfi', '-t', String(input.duration ?? duration), '-i', input.lavfi);
  }
  return args;
}

/** Fail early and clearly when the tools are missing, rather than halfway through with an ENOENT. */
export function assertFfmpeg(): void {
  for (const bin of ['ffmpeg', 'ffprobe']) {
    const res = spawnSync(bin, ['-hide_banner', '-version'], { encoding: 'utf8' });
    if (res.error || res.status !== 0) {
      console.error(`✖ ${bin} was not found on PATH. Install ffmpeg (e.g. "apt-get install ffmpeg") and run again.`);
      process.exit(1);
    }
  }
  const encoders = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout ?? '';
  if (!encoders.includes('libx264')) {
    console.error('✖ this ffmpeg has no libx264 encoder; install a build with libx264 (Debian/Ubuntu ffmpeg has it).');
    process.exit(1);
  }
}

function run(bin: string, args: string[]): string {
  if (process.env.DEBUG_MEDIA) console.info(`$ ${bin} ${args.map((a) => (/[\s;'()[\]]/.test(a) ? `"${a}"` : a)).join(' ')}`);
  const res = spawnSync(bin, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`${bin} failed (exit ${res.status}):\n${res.stderr}\n${bin} ${args.join(' ')}`);
  return res.stdout;
}
export const ffmpeg = (args: string[]): string => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
export const ffprobe = (file: string): Probe =>
  JSON.parse(run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]));

/** H.264 settings shared by every clip: capped bitrate, yuv420p for every browser, moov atom first.
 * aq-mode=3 biases bits towards dark flat areas, which is where low-bitrate smoke would block up.
 * Two sliced threads: frame threading makes x264 output differ from run to run, slices do not, so
 * regenerating does not churn the committed clips. */
function h264Args(kbps: number): string[] {
  return [
    '-c:v', 'libx264', '-preset', 'slow', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    '-threads', '2', '-x264-params', 'aq-mode=3:deblock=1,1:sliced-threads=1',
    '-b:v', `${kbps}k`, '-maxrate', `${Math.round(kbps * 1.4)}k`, '-bufsize', `${kbps * 2}k`,
    '-g', String(FPS * 2), '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact',
  ];
}

/**
 * Encodes one clip. `inputs` are still images (decoded once, repeated inside the graph) or lavfi
 * source expressions with their own duration; `graph` is a filter_complex that must end in [v].
 * `audio` is an optional lavfi audio source expression.
 */
export function encodeClip(clip: Clip & { posterAt: number }): string;
export function encodeClip(clip: Clip): string | null;
export function encodeClip({ out, duration, kbps, inputs, graph, audio, posterAt }: Clip): string | null {
  const args: string[] = [];
  // the poster frame is taken from the graph before encoding, so it has no compression artefacts
  const poster = posterAt === undefined ? null : tempFile(`${basename(out)}.poster.png`);
  if (poster) graph += `;[v]split[vmain][vpost];[vpost]select='gte(t,${posterAt})'[vp]`;
  args.push(...inputArgs(inputs, duration));
  if (audio) args.push('-f', 'lavfi', '-t', String(duration), '-i', audio);
  args.push('-filter_complex', graph, '-map', poster ? '[vmain]' : '[v]');
  if (audio) args.push('-map', `${inputs.length}:a`, '-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-ar', '44100');
  else args.push('-an');
  args.push('-t', String(duration), '-r', String(FPS), ...h264Args(kbps), out);
  if (poster) args.push('-map', '[vp]', '-frames:v', '1', '-update', '1', poster);
  ffmpeg(args);
  record(out);
  return poster;
}
