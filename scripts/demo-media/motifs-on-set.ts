// Motifs of a film set at work. Each motif draws a whole picture into a Scene, in relative coordinates (see motifs.ts).
import type { Palette } from './config.ts';
import type { MotifOptions } from './motif-options.ts';
import { FONT } from './config.ts';
import type { Scene } from './scene.ts';
import { textSvg, type TextOptions } from './text.ts';
import { bokeh, lightStand, person, skyGround } from './drawing.ts';
import { between, n1, pick } from './util.ts';

/** Soundstage: lights on stands, beams through haze, a director's chair. */
export function setLights(s: Scene, p: Palette, o: MotifOptions): void {
  const { w, h, m } = s;
  const floor = h * (o.horizon ?? 0.8);
  skyGround(s, p, 0.8);
  s.haze(p.glow, 0.22, { seed: o.seed ?? 11 });
  s.glow(w * 0.5, floor - h * 0.2, m * 0.55, p.accent, 0.35);
  const hgt = h * 0.42;
  lightStand(s, p, w * 0.16, floor, hgt, w * 0.55, floor - h * 0.1, { beam: 0.45 });
  lightStand(s, p, w * 0.86, floor + m * 0.02, hgt * 1.1, w * 0.45, floor - h * 0.05, { beam: 0.3 });
  if (o.third) lightStand(s, p, w * 0.64, floor - m * 0.05, hgt * 0.7, w * 0.3, floor, { beam: 0.25 });
  // director's chair
  const cx = w * 0.44;
  const cu = m / 100;
  s.add(
    `<g fill="${p.ink}" stroke="${p.ink}" stroke-width="${n1(0.8 * cu)}">` +
      `<rect x="${n1(cx)}" y="${n1(floor - 22 * cu)}" width="${n1(12 * cu)}" height="${n1(5 * cu)}"/>` +
      `<rect x="${n1(cx - 1 * cu)}" y="${n1(floor - 13 * cu)}" width="${n1(14 * cu)}" height="${n1(1.5 * cu)}"/>` +
      `<path d="M${n1(cx)} ${n1(floor)} L${n1(cx + 12 * cu)} ${n1(floor - 13 * cu)} M${n1(cx + 12 * cu)} ${n1(floor)} L${n1(cx)} ${n1(floor - 13 * cu)} M${n1(cx)} ${n1(floor - 22 * cu)} L${n1(cx)} ${n1(floor - 13 * cu)} M${n1(cx + 12 * cu)} ${n1(floor - 22 * cu)} L${n1(cx + 12 * cu)} ${n1(floor - 13 * cu)}" fill="none"/></g>`,
  );
  if (o.crew) s.add(person(w * 0.56, floor + m * 0.02, h * 0.36, p.ink, {}));
  if (o.rain) {
    // rain tower: streaks that only show where the back light catches them
    let rain = '';
    for (let i = 0; i < 160; i += 1) {
      const x = between(s.rand, 0.2, 0.9) * w;
      rain += `<rect x="${n1(x)}" y="${n1(s.rand() * floor)}" width="${n1(m * 0.002)}" height="${n1(between(s.rand, 0.03, 0.09) * h)}" fill="${p.glow}" opacity="${n1(between(s.rand, 0.15, 0.55))}"/>`;
    }
    s.add(`<g transform="rotate(6 ${n1(w / 2)} ${n1(h / 2)})">${rain}</g>`);
    s.add(person(w * 0.52, floor + m * 0.01, h * 0.38, p.ink, { coat: true }));
  }
}

/** Clapperboard on a table, chalk text, bokeh behind. */
export function clapper(s: Scene, p: Palette, o: MotifOptions): void {
  const { w, h, m } = s;
  s.fill(s.linear([[0, p.sky0], [1, p.sky1]]));
  bokeh(s, p, 22, { y1: h * 0.6, rmin: 0.03, rmax: 0.09, opacity: 0.45 });
  s.fill(s.linear([[0, '#000', 0], [0.62, '#000', 0], [0.63, p.ground, 1], [1, '#000', 1]]));
  const bw = m * 0.8;
  const bh = bw * 0.62;
  const x = w * 0.5 - bw / 2;
  const y = h * 0.36;
  const chalk = '#e9e4d8';
  const stripes = (yy: number, hh: number) => {
    let out = '';
    for (let i = 0; i < 8; i += 1) {
      const sx = (i * bw) / 8;
      out += `<polygon points="${n1(sx)},${n1(yy)} ${n1(sx + bw / 16)},${n1(yy)} ${n1(sx + bw / 8)},${n1(yy + hh)} ${n1(sx + bw / 16)},${n1(yy + hh)}" fill="${chalk}"/>`;
    }
    return out;
  };
  const sh = bh * 0.16;
  const t = (text: string, tx: number, ty: number, size: number, extra: Partial<TextOptions> = {}) =>
    textSvg(text, { x: tx, y: ty, size, family: FONT.sans, weight: 'bold', fill: chalk, anchor: 'start', opacity: 0.9, ...extra });
  s.add(
    `<g transform="translate(${n1(x)} ${n1(y)}) rotate(-4)">` +
      `<rect x="${n1(-bw * 0.02)}" y="${n1(bh * 0.05)}" width="${n1(bw * 1.04)}" height="${n1(bh * 1.02)}" fill="#000" opacity="0.6" filter="${s.blur(n1(m * 0.02))}"/>` +
      `<rect width="${n1(bw)}" height="${n1(bh)}" rx="${n1(m * 0.008)}" fill="#141414"/>` +
      `<rect y="0" width="${n1(bw)}" height="${n1(sh)}" fill="#0b0b0b"/>${stripes(0, sh)}` +
      `<g transform="translate(0 ${n1(-sh * 0.1)}) rotate(-14)"><rect y="${n1(-sh)}" width="${n1(bw)}" height="${n1(sh)}" fill="#0b0b0b"/>${stripes(-sh, sh)}</g>` +
      `<path d="M0 ${n1(bh * 0.42)} H${n1(bw)} M0 ${n1(bh * 0.66)} H${n1(bw)} M${n1(bw * 0.34)} ${n1(bh * 0.66)} V${n1(bh)} M${n1(bw * 0.67)} ${n1(bh * 0.66)} V${n1(bh)}" stroke="${chalk}" stroke-width="${n1(m * 0.003)}" opacity="0.7"/>` +
      t('PROD.', bw * 0.04, bh * 0.28, m * 0.022, { weight: 'normal', opacity: 0.6 }) +
      t(o.title ?? 'UNTITLED', bw * 0.04, bh * 0.37, m * 0.045) +
      t('DIRECTOR', bw * 0.04, bh * 0.5, m * 0.018, { weight: 'normal', opacity: 0.6 }) +
      t(o.director ?? 'M. ELLISON', bw * 0.04, bh * 0.6, m * 0.034) +
      t('SCENE', bw * 0.04, bh * 0.73, m * 0.018, { weight: 'normal', opacity: 0.6 }) +
      t(o.scene ?? '12', bw * 0.1, bh * 0.9, m * 0.06) +
      t('TAKE', bw * 0.38, bh * 0.73, m * 0.018, { weight: 'normal', opacity: 0.6 }) +
      t(o.take ?? '3', bw * 0.46, bh * 0.9, m * 0.06) +
      t('ROLL', bw * 0.71, bh * 0.73, m * 0.018, { weight: 'normal', opacity: 0.6 }) +
      t(o.roll ?? 'A7', bw * 0.74, bh * 0.9, m * 0.06) +
      `</g>`,
  );
  s.glow(w * 0.85, h * 0.2, m * 0.4, p.accent, 0.25);
}

/** Cinema camera on a tripod: two film magazines, matte box, a tally light. */
export function camera(s: Scene, p: Palette, o: MotifOptions): void {
  const { w, h, m } = s;
  skyGround(s, p, 0.82);
  bokeh(s, p, 18, { y1: h * 0.7, rmin: 0.02, rmax: 0.08, opacity: 0.35 });
  s.glow(w * 0.3, h * 0.4, m * 0.5, p.accent, 0.35);
  const cx = w * (o.camX ?? 0.55);
  const cy = h * 0.46;
  const u = m / 100;
  const ink = p.ink;
  s.add(
    `<g fill="${ink}" stroke="${ink}">` +
      // tripod
      `<path d="M${n1(cx)} ${n1(cy + 12 * u)} L${n1(cx - 22 * u)} ${n1(h * 0.98)} M${n1(cx)} ${n1(cy + 12 * u)} L${n1(cx + 22 * u)} ${n1(h * 0.98)} M${n1(cx)} ${n1(cy + 12 * u)} L${n1(cx + 3 * u)} ${n1(h * 0.96)}" stroke-width="${n1(1.6 * u)}" fill="none"/>` +
      `<rect x="${n1(cx - 6 * u)}" y="${n1(cy + 8 * u)}" width="${n1(12 * u)}" height="${n1(5 * u)}" stroke="none"/>` +
      // body, lens, matte box
      `<rect x="${n1(cx - 14 * u)}" y="${n1(cy - 6 * u)}" width="${n1(26 * u)}" height="${n1(14 * u)}" rx="${n1(u)}" stroke="none"/>` +
      `<rect x="${n1(cx - 24 * u)}" y="${n1(cy - 3 * u)}" width="${n1(11 * u)}" height="${n1(8 * u)}" stroke="none"/>` +
      `<polygon points="${n1(cx - 24 * u)},${n1(cy - 2 * u)} ${n1(cx - 32 * u)},${n1(cy - 7 * u)} ${n1(cx - 32 * u)},${n1(cy + 11 * u)} ${n1(cx - 24 * u)},${n1(cy + 5 * u)}" stroke="none"/>` +
      // two magazines, the classic silhouette
      `<circle cx="${n1(cx - 3 * u)}" cy="${n1(cy - 15 * u)}" r="${n1(9 * u)}" stroke="none"/><circle cx="${n1(cx + 13 * u)}" cy="${n1(cy - 15 * u)}" r="${n1(9 * u)}" stroke="none"/>` +
      // viewfinder
      `<rect x="${n1(cx + 12 * u)}" y="${n1(cy - 2 * u)}" width="${n1(10 * u)}" height="${n1(4 * u)}" stroke="none"/></g>`,
  );
  s.add(`<circle cx="${n1(cx - 3 * u)}" cy="${n1(cy - 15 * u)}" r="${n1(9 * u)}" fill="none" stroke="${p.accent}" stroke-opacity="0.35" stroke-width="${n1(0.5 * u)}"/>`);
  s.glow(cx + 8 * u, cy - 3 * u, 2.5 * u, '#ff2a1a', 1);
  s.glow(cx - 33 * u, cy + 2 * u, 6 * u, p.glow, 0.5);
  if (o.operator) s.add(person(cx + 30 * u, h * 0.98, h * 0.52, ink, {}));
}

/** Night shoot at a container dock: cranes, stacked containers, sodium lights, a small crew. */
export function dock(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.72;
  const base = h * hz;
  skyGround(s, p, hz);
  s.haze(p.accent, 0.3, { seed: o.seed ?? 31, h: base });
  // cranes
  for (const [x, sc] of [[0.18, 1], [0.62, 0.8]] as const) {
    const cx = w * x;
    const ch = h * 0.5 * sc;
    const cw = m * 0.06 * sc;
    let truss = `M${n1(cx)} ${n1(base)} L${n1(cx)} ${n1(base - ch)} M${n1(cx + cw)} ${n1(base)} L${n1(cx + cw)} ${n1(base - ch)}`;
    for (let i = 0; i < 8; i += 1) {
      const y = base - (ch * i) / 8;
      truss += ` M${n1(cx)} ${n1(y)} L${n1(cx + cw)} ${n1(y - ch / 8)}`;
    }
    const boomY = base - ch * 0.85;
    truss += ` M${n1(cx - cw * 2)} ${n1(boomY)} L${n1(cx + w * 0.32 * sc)} ${n1(boomY)} M${n1(cx - cw * 2)} ${n1(boomY - cw * 0.6)} L${n1(cx + w * 0.32 * sc)} ${n1(boomY - cw * 0.6)}`;
    for (let i = 0; i < 16; i += 1) {
      const bx = cx - cw * 2 + (i * (w * 0.32 * sc + cw * 2)) / 16;
      truss += ` M${n1(bx)} ${n1(boomY)} L${n1(bx + (w * 0.32 * sc) / 16)} ${n1(boomY - cw * 0.6)}`;
    }
    truss += ` M${n1(cx + w * 0.2 * sc)} ${n1(boomY)} L${n1(cx + w * 0.2 * sc)} ${n1(base - ch * 0.35)}`;
    s.add(`<path d="${truss}" stroke="${p.ink}" stroke-width="${n1(m * 0.004 * sc)}" fill="none"/>`);
    s.glow(cx + cw / 2, base - ch, m * 0.015, '#ff3b2b', 1);
  }
  // container stacks
  const colors = ['#3a1a12', '#1d3338', '#3b2c12', '#22242c'];
  for (let x = -m * 0.02; x < w; x += m * 0.2) {
    const stack = Math.floor(between(rand, 1, 4));
    for (let k = 0; k < stack; k += 1) {
      const y = base - (k + 1) * m * 0.07;
      s.add(`<rect x="${n1(x)}" y="${n1(y)}" width="${n1(m * 0.19)}" height="${n1(m * 0.068)}" fill="${pick(rand, colors)}"/>`);
      let ribs = '';
      for (let r = 1; r < 12; r += 1) ribs += `M${n1(x + (r * m * 0.19) / 12)} ${n1(y)} v${n1(m * 0.068)} `;
      s.add(`<path d="${ribs}" stroke="#000" stroke-opacity="0.35" stroke-width="${n1(m * 0.002)}"/>`);
    }
  }
  s.fill(s.linear([[0, '#000', 0.2], [hz, '#000', 0], [1, '#000', 0.3]]));
  // sodium lamps
  for (const x of [0.08, 0.42, 0.88]) {
    s.add(`<rect x="${n1(w * x)}" y="${n1(base - h * 0.34)}" width="${n1(m * 0.006)}" height="${n1(h * 0.34)}" fill="${p.ink}"/>`);
    s.glow(w * x, base - h * 0.34, m * 0.18, p.accent, 0.6);
  }
  s.add(`<rect y="${n1(base)}" width="${w}" height="${n1(h - base)}" fill="${s.linear([[0, '#15100c'], [1, p.ink]])}"/>`);
  // the crew: a light, a camera person, an actor
  lightStand(s, p, w * 0.72, h * 0.95, h * 0.3, w * 0.5, h * 0.85, { beam: 0.4 });
  s.add(person(w * 0.5, h * 0.96, h * 0.2, p.ink, { coat: true }), person(w * 0.38, h * 0.97, h * 0.19, p.ink, {}));
}

/** Video village: monitors glowing in the dark, chairs, a silhouette watching. */
export function monitors(s: Scene, p: Palette, o: MotifOptions): void {
  const { w, h, m } = s;
  s.fill(s.linear([[0, p.sky0], [1, p.ground]]));
  bokeh(s, p, 12, { y1: h * 0.5, rmin: 0.03, rmax: 0.08, opacity: 0.3 });
  const table = h * 0.62;
  const screens = o.screens ?? 3;
  for (let i = 0; i < screens; i += 1) {
    const mw = m * 0.3;
    const mh = mw * 0.58;
    const x = w / 2 + (i - (screens - 1) / 2) * mw * 1.08 - mw / 2;
    const y = table - mh - m * 0.05;
    s.glow(x + mw / 2, y + mh / 2, mw, p.cool, 0.25);
    // the picture: a miniature of the film being shot
    const pic = s.linear([[0, p.sky1], [0.6, p.accent], [1, p.ink]]);
    s.add(
      `<rect x="${n1(x - m * 0.008)}" y="${n1(y - m * 0.008)}" width="${n1(mw + m * 0.016)}" height="${n1(mh + m * 0.016)}" fill="#0c0c0c"/>` +
        `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(mw)}" height="${n1(mh)}" fill="${pic}"/>` +
        `<circle cx="${n1(x + mw * (0.3 + i * 0.2))}" cy="${n1(y + mh * 0.55)}" r="${n1(mh * 0.18)}" fill="${p.glow}" opacity="0.85"/>` +
        `<rect x="${n1(x)}" y="${n1(y + mh * 0.75)}" width="${n1(mw)}" height="${n1(mh * 0.25)}" fill="${p.ink}" opacity="0.85"/>` +
        `<rect x="${n1(x + mw / 2 - m * 0.01)}" y="${n1(y + mh + m * 0.008)}" width="${n1(m * 0.02)}" height="${n1(m * 0.04)}" fill="#0c0c0c"/>`,
    );
  }
  s.add(`<rect y="${n1(table)}" width="${w}" height="${n1(h - table)}" fill="${p.ink}"/>`);
  s.add(`<rect y="${n1(table)}" width="${w}" height="${n1(m * 0.006)}" fill="${p.cool}" opacity="0.5"/>`);
  s.add(person(w * 0.3, h * 1.25, h * 0.8, '#000', {}), person(w * 0.74, h * 1.3, h * 0.82, '#000', { hat: true }));
}

/** Two actors facing each other, a boom pole reaching in from above, one hard key light. */
export function boomMic(s: Scene, p: Palette, o: MotifOptions): void {
  const { w, h, m } = s;
  skyGround(s, p, 0.86);
  s.haze(p.glow, 0.15, { seed: o.seed ?? 37 });
  s.glow(w * 0.5, h * 0.55, m * 0.5, p.accent, 0.4);
  const floor = h * 0.9;
  s.add(person(w * 0.4, floor, h * 0.55, p.ink, { coat: true }), person(w * 0.6, floor, h * 0.52, p.ink, { flip: -1 }));
  const mx = w * 0.5;
  const my = h * 0.22;
  s.add(
    `<path d="M${w} ${n1(h * 0.02)} L${n1(mx + m * 0.05)} ${n1(my)}" stroke="${p.ink}" stroke-width="${n1(m * 0.01)}"/>` +
      `<g transform="rotate(-8 ${n1(mx)} ${n1(my)})"><rect x="${n1(mx - m * 0.07)}" y="${n1(my - m * 0.022)}" width="${n1(m * 0.13)}" height="${n1(m * 0.044)}" rx="${n1(m * 0.022)}" fill="#17120f" stroke="#2a221c" stroke-width="${n1(m * 0.006)}" stroke-dasharray="${n1(m * 0.004)} ${n1(m * 0.003)}"/></g>`,
  );
  lightStand(s, p, w * 0.1, h * 0.95, h * 0.5, w * 0.45, h * 0.45, { beam: 0.35 });
}
