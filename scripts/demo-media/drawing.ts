// Shared drawing pieces of the motifs: sky and ground, stars, figures, film lights, out-of-focus lights.
import type { Palette } from './config.ts';
import type { Scene } from './scene.ts';
import { between, n1, pick } from './util.ts';

/** `hat` gives the noir fedora, `coat` a longer hem; `flip: -1` faces the other way. */
export interface PersonOptions {
  hat?: boolean;
  coat?: boolean;
  flip?: number;
}

export interface BokehOptions {
  y0?: number;
  y1?: number;
  rmin?: number;
  rmax?: number;
  colors?: string[];
  opacity?: number;
}

/** Sky to horizon to ground. */
export function skyGround(s: Scene, p: Palette, horizon: number): void {
  s.fill(s.linear([[0, p.sky0], [horizon, p.sky1], [Math.min(1, horizon + 0.004), p.ground], [1, p.ground]]));
}

export function stars(s: Scene, count: number, maxY: number, color = '#ffffff'): void {
  const { rand, w } = s;
  for (let i = 0; i < count; i += 1) {
    const r = between(rand, 0.4, 1.5) * (s.m / 800);
    s.add(`<circle cx="${n1(rand() * w)}" cy="${n1(rand() * maxY)}" r="${n1(r)}" fill="${color}" opacity="${n1(between(rand, 0.15, 0.8))}"/>`);
  }
}

/** Standing figure, feet at (x, baseY); `hat` gives the noir fedora, `coat` a longer hem. */
export function person(x: number, baseY: number, hgt: number, fill: string, { hat = false, coat = false, flip = 1 }: PersonOptions = {}): string {
  const u = hgt / 100;
  const X = (dx: number) => n1(x + dx * u * flip);
  const Y = (dy: number) => n1(baseY - dy * u);
  const hem = coat ? 22 : 40;
  const body =
    `M${X(-4)} ${Y(86)} C${X(-13)} ${Y(85)} ${X(-16)} ${Y(82)} ${X(-17)} ${Y(74)} L${X(-19)} ${Y(hem)} L${X(-9)} ${Y(hem - 2)} ` +
    `L${X(-8)} ${Y(0)} L${X(-2)} ${Y(0)} L${X(-1)} ${Y(38)} L${X(1)} ${Y(38)} L${X(2)} ${Y(0)} L${X(8)} ${Y(0)} ` +
    `L${X(9)} ${Y(hem - 2)} L${X(19)} ${Y(hem)} L${X(17)} ${Y(74)} C${X(16)} ${Y(82)} ${X(13)} ${Y(85)} ${X(4)} ${Y(86)} Z`;
  let out = `<path d="${body}" fill="${fill}"/><ellipse cx="${X(0.5)}" cy="${Y(93)}" rx="${n1(6 * u)}" ry="${n1(7.2 * u)}" fill="${fill}"/>`;
  if (hat) {
    out += `<ellipse cx="${X(0.5)}" cy="${Y(97.5)}" rx="${n1(12 * u)}" ry="${n1(2 * u)}" fill="${fill}"/>`;
    out += `<path d="M${X(-6)} ${Y(97)} L${X(-5)} ${Y(106)} Q${X(0.5)} ${Y(108)} ${X(6)} ${Y(106)} L${X(7)} ${Y(97)} Z" fill="${fill}"/>`;
  }
  return out;
}

/** Film light on a stand, throwing a soft beam towards (tx, ty). */
export function lightStand(
  s: Scene,
  p: Palette,
  x: number,
  baseY: number,
  hgt: number,
  tx: number,
  ty: number,
  { beam = 0.35 }: { beam?: number } = {},
): void {
  const headY = baseY - hgt;
  const u = hgt / 100;
  const ang = (Math.atan2(ty - headY, tx - x) * 180) / Math.PI;
  const spread = 0.22;
  const len = Math.hypot(tx - x, ty - headY) * 1.15;
  const beamPaint = s.linear([[0, p.glow, beam], [1, p.glow, 0]], [0, 0, 1, 0]);
  // gradient runs along the beam: draw the beam horizontally, then rotate it into place
  s.add(
    `<g transform="translate(${n1(x)} ${n1(headY)}) rotate(${n1(ang)})" filter="${s.blur(6 * u)}">` +
      `<polygon points="0,0 ${n1(len)},${n1(-Math.tan(spread) * len)} ${n1(len)},${n1(Math.tan(spread) * len)}" fill="${beamPaint}"/></g>`,
  );
  const ink = p.ink;
  s.add(
    // tripod legs and pole
    `<path d="M${n1(x)} ${n1(baseY - 18 * u)} L${n1(x - 16 * u)} ${n1(baseY)} M${n1(x)} ${n1(baseY - 18 * u)} L${n1(x + 16 * u)} ${n1(baseY)} ` +
      `M${n1(x)} ${n1(baseY - 18 * u)} L${n1(x + 2 * u)} ${n1(baseY)} M${n1(x)} ${n1(baseY - 18 * u)} L${n1(x)} ${n1(headY + 6 * u)}" ` +
      `stroke="${ink}" stroke-width="${n1(1.6 * u)}" fill="none"/>`,
    // lamp head with barn doors, pointing along the beam
    `<g transform="translate(${n1(x)} ${n1(headY)}) rotate(${n1(ang)})">` +
      `<rect x="${n1(-9 * u)}" y="${n1(-6 * u)}" width="${n1(12 * u)}" height="${n1(12 * u)}" rx="${n1(1.5 * u)}" fill="${ink}"/>` +
      `<path d="M${n1(3 * u)} ${n1(-6 * u)} L${n1(9 * u)} ${n1(-10 * u)} M${n1(3 * u)} ${n1(6 * u)} L${n1(9 * u)} ${n1(10 * u)}" stroke="${ink}" stroke-width="${n1(1.5 * u)}"/>` +
      `<rect x="${n1(2.5 * u)}" y="${n1(-5 * u)}" width="${n1(1.6 * u)}" height="${n1(10 * u)}" fill="${p.glow}"/></g>`,
  );
  s.glow(x + Math.cos((ang * Math.PI) / 180) * 4 * u, headY + Math.sin((ang * Math.PI) / 180) * 4 * u, 14 * u, p.glow, 0.8);
}

/** Scattered out-of-focus lights. */
export function bokeh(
  s: Scene,
  p: Palette,
  count: number,
  { y0 = 0, y1 = s.h, rmin = 0.02, rmax = 0.07, colors = [p.accent, p.glow], opacity = 0.5 }: BokehOptions = {},
): void {
  const { rand, w, m } = s;
  const blur = s.blur(n1(m * 0.004));
  let out = `<g filter="${blur}">`;
  for (let i = 0; i < count; i += 1) {
    const r = between(rand, rmin, rmax) * m;
    const col = pick(rand, colors);
    out += `<circle cx="${n1(rand() * w)}" cy="${n1(between(rand, y0, y1))}" r="${n1(r)}" fill="${col}" opacity="${n1(between(rand, 0.25, 1) * opacity * 100) / 100}"/>`;
  }
  s.add(`${out}</g>`);
}
