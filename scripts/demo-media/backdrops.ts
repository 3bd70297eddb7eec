// Backdrops (16:9, 1600x900) of the films' title pages: the film's artwork with no lettering at all, since the page
// sets the title, facts and buttons over it; shaded to the left and the bottom, where that text sits. The films with a
// gallery cover get the cover's very picture (same motif, options and seed), the others their poster's motif laid out
// wide.
import { join } from 'node:path';
import { SEED_DIR, type PaletteName } from './config.ts';
import { drawMotif, type MotifName, type MotifOptions } from './motifs.ts';
import { Scene, writeJpeg } from './scene.ts';

interface Backdrop {
  slug: string;
  palette: PaletteName;
  motif: MotifName;
  options: MotifOptions;
  seed: number;
}

const BACKDROPS: Backdrop[] = [
  { slug: 'deep-seeded-thoughts', palette: 'moss', motif: 'roots', options: { horizon: 0.42, figureX: 0.8, scale: 0.9 }, seed: 201 },
  { slug: 'back-2-basics', palette: 'rust', motif: 'sunWalker', options: { sunX: 0.7, horizon: 0.66, walkerDx: -0.03 }, seed: 202 },
  { slug: 'midnight-ledger', palette: 'noir', motif: 'city', options: { horizon: 0.74, tall: 1.2 }, seed: 203 },
  { slug: 'salt-and-static', palette: 'tide', motif: 'signal', options: { towerX: 0.78 }, seed: 204 },
  { slug: 'the-quiet-harbor', palette: 'harbor', motif: 'harbor', options: { horizon: 0.58, moonX: 0.74, moonY: 0.22, figure: false }, seed: 305 },
  { slug: 'paper-lanterns', palette: 'lantern', motif: 'lanterns', options: { horizon: 0.7, count: 40, figures: 2 }, seed: 306 },
  { slug: 'northbound', palette: 'frost', motif: 'mountains', options: { starX: 0.72, starY: 0.16 }, seed: 307 },
];

async function renderBackdrop(backdrop: Backdrop): Promise<void> {
  const s = new Scene(1600, 900, backdrop.seed);
  drawMotif(s, backdrop.motif, backdrop.palette, backdrop.options);
  s.fill(s.linear([[0, '#000', 0.7], [0.4, '#000', 0.25], [0.65, '#000', 0]], [0, 0, 1, 0]));
  s.fill(s.linear([[0.55, '#000', 0], [1, '#000', 0.7]]));
  s.vignette(0.35);
  await writeJpeg(s, join(SEED_DIR, `backdrop-${backdrop.slug}.jpg`));
}

export async function makeBackdrops(): Promise<void> {
  for (const backdrop of BACKDROPS) await renderBackdrop(backdrop);
}
