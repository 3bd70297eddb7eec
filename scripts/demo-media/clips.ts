// The site's clips besides the trailers: splash, hero, behind the scenes, the backstage clips of the catalogue;
// and the poster images made from their frames.
import { join } from 'node:path';
import sharp from 'sharp';
import { FONT, JPEG, PALETTES, SEED_DIR, STUDIO, WEB_DIR } from './config.ts';
import { encodeClip } from './ffmpeg.ts';
import { Graph, plate } from './graph.ts';
import { atmosphere, breathe, cardLayer, cardPlate, emberFieldSvg, logoPlate, scrollSpeed } from './plates.ts';
import { Scene } from './scene.ts';
import { fractalShot, nightDriveShot, pushInShot } from './shots.ts';
import { fitSize, textSvg } from './text.ts';
import { record } from './util.ts';

export async function makeSplash(): Promise<void> {
  const [w, h, duration] = [1280, 720, 5];
  const g = new Graph(duration);
  const atm = await atmosphere(g, { w, h, period: duration, pal: PALETTES.ember, seed: 501 });
  const logo = g.chain(g.still(await logoPlate(w, h), 'format=yuva420p'), 'fade=in:st=0.7:d=1.3:alpha=1');
  const out = g.chain(`${atm}${logo}`, 'overlay');
  const graph = g.finish(out, `${breathe(duration, 0.6)},fade=in:st=0:d=0.7,fade=out:st=4.2:d=0.8`);
  const poster = encodeClip({ out: join(WEB_DIR, 'splash.mp4'), duration, kbps: 250, inputs: g.inputs, graph, posterAt: 3 });
  await posterFrame(poster, join(WEB_DIR, 'splash-poster.webp'));
}

export async function makeHero(): Promise<void> {
  const [w, h, duration] = [1280, 720, 24];
  const g = new Graph(duration);
  const atm = await atmosphere(g, { w, h, period: duration, pal: PALETTES.ember, seed: 601 });
  // no fades: the first frame doubles as the poster, and the clip loops without a seam
  const graph = g.finish(atm, breathe(duration / 4));
  const poster = encodeClip({ out: join(WEB_DIR, 'hero.mp4'), duration, kbps: 250, inputs: g.inputs, graph, posterAt: 0 });
  await posterFrame(poster, join(WEB_DIR, 'hero-poster.webp'));
}

export async function makeBehindTheScenes(): Promise<void> {
  const [w, h, duration] = [1280, 720, 10];
  const g = new Graph(duration);
  let out = await pushInShot(g, { w, h, duration, motif: 'setLights', palette: 'ember', options: { third: true, crew: true }, seed: 901, zoom: 0.1 });
  const dust = await plate('dust.png', emberFieldSvg(w, h, { count: 80, rmin: 1, rmax: 4, seed: 902, colors: ['#ffe2b0'] }));
  out = g.chain(`${out}${g.chain(g.still(dust, 'format=yuva420p'), `scroll=vertical=${scrollSpeed(0.5, duration)}:horizontal=${scrollSpeed(0.3, duration)}`)}`, 'overlay');
  const card = await cardPlate('card-bts.png', w, h, [{ text: 'BEHIND THE SCENES', size: 34, y: 0.86, font: { family: FONT.sans, weight: 'bold', spacing: 0.4 } }]);
  out = g.chain(`${out}${cardLayer(g, card, 0.5, 4)}`, 'overlay');
  const graph = g.finish(out, `${breathe(duration / 2, 0.7)},fade=in:st=0:d=0.6,fade=out:st=${duration - 0.7}:d=0.7`);
  const poster = encodeClip({ out: join(WEB_DIR, 'behind-the-scenes.mp4'), duration, kbps: 250, inputs: g.inputs, graph, posterAt: 6 });
  await trailerPoster(poster, 'BEHIND THE SCENES', join(WEB_DIR, 'behind-the-scenes.jpg'), { size: 54, kicker: 'ON SET' });
}

/** Backstage clips of the catalogue: 854x480, 6 s, one look per production. */
export async function makeBtsClips(): Promise<void> {
  const [w, h, duration] = [854, 480, 6];
  const clips: [string, (g: Graph) => string | Promise<string>][] = [
    ['deep-seeded-thoughts', (g) => fractalShot(g, { w, h, duration, x: -0.7453, y: 0.1127, from: 0.02, to: 0.005 })],
    ['back-2-basics', (g) => nightDriveShot(g, { w, h, duration, seed: 921 })],
    [
      'festival-circuit',
      async (g) => {
        const push = await pushInShot(g, { w, h, duration, motif: 'festival', palette: 'gold', options: { flashes: 4 }, seed: 931, zoom: 0.06 });
        // flashbulbs: short brightness spikes at irregular moments
        return g.chain(push, `eq=brightness='0.28*exp(-pow((mod(t,1.7)-0.4)*20,2))+0.2*exp(-pow((mod(t,2.3)-1.1)*24,2))':eval=frame`);
      },
    ],
  ];
  for (const [slug, make] of clips) {
    const g = new Graph(duration);
    const graph = g.finish(await make(g), `fade=in:st=0:d=0.5,fade=out:st=${duration - 0.6}:d=0.6`);
    encodeClip({ out: join(SEED_DIR, `bts-${slug}.mp4`), duration, kbps: 300, inputs: g.inputs, graph });
  }
}

/**
 * Poster image of a clip: its poster frame as a light WebP. The splash's and the hero's posters are the first
 * pictures a visitor waits for, and WebP is a third smaller than JPEG at the same look (13 kB against 20 kB for
 * the splash's).
 */
async function posterFrame(png: string, file: string): Promise<void> {
  await sharp(png).webp({ quality: 75 }).toFile(file);
  record(file);
}

/** Trailer poster: a frame of the clip with the title typeset over a darkened lower third. */
export async function trailerPoster(png: string, title: string, file: string, { size = 84, kicker = 'OFFICIAL TRAILER' } = {}): Promise<void> {
  const [w, h] = [1280, 720];
  const s = new Scene(w, h, 1);
  s.fill(s.linear([[0.35, '#000', 0], [1, '#000', 0.8]]));
  const font = { family: FONT.serif, weight: 'bold', spacing: 0.08 };
  const fitted = await fitSize(title, font, w * 0.84, size);
  s.add(textSvg(title, { ...font, x: w / 2, y: h * 0.8, size: fitted, fill: '#f47a1f', opacity: 0.7, filter: s.blur(10) }));
  s.add(textSvg(title, { ...font, x: w / 2, y: h * 0.8, size: fitted, fill: '#f7efe2' }));
  s.add(textSvg(`${STUDIO}  ·  ${kicker}`, { x: w / 2, y: h * 0.8 + 48, size: 16, spacing: 0.35, fill: '#f0a048' }));
  await sharp(png)
    .composite([{ input: Buffer.from(s.svg()) }])
    .jpeg({ ...JPEG, quality: 70 })
    .toFile(file);
  record(file);
}
