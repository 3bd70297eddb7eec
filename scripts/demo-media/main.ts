/**
 * Generates ALL the demo media of the site for the placeholder brand "Ember Lane Studios".
 *
 *   npm run media:generate          (tsx scripts/demo-media/main.ts)
 *
 * Nothing is downloaded: every still is an SVG string drawn here and rasterised by sharp (librsvg,
 * DejaVu fonts via fontconfig), every clip is synthesised by ffmpeg from lavfi sources (mandelbrot,
 * life, noise, colour, sine/aevalsrc) and from texture plates that sharp renders into a temp dir.
 * Randomness comes from a seeded PRNG, so runs are repeatable; outputs are overwritten every run.
 *
 * Writes:
 *   web/assets/media/          logo, favicon, placeholder, splash/hero/trailer/behind-the-scenes clips
 *                              with their poster frames, gallery/gallery-NN.jpg (+ .w480/.w960.webp copies) + gallery.json
 *                              (Vite's asset pipeline: the build gives them hashed names, cached for a year)
 *   server/seed/media/         posters, covers, title-page backdrops, backstage photos and clips, the two
 *                              trailers (copies of the web's, as those films' trailer clips) + manifest.json (sizes)
 *   server/seed/films/         the demo film, already packaged for streaming by the app's own packager
 *                              (scripts/package-film.ts): v<i>/ playlists and encrypted segments + film.json
 *                              (renditions, running time, key); the seed copies it into the private media root
 *
 * Ends by probing every clip (codec, size, duration, audio, faststart), checking the demo film's package and
 * the 12 MB budget; exits non-zero on any failure. See docs/decisions/0002-demo-media.md and 0015.
 *
 * One module per kind of media (brand, posters, covers, backdrops, stills, clips, trailers, film), beside the scene builder
 * and motifs they draw with; config.ts says where everything goes.
 *
 * Options: --only=poster,hero   regenerate only the matching steps (no final checks; --only=film: the demo film)
 *          DEBUG_MEDIA=1        print the ffmpeg commands and keep the temp plates
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeBackdrops } from './backdrops.ts';
import { makeBrand } from './brand.ts';
import { makeBtsPhotos, makeGallery } from './stills.ts';
import { makeBehindTheScenes, makeBtsClips, makeHero, makeSplash } from './clips.ts';
import { verifyClips, writeManifest } from './checks.ts';
import { BUDGET_BYTES, FILMS_DIR, GALLERY_DIR, SEED_DIR, WEB_DIR } from './config.ts';
import { makeCovers } from './covers.ts';
import { assertFfmpeg, setTempDir } from './ffmpeg.ts';
import { makeDemoFilm, verifyFilm } from './film.ts';
import { makePosters } from './posters.ts';
import { makeTrailers } from './trailers.ts';
import { kb, listFiles, rel, written } from './util.ts';

async function main(): Promise<void> {
  const started = Date.now();
  // --only=<words>: regenerate just the steps whose title contains one of the words (handy while tuning
  // one asset, e.g. --only=poster,hero); skips the final checks
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).toLowerCase();
  // [title, step, needs ffmpeg]: the stills are sharp's alone, so tuning them works without ffmpeg installed
  const allSteps: [title: string, step: () => void | Promise<void>, needsFfmpeg: boolean][] = [
    ['Brand marks and placeholder', makeBrand, false],
    ['Movie posters', makePosters, false],
    ['Covers', makeCovers, false],
    ['Backdrops', makeBackdrops, false],
    ['Gallery stills', makeGallery, false],
    ['Backstage photos', makeBtsPhotos, false],
    ['Splash clip', makeSplash, true],
    ['Hero clip', makeHero, true],
    ['Trailers', makeTrailers, true],
    ['Behind-the-scenes clip', makeBehindTheScenes, true],
    ['Backstage clips', makeBtsClips, true],
    ['Seed manifest', writeManifest, true],
    ['Demo film', makeDemoFilm, true],
  ];
  const steps = allSteps.filter(([title]) => !only || only.split(',').some((word) => title.toLowerCase().includes(word)));
  // the final checks probe every clip, so a full run always needs ffmpeg
  if (!only || steps.some(([, , needsFfmpeg]) => needsFfmpeg)) assertFfmpeg();
  for (const dir of [WEB_DIR, GALLERY_DIR, SEED_DIR, FILMS_DIR]) mkdirSync(dir, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), 'ember-media-'));
  setTempDir(tmp);
  try {
    for (const [title, step] of steps) {
      console.info(`\n${title}`);
      await step();
    }
  } finally {
    // DEBUG_MEDIA=1 prints every ffmpeg command and keeps the temp plates so a command can be re-run
    if (!process.env.DEBUG_MEDIA) rmSync(tmp, { recursive: true, force: true });
  }
  if (only) return;

  console.info('\nChecking clips');
  const problems = [...verifyClips(), ...verifyFilm()];

  const all = [...listFiles(WEB_DIR), ...listFiles(SEED_DIR), ...listFiles(FILMS_DIR)];
  const stale = all.filter((f) => !written.has(f));
  if (stale.length) console.warn(`\n! files not written by this run (left in place): ${stale.map(rel).join(', ')}`);
  const total = all.reduce((sum, f) => sum + statSync(f).size, 0);
  const web = listFiles(WEB_DIR).reduce((sum, f) => sum + statSync(f).size, 0);
  const films = listFiles(FILMS_DIR).reduce((sum, f) => sum + statSync(f).size, 0);
  console.info(`\n${all.length} files, web ${kb(web)} + seed ${kb(total - web - films)} + film ${kb(films)} = ${(total / 1024 / 1024).toFixed(2)} MB (budget ${BUDGET_BYTES / 1024 / 1024} MB), in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (total > BUDGET_BYTES) problems.push(`total ${(total / 1024 / 1024).toFixed(2)} MB exceeds the ${BUDGET_BYTES / 1024 / 1024} MB budget`);
  if (problems.length) {
    console.error(`\n✖ ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.info('✓ all demo media generated and checked');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
