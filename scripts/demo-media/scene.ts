// SVG scene builder: collects <defs> (gradients, filters) and body elements with unique ids, and writes the
// picture as a JPEG.
import sharp from 'sharp';
import { JPEG } from './config.ts';
import { n1, record, rng, type Rand } from './util.ts';

/** A gradient stop: [offset, colour, opacity = 1]. */
export type Stop = readonly [number, string, number?];

const stopsSvg = (stops: readonly Stop[]): string =>
  stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join('');

export interface HazeOptions {
  fx?: number;
  fy?: number;
  octaves?: number;
  seed?: number;
  y?: number;
  h?: number;
}

export class Scene {
  readonly w: number;
  readonly h: number;
  /** Unit for sizes that must look alike in portrait and landscape. */
  readonly m: number;
  readonly rand: Rand;
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private count = 0;
  private readonly blurs = new Map<number, string>();

  constructor(w: number, h: number, seed: number) {
    this.w = w;
    this.h = h;
    this.m = Math.min(w, h);
    this.rand = rng(seed);
  }

  uid(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }

  /** Linear gradient; the vector is in bounding-box units (default: top to bottom). */
  linear(stops: readonly Stop[], [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1]): string {
    const id = this.uid('l');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], { cx = 0.5, cy = 0.5, r = 0.5 }: { cx?: number; cy?: number; r?: number } = {}): string {
    const id = this.uid('r');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsSvg(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Gaussian blur filter (cached per radius): soft light, depth of field, glows. */
  blur(sd: number): string {
    if (!this.blurs.has(sd)) {
      const id = this.uid('b');
      this.defs.push(`<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
      this.blurs.set(sd, `url(#${id})`);
    }
    return this.blurs.get(sd) as string;
  }

  /** Full-frame rectangle. */
  fill(paint: string, opacity = 1): this {
    return this.add(`<rect width="${this.w}" height="${this.h}" fill="${paint}" opacity="${opacity}"/>`);
  }

  /** A soft round light: the basic brick of ember glows, lamps and bokeh. */
  glow(cx: number, cy: number, r: number, color: string, opacity = 1): this {
    const paint = this.radial([[0, color, opacity], [0.35, color, opacity * 0.45], [1, color, 0]]);
    return this.add(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${paint}"/>`);
  }

  /** Drifting smoke / haze: fractal noise mapped to the alpha of one colour. A band (y, h) narrower
   * than the frame gets soft top and bottom edges through a gradient mask. */
  haze(color: string, opacity: number, { fx = 0.003, fy = 0.009, octaves = 4, seed = 1, y = 0, h = this.h }: HazeOptions = {}): this {
    const id = this.uid('h');
    const [r, g, b] = hexRgb(color);
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="1" height="1">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${fx} ${fy}" numOctaves="${octaves}" seed="${seed}"/>` +
        `<feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 1.7 0 0 0 -0.6"/></filter>`,
    );
    let mask = '';
    if (y > 0 || h < this.h) {
      const mid = this.uid('m');
      const fade = this.linear([[0, '#fff', 0], [0.35, '#fff', 1], [0.65, '#fff', 1], [1, '#fff', 0]]);
      this.defs.push(`<mask id="${mid}"><rect y="${n1(y)}" width="${this.w}" height="${n1(h)}" fill="${fade}"/></mask>`);
      mask = ` mask="url(#${mid})"`;
    }
    return this.add(`<rect y="${n1(y)}" width="${this.w}" height="${n1(h)}" filter="url(#${id})" opacity="${opacity}"${mask}/>`);
  }

  /** Darkened edges, the cheapest "lens" look. */
  vignette(strength = 0.8): this {
    return this.fill(this.radial([[0.45, '#000', 0], [0.8, '#000', strength * 0.55], [1, '#000', strength]], { r: 0.75 }));
  }

  svg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

/** The channels of a #rrggbb colour, each 0 to 1 (three decimals). */
export function hexRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255].map((c) => Math.round(c * 1000) / 1000);
  return [r as number, g as number, b as number];
}

/** Linear mix of two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [hexRgb(a), hexRgb(b)];
  return `#${ca.map((v, i) => Math.round((v + ((cb[i] as number) - v) * t) * 255).toString(16).padStart(2, '0')).join('')}`;
}

export async function writeJpeg(svgOrScene: string | Scene, file: string, { quality = JPEG.quality } = {}): Promise<void> {
  const svg = typeof svgOrScene === 'string' ? svgOrScene : svgOrScene.svg();
  await sharp(Buffer.from(svg)).jpeg({ ...JPEG, quality }).toFile(file);
  record(file);
}
