// Covers (16:9) of the "movie galleries" page: a motif with the title set on its left, or a festival laurel.
import { join } from 'node:path';
import { FONT, PALETTES, SEED_DIR, STUDIO, type PaletteName } from './config.ts';
import { drawMotif, type MotifName, type MotifOptions } from './motifs.ts';
import { Scene, writeJpeg } from './scene.ts';
import { SANS_BOLD, SERIF_BOLD, fitSize, textSvg, type Font } from './text.ts';
import { n1 } from './util.ts';

interface Cover {
  slug: string;
  title: string;
  tagline: string;
  palette: PaletteName;
  motif: MotifName;
  options: MotifOptions;
  font: Font;
  comingSoon?: boolean;
  /** The festival's: laurels and a centred title. */
  centered?: boolean;
  seed: number;
}

/** Covers (16:9) for the "movie galleries" page. */
const COVERS: Cover[] = [
  { slug: 'deep-seeded-thoughts', title: 'Deep Seeded Thoughts', tagline: 'Some thoughts take root.', palette: 'moss', motif: 'roots', options: { horizon: 0.42, figureX: 0.8, scale: 0.9 }, font: SERIF_BOLD, seed: 201 },
  { slug: 'back-2-basics', title: 'Back 2 Basics', tagline: 'Sometimes the way forward is back.', palette: 'rust', motif: 'sunWalker', options: { sunX: 0.7, horizon: 0.66, walkerDx: -0.03 }, font: SANS_BOLD, seed: 202 },
  { slug: 'midnight-ledger', title: 'Midnight Ledger', tagline: 'Every debt comes due.', palette: 'noir', motif: 'city', options: { horizon: 0.74, tall: 1.2 }, font: { family: FONT.serif, spacing: 0.08 }, seed: 203 },
  { slug: 'salt-and-static', title: 'Salt & Static', tagline: 'The sea is trying to tell her something.', palette: 'tide', motif: 'signal', options: { towerX: 0.78 }, font: { family: FONT.sans, weight: 200, spacing: 0.14 }, seed: 204 },
  { slug: 'glass-orchard', title: 'Glass Orchard', tagline: 'A new feature from Ember Lane Studios.', palette: 'glass', motif: 'glassTrees', options: {}, font: { family: FONT.serif, spacing: 0.1 }, comingSoon: true, seed: 205 },
  { slug: 'festival-circuit', title: 'Festival Circuit 2026', tagline: 'Premieres, panels and late nights on the road', palette: 'gold', motif: 'festival', options: { flashes: 8 }, font: { ...SANS_BOLD, spacing: 0.08 }, centered: true, seed: 206 },
];

/** Laurel wreath (festival selection) around (cx, cy): two stems curving up, paired leaves. */
function laurels(cx: number, cy: number, r: number, color: string): string {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  let out = '';
  for (const side of [1, -1]) {
    const pt = (deg: number): [number, number] => [cx + side * r * Math.cos(rad(deg)), cy + r * Math.sin(rad(deg))];
    const [a0, a1] = [78, -52]; // from near the bottom up to the top, on each side
    const [x0, y0] = pt(a0);
    const [x1, y1] = pt(a1);
    out += `<path d="M${n1(x0)} ${n1(y0)} A${r} ${r} 0 0 ${side > 0 ? 0 : 1} ${n1(x1)} ${n1(y1)}" stroke="${color}" stroke-width="${n1(r * 0.018)}" fill="none"/>`;
    const leaves = 8;
    for (let i = 0; i < leaves; i += 1) {
      const deg = a0 + ((a1 - a0) * (i + 0.6)) / leaves;
      const [x, y] = pt(deg);
      const [nx, ny] = pt(deg - 1);
      const growth = (Math.atan2(ny - y, nx - x) * 180) / Math.PI;
      const len = r * 0.2 * (1 - (0.35 * i) / leaves);
      for (const k of [-1, 1]) {
        out += `<path d="M0 0 Q${n1(len * 0.5)} ${n1(-len * 0.32)} ${n1(len)} 0 Q${n1(len * 0.5)} ${n1(len * 0.32)} 0 0Z" transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(growth + k * 38)})" fill="${color}"/>`;
      }
    }
    const [tx, ty] = pt(a1);
    out += `<path d="M0 0 Q${n1(r * 0.08)} ${n1(-r * 0.05)} ${n1(r * 0.16)} 0 Q${n1(r * 0.08)} ${n1(r * 0.05)} 0 0Z" transform="translate(${n1(tx)} ${n1(ty)}) rotate(${side > 0 ? -120 : -60})" fill="${color}"/>`;
  }
  return out;
}

async function renderCover(cover: Cover): Promise<void> {
  const [W, H] = [1280, 720];
  const pal = PALETTES[cover.palette];
  const s = new Scene(W, H, cover.seed);
  drawMotif(s, cover.motif, cover.palette, cover.options);
  const title = cover.title.toUpperCase();
  if (cover.centered) {
    s.fill(s.radial([[0, '#000', 0.75], [1, '#000', 0]], { cx: 0.5, cy: 0.5, r: 0.55 }));
    s.vignette(0.6);
    const size = await fitSize(title, cover.font, 900, 72);
    s.add(laurels(W / 2, H * 0.3, 112, pal.accent));
    s.add(textSvg('OFFICIAL', { x: W / 2, y: H * 0.27, size: 17, spacing: 0.35, fill: pal.glow }));
    s.add(textSvg('SELECTION', { x: W / 2, y: H * 0.27 + 26, size: 17, spacing: 0.35, fill: pal.glow }));
    s.add(textSvg('2026', { x: W / 2, y: H * 0.27 + 62, size: 26, weight: 'bold', spacing: 0.2, fill: pal.accent }));
    s.add(textSvg(title, { ...cover.font, x: W / 2, y: H * 0.62, size, fill: pal.accent, opacity: 0.7, filter: s.blur(10) }));
    s.add(textSvg(title, { ...cover.font, x: W / 2, y: H * 0.62, size, fill: '#f7efe2' }));
    s.add(textSvg(cover.tagline.toUpperCase(), { x: W / 2, y: H * 0.62 + 48, size: 17, spacing: 0.2, fill: '#e6dccb', opacity: 0.9 }));
  } else {
    s.fill(s.linear([[0, '#000', 0.85], [0.45, '#000', 0.35], [0.7, '#000', 0]], [0, 0, 1, 0]));
    s.fill(s.linear([[0.55, '#000', 0], [1, '#000', 0.75]]));
    s.vignette(0.5);
    // long titles go on two lines rather than shrinking below thumbnail legibility
    let lines = [title];
    let size = await fitSize(title, cover.font, 640, 76);
    const words = title.split(' ');
    if (size < 60 && words.length > 1) {
      const cut = Math.ceil(words.length / 2);
      lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
      size = Math.min(...(await Promise.all(lines.map((l) => fitSize(l, cover.font, 640, 76)))));
    }
    const x = 80;
    const y = H - 150;
    s.add(textSvg(STUDIO, { x, y: 86, size: 15, spacing: 0.4, fill: pal.glow, anchor: 'start', opacity: 0.85 }));
    lines.forEach((line, i) => {
      const ly = y - (lines.length - 1 - i) * size * 1.05;
      s.add(textSvg(line, { ...cover.font, x, y: ly, size, fill: pal.accent, opacity: 0.65, anchor: 'start', filter: s.blur(9) }));
      s.add(textSvg(line, { ...cover.font, x, y: ly, size, fill: '#f7efe2', anchor: 'start' }));
    });
    s.add(`<rect x="${x}" y="${y + 28}" width="70" height="2" fill="${pal.accent}"/>`);
    s.add(textSvg(cover.tagline, { x, y: y + 64, size: 22, family: FONT.serif, style: 'italic', fill: '#e6dccb', anchor: 'start', opacity: 0.9 }));
    if (cover.comingSoon) {
      const top = y - size * (1 + 1.05 * (lines.length - 1));
      s.add(`<rect x="${x}" y="${n1(top - 58)}" width="196" height="40" rx="20" fill="none" stroke="${pal.accent}" stroke-width="2"/>`);
      s.add(textSvg('COMING SOON', { x: x + 98, y: top - 31, size: 15, weight: 'bold', spacing: 0.25, fill: pal.accent }));
    }
  }
  await writeJpeg(s, join(SEED_DIR, `cover-${cover.slug}.jpg`));
}

export async function makeCovers(): Promise<void> {
  for (const cover of COVERS) await renderCover(cover);
}
