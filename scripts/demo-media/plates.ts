// The house look of the clips: texture plates (embers, smoke, fire glow, title cards, the wordmark) and the
// filters that animate them.
import { FONT, FPS, type Palette } from './config.ts';
import { flameMarkSvg } from './brand.ts';
import { plate, type Graph } from './graph.ts';
import { Scene, hexRgb } from './scene.ts';
import { fitSize, textSvg, type Font } from './text.ts';
import { between, n1, rng } from './util.ts';

export interface EmberField {
  count: number;
  rmin: number;
  rmax: number;
  seed: number;
  colors: string[];
}

/** A line of a title card; `y` is a fraction of the height, `glow` the colour of a blurred copy behind it. */
export interface CardLine {
  text: string;
  size: number;
  y: number;
  font?: Font;
  fill?: string;
  glow?: string;
}

/** Transparent layer of glowing specks. Specks are drawn three times (y - h, y, y + h) so the layer
 * wraps seamlessly when ffmpeg's scroll filter moves it. */
export function emberFieldSvg(w: number, h: number, { count, rmin, rmax, seed, colors }: EmberField): string {
  const rand = rng(seed);
  const grads = colors.map(
    (c, i) => `<radialGradient id="e${i}"><stop offset="0" stop-color="#fff7e0"/><stop offset="0.22" stop-color="${c}"/><stop offset="0.6" stop-color="${c}" stop-opacity="0.35"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
  );
  let body = '';
  for (let i = 0; i < count; i += 1) {
    const x = rand() * w;
    const y = rand() * h;
    const r = rmin + rand() ** 2 * (rmax - rmin);
    const o = between(rand, 0.35, 1);
    const g = Math.floor(rand() * colors.length);
    for (const dy of [-h, 0, h]) body += `<circle cx="${n1(x)}" cy="${n1(y + dy)}" r="${n1(r)}" fill="url(#e${g})" opacity="${n1(o)}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${grads.join('')}</defs>${body}</svg>`;
}

/** Transparent haze plate, larger than the frame so that it can be panned with crop. */
function smokeSvg(
  w: number,
  h: number,
  { color, seed, opacity, fx = 0.0025, fy = 0.006 }: { color: string; seed: number; opacity: number; fx?: number; fy?: number },
): string {
  const [r, g, b] = hexRgb(color);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><filter id="s" x="0" y="0" width="1" height="1">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${fx} ${fy}" numOctaves="2" seed="${seed}"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${n1(1.5 * opacity * 100) / 100} 0 0 0 ${n1(-0.55 * opacity * 100) / 100}"/></filter></defs>` +
    `<rect width="${w}" height="${h}" filter="url(#s)"/></svg>`
  );
}

/** Near-black frame warmed by a fire glow below the bottom edge. */
function backdropSvg(w: number, h: number, pal: Palette): string {
  const s = new Scene(w, h, 1);
  s.fill('#060404');
  s.fill(s.radial([[0, pal.accent, 0.85], [0.35, pal.sky1, 0.9], [0.75, '#0e0706', 1], [1, '#060404', 1]], { cx: 0.5, cy: 1.08, r: 0.95 }));
  return s.svg();
}

/** Transparent 'title card' with centred lines.
 * `shade` puts a soft dark pool behind the text, for cards over bright pictures. */
export async function cardPlate(name: string, w: number, h: number, lines: CardLine[], { shade = false } = {}): Promise<string> {
  const s = new Scene(w, h, 1);
  if (shade) {
    const cy = (lines.reduce((sum, l) => sum + l.y, 0) / lines.length) * h;
    s.add(`<ellipse cx="${w / 2}" cy="${n1(cy)}" rx="${n1(w * 0.48)}" ry="${n1(h * 0.2)}" fill="${s.radial([[0, '#000', 0.75], [0.6, '#000', 0.45], [1, '#000', 0]])}"/>`);
  }
  for (const line of lines) {
    const font: Font = line.font ?? { family: FONT.sans, spacing: 0.3 };
    const size = await fitSize(line.text, font, w * 0.86, line.size);
    if (line.glow) s.add(textSvg(line.text, { ...font, x: w / 2, y: h * line.y, size, fill: line.glow, opacity: 0.75, filter: s.blur(n1(size * 0.12)) }));
    s.add(textSvg(line.text, { ...font, x: w / 2, y: h * line.y, size, fill: line.fill ?? '#efe6d8' }));
  }
  return plate(name, s);
}

/** Big centred wordmark for the splash. */
export async function logoPlate(w: number, h: number): Promise<string> {
  const s = new Scene(w, h, 1);
  const mark = flameMarkSvg('sp');
  s.defs.push(mark.defs);
  s.glow(w / 2, h * 0.4, 170, '#ff8a2a', 0.35);
  s.add(`<g transform="translate(${w / 2 - 60} ${n1(h * 0.4 - 118)}) scale(2.5)">${mark.body}</g>`);
  s.add(textSvg('EMBER LANE', { x: w / 2, y: h * 0.4 + 84, size: 70, weight: 'bold', spacing: 0.2, fill: '#f47a1f', opacity: 0.6, filter: s.blur(12) }));
  s.add(textSvg('EMBER LANE', { x: w / 2, y: h * 0.4 + 84, size: 70, weight: 'bold', spacing: 0.2, fill: '#f5ecdf' }));
  s.add(textSvg('STUDIOS', { x: w / 2, y: h * 0.4 + 126, size: 20, spacing: 0.9, fill: '#f0a048' }));
  return plate('logo.png', s);
}

/** Scroll speed (fraction of the frame per frame) that moves a layer `cycles` whole frames in `seconds`. */
export const scrollSpeed = (cycles: number, seconds: number): string => (cycles / (seconds * FPS)).toFixed(6);

/**
 * The house look: fire glow, two layers of drifting smoke, two layers of rising embers. Every motion
 * is periodic over `period` seconds (smoke sways on a sine, embers scroll whole frames), so a clip
 * of that length loops without a seam.
 */
export async function atmosphere(
  g: Graph,
  { w, h, period, pal, seed, embers = 1 }: { w: number; h: number; period: number; pal: Palette; seed: number; embers?: number },
): Promise<string> {
  const bg = g.still(await plate(`bg-${seed}.png`, backdropSvg(w, h, pal)), 'format=yuv420p');
  const [sw, sh] = [Math.round(w * 1.5), Math.round(h * 1.5)];
  const smokeA = g.still(await plate(`smoke-a-${seed}.png`, smokeSvg(sw, sh, { color: '#c27a4a', seed, opacity: 0.55 })), 'format=yuva420p');
  const smokeB = g.still(await plate(`smoke-b-${seed}.png`, smokeSvg(sw, sh, { color: '#7a4a3a', seed: seed + 1, opacity: 0.45, fx: 0.004, fy: 0.004 })), 'format=yuva420p');
  const farPng = await plate(`far-${seed}.png`, emberFieldSvg(w, h, { count: Math.round(110 * embers), rmin: 1.5, rmax: 5, seed, colors: [pal.accent, pal.glow] }));
  const nearPng = await plate(`near-${seed}.png`, emberFieldSvg(w, h, { count: Math.round(18 * embers), rmin: 8, rmax: 24, seed: seed + 2, colors: [pal.accent] }));
  const far = g.still(farPng, 'format=yuva420p');
  const near = g.still(nearPng, 'gblur=sigma=2.5,format=yuva420p');
  const sway = (size: string, amp: number, phase: number) => `(${size})/2*(1+${amp}*sin(2*PI*t/${period}+${phase}))`;
  const a = g.chain(smokeA, `crop=${w}:${h}:x='${sway('iw-ow', 0.9, 0)}':y='${sway('ih-oh', 0.6, 1.2)}'`);
  const b = g.chain(smokeB, `crop=${w}:${h}:x='${sway('iw-ow', 0.9, 2.4)}':y='${sway('ih-oh', 0.8, 4)}'`);
  const f = g.chain(far, `scroll=vertical=${scrollSpeed(1, period)}`);
  const n = g.chain(near, `scroll=vertical=${scrollSpeed(2, period)}`);
  let out = g.chain(`${bg}${a}`, 'overlay');
  out = g.chain(`${out}${b}`, 'overlay');
  out = g.chain(`${out}${f}`, 'overlay');
  return g.chain(`${out}${n}`, 'overlay');
}

/** Fire-light breathing: slow brightness swell plus flicker, periodic over `period`. */
export const breathe = (period: number, depth = 1): string =>
  `eq=brightness='${(0.03 * depth).toFixed(3)}*sin(2*PI*t/${period})+${(0.012 * depth).toFixed(3)}*sin(2*PI*t*${Math.round(period * 1.7)}/${period})':eval=frame`;

/** A title card that fades in at `from` and out at `to` (alpha fades on the repeated still). */
export function cardLayer(g: Graph, png: string, from: number, to: number): string {
  const fades = [`fade=in:st=${from}:d=0.8:alpha=1`];
  if (to) fades.push(`fade=out:st=${to - 0.8}:d=0.8:alpha=1`);
  return g.chain(g.still(png, 'format=yuva420p'), fades.join(','));
}
