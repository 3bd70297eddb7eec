// Movie posters (2:3): a motif, a tagline, the title fitted line by line, and a billing block.
import { join } from 'node:path';
import { FONT, PALETTES, SEED_DIR, STUDIO, type PaletteName } from './config.ts';
import { flameMarkSvg } from './brand.ts';
import { drawMotif, type MotifName, type MotifOptions } from './motifs.ts';
import { Scene, writeJpeg } from './scene.ts';
import { SANS_BOLD, SERIF_BOLD, fitSize, inkWidth, textSvg, type Font } from './text.ts';
import { n1, rng } from './util.ts';

interface Poster {
  slug: string;
  title: string;
  /** The title's lines, each fitted to the width (at most `max` px high, 150 by default). */
  lines: (string | { text: string; max: number })[];
  tagline: string;
  palette: PaletteName;
  motif: MotifName;
  options: MotifOptions;
  font: Font;
  release: string;
  seed: number;
}

/** Invented names for the billing blocks. */
const PEOPLE = [
  'Mara Ellison', 'Tobias Reyes', 'Ines Calloway', 'Jonah Whitlock', 'Priya Anand', 'Leo Marchetti', 'Sofia Lindqvist',
  'Dev Okafor', 'Hana Moreau', 'Caleb Osei', 'Rosa Varga', 'Elias Brandt', 'Nora Achterberg', 'Sam Quill',
  'Aiko Tanabe', 'Felix Durand', 'June Halloran', 'Omar Haddad', 'Lena Kowalski', 'Rafael Soto',
];

/** Movie posters (2:3). Title lines are fitted one by one to the poster width. */
const POSTERS: Poster[] = [
  {
    slug: 'deep-seeded-thoughts', title: 'Deep Seeded Thoughts', lines: ['DEEP SEEDED', 'THOUGHTS'],
    tagline: 'SOME THOUGHTS TAKE ROOT', palette: 'moss', motif: 'roots', options: { horizon: 0.3, figureX: 0.7 },
    font: { ...SERIF_BOLD, spacing: 0.06 }, release: 'NOW STREAMING', seed: 101,
  },
  {
    slug: 'back-2-basics', title: 'Back 2 Basics', lines: ['BACK 2', 'BASICS'],
    tagline: 'SOMETIMES THE WAY FORWARD IS BACK', palette: 'rust', motif: 'sunWalker',
    options: { horizon: 0.56, sunSize: 0.42, walker: 0.2, lamp: true }, font: { ...SANS_BOLD, spacing: 0.01 }, release: 'NOW STREAMING', seed: 102,
  },
  {
    slug: 'midnight-ledger', title: 'Midnight Ledger', lines: ['MIDNIGHT', 'LEDGER'],
    tagline: 'EVERY DEBT COMES DUE', palette: 'noir', motif: 'blinds', options: { horizon: 0.62, figureX: 0.26 },
    font: { family: FONT.serif, weight: 'normal', spacing: 0.1 }, release: 'IN SELECT CINEMAS', seed: 103,
  },
  {
    slug: 'salt-and-static', title: 'Salt & Static', lines: ['SALT', '& STATIC'],
    tagline: 'THE SEA IS TRYING TO TELL HER SOMETHING', palette: 'tide', motif: 'signal', options: { horizon: 0.5, figure: true },
    font: { family: FONT.sans, weight: 200, spacing: 0.16 }, release: 'NOW STREAMING', seed: 104,
  },
  {
    slug: 'the-quiet-harbor', title: 'The Quiet Harbor', lines: [{ text: 'THE QUIET', max: 70 }, 'HARBOR'],
    tagline: 'SOME TIDES NEVER TURN', palette: 'harbor', motif: 'harbor', options: { horizon: 0.48, moonX: 0.62, moonY: 0.2, figure: false },
    font: { family: FONT.serif, weight: 'normal', spacing: 0.12 }, release: 'COMING SOON', seed: 105,
  },
  {
    slug: 'paper-lanterns', title: 'Paper Lanterns', lines: ['Paper', 'Lanterns'],
    tagline: 'ONE NIGHT. A THOUSAND WISHES.', palette: 'lantern', motif: 'lanterns', options: { horizon: 0.62, count: 30, figures: 2 },
    font: { family: FONT.serif, weight: 'bold', style: 'italic', spacing: 0.01 }, release: 'NOW STREAMING', seed: 106,
  },
  {
    slug: 'northbound', title: 'Northbound', lines: ['NORTHBOUND'],
    tagline: 'THE ONLY WAY HOME IS THROUGH', palette: 'frost', motif: 'mountains', options: { starY: 0.14 },
    font: { ...SANS_BOLD, spacing: 0.12 }, release: 'COMING SOON', seed: 107,
  },
];

/** Credits in the poster "billing block" style: condensed, tall, tightly set. */
function billingLines(poster: Poster): string[] {
  const rand = rng(poster.seed);
  const people = [...PEOPLE].sort(() => rand() - 0.5);
  const [director, a, b, c, music, editor, dop, producer] = people.map((x) => x.toUpperCase());
  return [
    `${STUDIO} PRESENTS   A ${director} FILM   ${a}   ${b}   ${c}`,
    `"${poster.title.toUpperCase()}"   MUSIC BY ${music}   EDITED BY ${editor}   DIRECTOR OF PHOTOGRAPHY ${dop}`,
    `PRODUCED BY ${producer}   WRITTEN AND DIRECTED BY ${director}`,
  ];
}

/** Small horizontal studio signature (mark + name) starting at `left`, text baseline at `y`. */
function studioSignature(s: Scene, left: number, y: number, size: number, color: string): void {
  const mark = flameMarkSvg(s.uid('sig'));
  s.defs.push(mark.defs);
  const k = (size * 1.6) / 48;
  s.add(`<g transform="translate(${n1(left)} ${n1(y - size * 1.3)}) scale(${n1(k * 100) / 100})">${mark.body}</g>`);
  s.add(textSvg('EMBER LANE', { x: left + size * 2, y, size, weight: 'bold', spacing: 0.3, fill: color, anchor: 'start' }));
}

async function renderPoster(poster: Poster): Promise<void> {
  const [W, H] = [800, 1200];
  const pal = PALETTES[poster.palette];
  const s = new Scene(W, H, poster.seed);
  drawMotif(s, poster.motif, poster.palette, poster.options);
  // shade top and bottom so tagline, title and credits read on any artwork
  s.fill(s.linear([[0, '#000', 0.55], [0.1, '#000', 0], [0.52, '#000', 0], [0.7, '#000', 0.72], [1, '#000', 0.96]]));
  s.vignette(0.55);
  s.add(textSvg(poster.tagline, { x: W / 2, y: 70, size: await fitSize(poster.tagline, { spacing: 0.3 }, 640, 17), spacing: 0.3, fill: pal.glow, opacity: 0.9 }));

  // billing block, bottom up
  const cond = { family: FONT.sans, stretch: 'condensed', spacing: 0.03 };
  const lines = billingLines(poster);
  const bSize = Math.min(...(await Promise.all(lines.map((l) => fitSize(l, cond, 660, 14)))));
  const stretchY = 1.5;
  const lineH = bSize * stretchY * 1.3;
  // bottom row: studio signature and release note, measured so that they sit centred side by side
  const releaseY = H - 44;
  const relFont = { spacing: 0.3, weight: 'bold' };
  const relW = (await inkWidth(poster.release, relFont)) * 0.13;
  const sigW = 13 * 2 + (await inkWidth('EMBER LANE', { weight: 'bold', spacing: 0.3 })) * 0.13;
  const rowX = W / 2 - (sigW + 36 + relW) / 2;
  studioSignature(s, rowX, releaseY, 13, '#e9dfcf');
  s.add(textSvg(poster.release, { ...relFont, x: rowX + sigW + 36, y: releaseY, size: 13, fill: pal.accent, anchor: 'start' }));
  const billBottom = releaseY - 34;
  lines.forEach((line, i) => {
    const y = billBottom - (lines.length - 1 - i) * lineH;
    s.add(`<g transform="translate(${W / 2} ${n1(y)}) scale(1 ${stretchY})">${textSvg(line, { ...cond, x: 0, y: 0, size: bSize, fill: '#d9cfc0', opacity: 0.85 })}</g>`);
  });
  const billTop = billBottom - (lines.length - 1) * lineH - bSize * stretchY;

  // title block, fitted line by line and stacked above the credits
  const specs = poster.lines.map((l) => (typeof l === 'string' ? { text: l, max: 150 } : l));
  const sizes = await Promise.all(specs.map((l) => fitSize(l.text, poster.font, 650, l.max)));
  let baseline = billTop - 56;
  s.add(`<rect x="${W / 2 - 40}" y="${n1(baseline + 22)}" width="80" height="2" fill="${pal.accent}" opacity="0.9"/>`);
  const titleSvg: { text: string; y: number; size: number }[] = [];
  for (let i = specs.length - 1; i >= 0; i -= 1) {
    const size = sizes[i] as number;
    titleSvg.unshift({ text: (specs[i] as { text: string }).text, y: baseline, size });
    const above = i > 0 ? (sizes[i - 1] as number) : 0;
    baseline -= size * 0.74 + above * 0.24;
  }
  for (const pass of ['glow', 'crisp']) {
    for (const t of titleSvg) {
      const glow = pass === 'glow';
      s.add(textSvg(t.text, { ...poster.font, x: W / 2, y: t.y, size: t.size, fill: glow ? pal.accent : '#f7efe2', opacity: glow ? 0.7 : 1, filter: glow ? s.blur(10) : '' }));
    }
  }
  await writeJpeg(s, join(SEED_DIR, `poster-${poster.slug}.jpg`));
}

export async function makePosters(): Promise<void> {
  for (const poster of POSTERS) await renderPoster(poster);
}
