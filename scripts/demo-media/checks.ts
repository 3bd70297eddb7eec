// The final checks of a full run: every clip probed against what the site expects of it; and the seed manifest.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { SEED_DIR, WEB_DIR } from './config.ts';
import { ffprobe } from './ffmpeg.ts';
import { listFiles, rel, writeText } from './util.ts';

/** Every clip with what the site expects of it. Hero must outlast the 20 s cut-off of the home page. */
const CLIP_SPECS = [
  { file: join(WEB_DIR, 'splash.mp4'), w: 1280, h: 720, min: 4.8, max: 5.3, audio: false },
  { file: join(WEB_DIR, 'hero.mp4'), w: 1280, h: 720, min: 20.5, max: 25, audio: false },
  { file: join(WEB_DIR, 'trailer-deep-seeded-thoughts.mp4'), w: 1280, h: 720, min: 14.5, max: 15.5, audio: true },
  { file: join(WEB_DIR, 'trailer-back-2-basics.mp4'), w: 1280, h: 720, min: 14.5, max: 15.5, audio: true },
  { file: join(WEB_DIR, 'behind-the-scenes.mp4'), w: 1280, h: 720, min: 9.5, max: 10.5, audio: false },
  // The seed's copies of the trailers (the two films' trailer clips).
  ...['deep-seeded-thoughts', 'back-2-basics'].map((slug) => ({
    file: join(SEED_DIR, `trailer-${slug}.mp4`), w: 1280, h: 720, min: 14.5, max: 15.5, audio: true,
  })),
  ...['deep-seeded-thoughts', 'back-2-basics', 'festival-circuit'].map((slug) => ({
    file: join(SEED_DIR, `bts-${slug}.mp4`), w: 854, h: 480, min: 5.5, max: 6.5, audio: false,
  })),
];

/** Order of the top-level MP4 boxes: with +faststart 'moov' comes before 'mdat'. */
function topLevelBoxes(file: string): string[] {
  const fd = openSync(file, 'r');
  const size = statSync(file).size;
  const boxes: string[] = [];
  const head = Buffer.alloc(16);
  try {
    for (let pos = 0; pos + 8 <= size && boxes.length < 32; ) {
      readSync(fd, head, 0, 16, pos);
      let len = head.readUInt32BE(0);
      if (len === 1) len = Number(head.readBigUInt64BE(8));
      boxes.push(head.toString('latin1', 4, 8));
      if (len < 8) break;
      pos += len;
    }
  } finally {
    closeSync(fd);
  }
  return boxes;
}

export function verifyClips(): string[] {
  const problems: string[] = [];
  for (const spec of CLIP_SPECS) {
    const info = ffprobe(spec.file);
    const video = info.streams.find((st) => st.codec_type === 'video');
    const audio = info.streams.find((st) => st.codec_type === 'audio');
    const duration = Number(info.format.duration);
    const boxes = topLevelBoxes(spec.file);
    const issues: string[] = [];
    if (!video || video.codec_name !== 'h264') issues.push(`video codec ${video?.codec_name}`);
    if (video && video.pix_fmt !== 'yuv420p') issues.push(`pix_fmt ${video.pix_fmt}`);
    if (video && (video.width !== spec.w || video.height !== spec.h)) issues.push(`size ${video.width}x${video.height}`);
    if (!(duration >= spec.min && duration <= spec.max)) issues.push(`duration ${duration}s not in ${spec.min}-${spec.max}s`);
    if (spec.audio && audio?.codec_name !== 'aac') issues.push(`audio ${audio?.codec_name ?? 'missing'}, expected aac`);
    if (!spec.audio && audio) issues.push('unexpected audio track');
    if (boxes.indexOf('moov') < 0 || boxes.indexOf('moov') > boxes.indexOf('mdat')) issues.push(`not faststart (${boxes.join(',')})`);
    const kbps = Math.round((Number(info.format.bit_rate) || 0) / 1000);
    const summary = `${video?.codec_name} ${video?.width}x${video?.height} ${duration.toFixed(2)}s ${kbps} kb/s${audio ? ` + ${audio.codec_name}` : ''}`;
    console.info(`  ${issues.length ? '✖' : '✓'} ${rel(spec.file).padEnd(48)} ${summary}${issues.length ? `  <- ${issues.join('; ')}` : ''}`);
    if (issues.length) problems.push(`${rel(spec.file)}: ${issues.join('; ')}`);
  }
  return problems;
}

/** Sizes of every seed file, so the database seed need not probe them. */
export async function writeManifest(): Promise<void> {
  const manifest: Record<string, { width?: number; height?: number; bytes: number }> = {};
  for (const file of listFiles(SEED_DIR)) {
    const name = relative(SEED_DIR, file);
    if (name === 'manifest.json') continue;
    let width: number | undefined;
    let height: number | undefined;
    if (name.endsWith('.mp4')) {
      const video = ffprobe(file).streams.find((st) => st.codec_type === 'video');
      if (!video) throw new Error(`${name}: no video stream`);
      [width, height] = [video.width, video.height];
    } else {
      ({ width, height } = await sharp(file).metadata());
    }
    manifest[name] = { width, height, bytes: statSync(file).size };
  }
  writeText(join(SEED_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
