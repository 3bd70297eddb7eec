// The demo film: a minute of calm pictures and a soft pad, packaged for streaming by the app's own packager
// (docs/decisions/0002-demo-media.md).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FILMS_DIR, FILM_BUDGET_BYTES, FONT, FPS, ROOT, STUDIO, type PaletteName } from './config.ts';
import { ffmpeg, inputArgs, tempFile } from './ffmpeg.ts';
import { Graph } from './graph.ts';
import type { MotifName, MotifOptions } from './motifs.ts';
import { cardLayer, cardPlate, type CardLine } from './plates.ts';
import { dipToBlack, padAudio, pushInShot } from './shots.ts';
import { kb, listFiles, record, rel } from './util.ts';

/** What verifyFilm reads of the packager's film.json. */
interface PackagedFilm {
  renditions: { height: number }[];
  durationSeconds: number;
  keyHex: string;
}

/** The seed gives this film to the active movies without a YouTube link (server/seed/demo-catalogue.ts). */
const DEMO_FILM = { slug: 'ember-lane-reel', duration: 60, shot: 10, dip: 0.8 };
/** Low caps for a small package (the server's own are 800/2800 kb/s at 128 kb/s audio): calm pictures under a
 * constant quality take far less than the cap anyway. */
const DEMO_FILM_ENCODING = ['--video-kbps=360:300,720:700', '--audio-kbps=64', '--crf=25'];

/**
 * Six slow push-ins over the catalogue's motifs, dipping to black between them, with title cards; rendered to
 * a temporary 720p source, which the app's packager (scripts/package-film.ts, the code the server runs on an
 * upload) turns into HLS with AES-128. Regenerating makes a new key, so every segment changes.
 */
export async function makeDemoFilm(): Promise<void> {
  const [w, h] = [1280, 720];
  const { slug, duration, shot, dip } = DEMO_FILM;
  const g = new Graph(duration);
  const shots: [MotifName, PaletteName, MotifOptions][] = [
    ['harbor', 'harbor', { figure: true }],
    ['lanterns', 'lantern', { count: 22 }],
    ['forestFog', 'frost', {}],
    ['blinds', 'noir', {}],
    ['dock', 'tide', {}],
    ['mountains', 'gold', {}],
  ];
  const pictures: string[] = [];
  for (const [i, [motif, palette, options]] of shots.entries()) {
    pictures.push(await pushInShot(g, { w, h, duration: shot + dip, motif, palette, options, seed: 1200 + i, zoom: 0.06 }));
  }
  let out = dipToBlack(g, pictures, shot, dip);
  const serif = { family: FONT.serif, style: 'italic' };
  const cards: [CardLine[], number, number][] = [
    [[{ text: `${STUDIO} PRESENTS`, size: 24, y: 0.52 }], 1, 8],
    [[{ text: 'A DEMO FILM', size: 80, y: 0.5, font: { family: FONT.serif, weight: 'bold', spacing: 0.08 }, glow: '#f47a1f' }, { text: 'STREAMED ONLY TO ITS RENTERS', size: 18, y: 0.6, fill: '#f0a048' }], 11, 18.5],
    [[{ text: 'Every segment encrypted,', size: 40, y: 0.48, font: serif }, { text: 'every request checked.', size: 40, y: 0.57, font: serif }], 31, 38.5],
    [[{ text: 'No network needed:', size: 40, y: 0.48, font: serif }, { text: 'it ships with the demo.', size: 40, y: 0.57, font: serif }], 41, 48.5],
    [[{ text: 'THE END', size: 64, y: 0.48, font: { family: FONT.serif, weight: 'bold', spacing: 0.12 } }, { text: STUDIO, size: 18, y: 0.58, fill: '#f0a048' }], 52, 0],
  ];
  for (const [i, [lines, from, to]] of cards.entries()) {
    const png = await cardPlate(`film-card-${i}.png`, w, h, lines, { shade: true });
    out = g.chain(`${out}${cardLayer(g, png, from, to)}`, 'overlay');
  }
  const graph = g.finish(out, `fade=in:st=0:d=1,fade=out:st=${duration - 1.5}:d=1.5`);
  const audio = padAudio(duration, [[0.16, 65.41, 0.05], [0.1, 98, 0.07], [0.07, 130.81, 0.11], [0.04, 196, 0.13]]);

  // A near-lossless source, as a studio would upload: the packager's encode is the only one that counts.
  const source = tempFile(`${slug}.mp4`);
  const args = inputArgs(g.inputs, duration);
  args.push('-f', 'lavfi', '-t', String(duration), '-i', audio);
  args.push('-filter_complex', graph, '-map', '[v]', '-map', `${g.inputs.length}:a`, '-t', String(duration), '-r', String(FPS));
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-crf', '14', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '192k', source);
  ffmpeg(args);
  console.info(`  source ${rel(source)} ${kb(statSync(source).size)} (temporary)`);

  const packaged = tempFile(`${slug}-package`);
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const res = spawnSync(tsx, [join(ROOT, 'scripts/package-film.ts'), source, packaged, ...DEMO_FILM_ENCODING], { stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`scripts/package-film.ts failed (exit ${res.status ?? res.signal})`);
  const target = join(FILMS_DIR, slug);
  rmSync(target, { recursive: true, force: true });
  cpSync(packaged, target, { recursive: true });
  for (const file of listFiles(target)) record(file);
}

/** The shipped package: what the seed and the player rely on, and the size budget. */
export function verifyFilm(): string[] {
  const dir = join(FILMS_DIR, DEMO_FILM.slug);
  const issues: string[] = [];
  const manifestFile = join(dir, 'film.json');
  if (!existsSync(manifestFile)) return [`${rel(dir)}: no film.json (run with --only=film)`];
  const film = JSON.parse(readFileSync(manifestFile, 'utf8')) as PackagedFilm;
  const heights = film.renditions.map((r) => r.height).join(',');
  if (heights !== '360,720') issues.push(`renditions ${heights}, expected 360,720`);
  if (Math.abs(film.durationSeconds - DEMO_FILM.duration) > 1) issues.push(`duration ${film.durationSeconds} s`);
  if (!/^[0-9a-f]{32}$/.test(film.keyHex)) issues.push('no AES-128 key');
  for (const index of film.renditions.keys()) {
    const playlist = join(dir, `v${index}`, 'index.m3u8');
    if (!existsSync(playlist) || !readFileSync(playlist, 'utf8').includes('#EXT-X-KEY:METHOD=AES-128,URI="../key"')) {
      issues.push(`v${index}/index.m3u8 missing or not encrypted`);
    }
  }
  const bytes = listFiles(dir).reduce((sum, f) => sum + statSync(f).size, 0);
  if (bytes > FILM_BUDGET_BYTES) issues.push(`${(bytes / 1024 / 1024).toFixed(2)} MB exceeds the ${FILM_BUDGET_BYTES / 1024 / 1024} MB film budget`);
  const summary = `${heights.replace(/,/g, 'p + ')}p, ${film.durationSeconds} s, ${kb(bytes)}`;
  console.info(`  ${issues.length ? '✖' : '✓'} ${rel(dir).padEnd(48)} ${summary}${issues.length ? `  <- ${issues.join('; ')}` : ''}`);
  return issues.map((issue) => `${rel(dir)}: ${issue}`);
}
