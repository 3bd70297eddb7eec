// The two trailers: three shots each, dipping to black, under three title cards and a soft pad.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONT, PALETTES, SEED_DIR, STUDIO, WEB_DIR } from './config.ts';
import { encodeClip } from './ffmpeg.ts';
import { Graph, plate } from './graph.ts';
import { trailerPoster } from './clips.ts';
import { cardLayer, cardPlate, emberFieldSvg, scrollSpeed } from './plates.ts';
import { dipToBlack, fractalShot, lifeBokehShot, nightDriveShot, padAudio, pushInShot, type Partial, type ShotFrame } from './shots.ts';
import { record } from './util.ts';

interface Trailer {
  slug: string;
  title: string;
  tagline: string[];
  shots: ((g: Graph, frame: ShotFrame) => string | Promise<string>)[];
  /** padAudio's partials and options. */
  audio: [readonly Partial[], { pulse?: number }?];
  /** Colours of drifting spores over the pictures. */
  spores?: string[];
  titleY?: number;
}

/** Three-act trailer: studio card, tagline card, title card; each over its own shot. */
async function trailer({ slug, title, tagline, shots, audio, spores, titleY = 0.52 }: Trailer): Promise<void> {
  const [w, h, duration, shot, dip] = [1280, 720, 15, 5, 0.6];
  const g = new Graph(duration);
  const pictures: string[] = [];
  for (const [i, make] of shots.entries()) pictures.push(await make(g, { w, h, duration: shot + dip, seed: 700 + i }));
  let out = dipToBlack(g, pictures, shot, dip);
  if (spores) {
    const png = await plate(`spores-${slug}.png`, emberFieldSvg(w, h, { count: 70, rmin: 1.5, rmax: 6, seed: 77, colors: spores }));
    out = g.chain(`${out}${g.chain(g.still(png, 'format=yuva420p'), `scroll=vertical=${scrollSpeed(1, duration)}`)}`, 'overlay');
  }
  const serifCaps = { family: FONT.serif, weight: 'bold', spacing: 0.08 };
  const cards: [string, number, number][] = [
    [await cardPlate(`card1-${slug}.png`, w, h, [{ text: `${STUDIO} PRESENTS`, size: 24, y: 0.52 }]), 0.6, 4.3],
    [await cardPlate(`card2-${slug}.png`, w, h, tagline.map((text, i) => ({ text, size: 40, y: 0.48 + i * 0.09, font: { family: FONT.serif, style: 'italic' } }))), 5.6, 9.3],
    [
      await cardPlate(
        `card3-${slug}.png`,
        w,
        h,
        [
          { text: title, size: 92, y: titleY, font: serifCaps, glow: '#f47a1f' },
          { text: 'COMING SOON', size: 20, y: titleY + 0.11, fill: '#f0a048' },
        ],
        { shade: true },
      ),
      10.6,
      0,
    ],
  ];
  for (const [png, from, to] of cards) out = g.chain(`${out}${cardLayer(g, png, from, to)}`, 'overlay');
  const graph = g.finish(out, `fade=in:st=0:d=0.6,fade=out:st=${duration - 0.8}:d=0.8`);
  // poster at 9.6 s: after the tagline card has faded, before the dip into the last shot
  const file = join(WEB_DIR, `trailer-${slug}.mp4`);
  const poster = encodeClip({ out: file, duration, kbps: 260, inputs: g.inputs, graph, audio: padAudio(duration, ...audio), posterAt: 9.6 });
  await trailerPoster(poster, title, join(WEB_DIR, `trailer-${slug}.jpg`));
  // The same clip is the film's trailer on its title page: the seed stores it as an upload would be.
  const seedCopy = join(SEED_DIR, `trailer-${slug}.mp4`);
  copyFileSync(file, seedCopy);
  record(seedCopy);
}

export async function makeTrailers(): Promise<void> {
  await trailer({
    slug: 'deep-seeded-thoughts',
    title: 'DEEP SEEDED THOUGHTS',
    tagline: ['Some thoughts', 'take root.'],
    spores: [PALETTES.moss.accent, PALETTES.moss.glow],
    shots: [
      (g, o) => fractalShot(g, { ...o, x: -0.743643887037151, y: 0.13182590420533, from: 0.06, to: 0.012 }),
      (g, o) => fractalShot(g, { ...o, x: -0.10109636384562, y: 0.95628651080914, from: 0.05, to: 0.01 }),
      (g, o) => fractalShot(g, { ...o, x: -1.25066, y: 0.02012, from: 0.02, to: 0.004 }),
    ],
    audio: [[[0.22, 55, 0.11], [0.12, 82.41, 0.07], [0.07, 110, 0.23], [0.04, 164.81, 0.17]]],
  });
  await trailer({
    slug: 'back-2-basics',
    title: 'BACK 2 BASICS',
    tagline: ['Sometimes the way forward', 'is back.'],
    shots: [
      (g, o) => nightDriveShot(g, { ...o, seed: 811 }),
      (g, o) => lifeBokehShot(g, { ...o, seed: 812, life: '#ff9a3c', mold: '#0c2328' }),
      (g, o) => pushInShot(g, { ...o, motif: 'sunWalker', palette: 'rust', options: { sunX: 0.5, horizon: 0.84, sunSize: 0.3, walker: 0.2 }, seed: 813 }),
    ],
    titleY: 0.3,
    audio: [[[0.1, 73.42, 0.2], [0.07, 110, 0.13], [0.05, 146.83, 0.31]], { pulse: 0.75 }],
  });
}
