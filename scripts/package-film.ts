// Packages one film file exactly as the server's worker does (server/films/packaging), outside the app: the demo
// film shipped with the seed is made this way (scripts/demo-media/main.ts --only=film), and it times the
// packager on a given file.
//
//   npx tsx scripts/package-film.ts <source> <outDir> [--video-kbps=360:300,720:800] [--audio-kbps=64] [--crf=26]
//
// Writes <outDir>/v<i>/index.m3u8 + segments and <outDir>/film.json ({renditions, durationSeconds, keyHex}), then
// prints the wall time. ffmpeg is npm's unless FFMPEG_PATH (and FFPROBE_PATH) say otherwise.
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DEFAULT_ENCODING, type EncodingSettings, type LadderHeight } from '../server/films/packaging/ladder.ts';
import { packageFilm } from '../server/films/packaging/package.ts';
import { locateFilmTools } from '../server/films/packaging/tools.ts';

function encodingFrom(flags: string[]): EncodingSettings {
  const encoding = { ...DEFAULT_ENCODING, videoKbps: { ...DEFAULT_ENCODING.videoKbps } };
  for (const flag of flags) {
    const [name, value = ''] = flag.replace(/^--/, '').split('=');
    if (name === 'video-kbps') {
      for (const pair of value.split(',')) {
        const [height, kbps] = pair.split(':').map(Number);
        if (!(height && height in encoding.videoKbps) || !kbps) throw new Error(`--video-kbps: bad rung "${pair}"`);
        encoding.videoKbps[height as LadderHeight] = kbps;
      }
    } else if (name === 'audio-kbps') encoding.audioKbps = Number(value);
    else if (name === 'crf') encoding.crf = Number(value);
    else if (name === 'preset') encoding.preset = value;
    else throw new Error(`Unknown option ${flag}`);
  }
  return encoding;
}

const args = process.argv.slice(2);
const [source, out] = args.filter((arg) => !arg.startsWith('--'));
if (!source || !out) {
  console.error('Usage: npx tsx scripts/package-film.ts <source> <outDir> [--video-kbps=360:300,720:800] [--audio-kbps=64] [--crf=26]');
  process.exit(2);
}
const encoding = encodingFrom(args.filter((arg) => arg.startsWith('--')));
const tools = locateFilmTools({ ffmpegPath: process.env.FFMPEG_PATH || undefined, ffprobePath: process.env.FFPROBE_PATH || undefined });
const outDir = resolve(out);
const startedAt = performance.now();
let shown = -10;
const film = await packageFilm({
  tools,
  sourcePath: resolve(source),
  outDir,
  encoding,
  onProgress: (percent) => {
    if (percent < shown + 10) return;
    shown = percent;
    console.info(`  packaging ${percent}%`);
  },
});
const seconds = (performance.now() - startedAt) / 1000;
await writeFile(join(outDir, 'film.json'), `${JSON.stringify(film, null, 2)}\n`);
const ladder = film.renditions.map((r) => `${r.width}x${r.height} ${Math.round(r.bandwidth / 1000)} kb/s peak`).join(', ');
console.info(
  `Packaged ${film.durationSeconds} s of film in ${seconds.toFixed(1)} s ` +
    `(${((seconds * 60) / film.durationSeconds).toFixed(1)} s per minute of film): ${ladder}`,
);
