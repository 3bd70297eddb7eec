// Motifs of rooms, doorways and crowds. Each motif draws a whole picture into a Scene, in relative coordinates (see motifs.ts).
import type { Palette } from './config.ts';
import type { MotifOptions } from './motif-options.ts';
import { mix, type Scene } from './scene.ts';
import { bokeh, person, skyGround } from './drawing.ts';
import { between, n1 } from './util.ts';

/** Backlit figures in a doorway of light with a long spill on the floor. */
export function silhouettes(s: Scene, p: Palette, o: MotifOptions): void {
  const { w, h, m } = s;
  const floor = h * (o.horizon ?? 0.78);
  s.fill(p.sky0);
  s.fill(s.linear([[0, p.sky0], [0.6, p.sky1], [1, p.sky0]], [0, 0, 1, 0]), 0.6);
  const dw = m * 0.26;
  const dh = h * 0.55;
  const dx = w * (o.doorX ?? 0.5) - dw / 2;
  s.glow(dx + dw / 2, floor - dh / 2, m * 0.7, p.accent, 0.45);
  s.add(`<rect x="${n1(dx)}" y="${n1(floor - dh)}" width="${n1(dw)}" height="${n1(dh)}" fill="${s.linear([[0, p.glow], [1, p.accent]])}"/>`);
  s.add(`<polygon points="${n1(dx)},${n1(floor)} ${n1(dx + dw)},${n1(floor)} ${n1(dx + dw * 2.6)},${h} ${n1(dx - dw * 1.6)},${h}" fill="${s.linear([[0, p.glow, 0.5], [1, p.accent, 0]])}"/>`);
  s.haze(p.glow, 0.3, { seed: o.seed ?? 7 });
  const count = o.count ?? 2;
  for (let i = 0; i < count; i += 1) {
    const fx = dx + dw * ((i + 0.5) / count) + (i - (count - 1) / 2) * m * 0.02;
    s.add(person(fx, floor + m * 0.01, dh * between(s.rand, 0.62, 0.7), p.ink, { hat: o.hat && i === 0, coat: i % 2 === 1 }));
  }
}

/** Noir office: light through venetian blinds, desk lamp, a man in a hat, ledger lines. */
export function blinds(s: Scene, p: Palette, o: MotifOptions): void {
  const { w, h, m } = s;
  s.fill(s.linear([[0, p.sky1], [1, p.sky0]], [0, 0, 1, 1]));
  let slats = `<g transform="rotate(-22 ${n1(w / 2)} ${n1(h / 2)})" filter="${s.blur(n1(m * 0.004))}">`;
  for (let i = 0; i < 14; i += 1) {
    const y = h * 0.02 + i * m * 0.06;
    slats += `<rect x="${n1(w * 0.25)}" y="${n1(y)}" width="${n1(w * 1.1)}" height="${n1(m * 0.032)}" fill="${p.glow}" opacity="${n1(0.1 + 0.02 * (i % 3))}"/>`;
  }
  s.add(`${slats}</g>`);
  s.glow(w * 0.85, h * 0.15, m * 0.6, p.accent, 0.25);
  const desk = h * (o.horizon ?? 0.74);
  s.add(`<rect y="${n1(desk)}" width="${w}" height="${n1(h - desk)}" fill="${s.linear([[0, '#1a130c'], [1, p.ink]])}"/>`);
  // the ledger: an open book with ruled lines catching the lamp
  const lx = w * 0.58;
  s.add(
    `<g transform="translate(${n1(lx)} ${n1(desk + m * 0.05)}) skewX(-30)">` +
      `<rect width="${n1(m * 0.3)}" height="${n1(m * 0.09)}" fill="#d9c9a3" opacity="0.85"/>` +
      Array.from({ length: 6 }, (_, i) => `<rect x="${n1(m * 0.01)}" y="${n1(m * (0.012 + i * 0.013))}" width="${n1(m * 0.28)}" height="${n1(m * 0.0015)}" fill="#6b4a2a"/>`).join('') +
      `<rect x="${n1(m * 0.148)}" width="${n1(m * 0.004)}" height="${n1(m * 0.09)}" fill="#6b4a2a"/></g>`,
  );
  // desk lamp
  const ax = w * 0.78;
  s.glow(ax - m * 0.02, desk, m * 0.35, p.accent, 0.5);
  s.add(
    `<path d="M${n1(ax)} ${n1(desk)} L${n1(ax + m * 0.04)} ${n1(desk - m * 0.14)} L${n1(ax - m * 0.02)} ${n1(desk - m * 0.2)}" stroke="${p.ink}" stroke-width="${n1(m * 0.008)}" fill="none"/>` +
      `<ellipse cx="${n1(ax)}" cy="${n1(desk)}" rx="${n1(m * 0.04)}" ry="${n1(m * 0.008)}" fill="${p.ink}"/>` +
      `<path d="M${n1(ax - m * 0.07)} ${n1(desk - m * 0.16)} L${n1(ax + m * 0.01)} ${n1(desk - m * 0.23)} L${n1(ax + m * 0.02)} ${n1(desk - m * 0.19)} Z" fill="${p.ink}"/>`,
  );
  s.add(`<polygon points="${n1(ax - m * 0.07)},${n1(desk - m * 0.16)} ${n1(ax + m * 0.02)},${n1(desk - m * 0.19)} ${n1(ax + m * 0.05)},${n1(desk + m * 0.12)} ${n1(ax - m * 0.35)},${n1(desk + m * 0.12)}" fill="${s.linear([[0, p.glow, 0.45], [1, p.glow, 0]])}" filter="${s.blur(n1(m * 0.01))}"/>`);
  // the man in the hat, half in shadow
  s.add(person(w * (o.figureX ?? 0.3), h * 1.02, h * 0.78, p.ink, { hat: true, coat: true }));
  s.haze(p.cool, 0.18, { seed: o.seed ?? 17 });
}

/** Hotel corridor in one-point perspective, a lit door at the end, a figure waiting in it. */
export function corridor(s: Scene, p: Palette, o: MotifOptions): void {
  const { w, h, m } = s;
  const vx = w * 0.5;
  const vy = h * 0.48;
  const ew = m * 0.16;
  const eh = m * 0.28;
  const [ex0, ex1, ey0, ey1] = [vx - ew / 2, vx + ew / 2, vy - eh / 2, vy + eh / 2];
  s.fill(p.sky0);
  s.add(`<polygon points="0,0 ${w},0 ${n1(ex1)},${n1(ey0)} ${n1(ex0)},${n1(ey0)}" fill="${s.linear([[0, p.ink], [1, p.sky1]])}"/>`);
  s.add(`<polygon points="0,${h} ${w},${h} ${n1(ex1)},${n1(ey1)} ${n1(ex0)},${n1(ey1)}" fill="${s.linear([[0, '#2a0e0a'], [1, p.sky1]], [0, 1, 0, 0])}"/>`);
  s.add(`<polygon points="0,0 ${n1(ex0)},${n1(ey0)} ${n1(ex0)},${n1(ey1)} 0,${h}" fill="${s.linear([[0, p.ink], [1, p.sky1]], [0, 0, 1, 0])}"/>`);
  s.add(`<polygon points="${w},0 ${n1(ex1)},${n1(ey0)} ${n1(ex1)},${n1(ey1)} ${w},${h}" fill="${s.linear([[0, p.sky1], [1, p.ink]], [0, 0, 1, 0])}"/>`);
  // side doors and ceiling lamps receding
  for (let i = 1; i <= 5; i += 1) {
    const t = 1 - 1 / (1 + i * 0.6);
    const lx = (x: number) => x + (vx - x) * t;
    const ly = (y: number) => y + (vy - y) * t;
    const dx = lx(0);
    s.add(`<line x1="${n1(dx)}" y1="${n1(ly(h * 0.2))}" x2="${n1(dx)}" y2="${n1(ly(h))}" stroke="${p.accent}" stroke-opacity="0.2" stroke-width="${n1(m * 0.004 * (1 - t))}"/>`);
    s.add(`<line x1="${n1(lx(w))}" y1="${n1(ly(h * 0.2))}" x2="${n1(lx(w))}" y2="${n1(ly(h))}" stroke="${p.accent}" stroke-opacity="0.2" stroke-width="${n1(m * 0.004 * (1 - t))}"/>`);
    s.glow(vx, ly(0) + m * 0.01, m * 0.08 * (1 - t), p.glow, 0.55);
  }
  s.add(`<rect x="${n1(ex0)}" y="${n1(ey0)}" width="${n1(ew)}" height="${n1(eh)}" fill="${s.linear([[0, p.glow], [1, p.accent]])}"/>`);
  s.glow(vx, vy, m * 0.3, p.accent, 0.4);
  s.add(person(vx, ey1, eh * 0.8, p.ink, { coat: true, hat: o.hat }));
  s.add(`<polygon points="${n1(ex0)},${n1(ey1)} ${n1(ex1)},${n1(ey1)} ${n1(vx + m * 0.3)},${h} ${n1(vx - m * 0.3)},${h}" fill="${p.glow}" opacity="0.08"/>`);
}

/** Cinema: projector beam over rows of seats, dust in the light. */
export function projector(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  s.fill(s.linear([[0, p.sky0], [1, p.ground]]));
  const px = w * (o.beamX ?? 0.85);
  const py = h * 0.12;
  const sx = w * 0.12;
  // screen glow on the far left
  s.add(`<rect x="${n1(-w * 0.05)}" y="${n1(h * 0.2)}" width="${n1(w * 0.22)}" height="${n1(h * 0.4)}" fill="${p.glow}" opacity="0.25" filter="${s.blur(n1(m * 0.02))}"/>`);
  s.add(`<polygon points="${n1(px)},${n1(py)} ${n1(sx)},${n1(h * 0.18)} ${n1(sx)},${n1(h * 0.62)}" fill="${s.linear([[0, p.glow, 0.5], [1, p.glow, 0.05]], [1, 0, 0, 0])}" filter="${s.blur(n1(m * 0.01))}"/>`);
  s.glow(px, py, m * 0.08, p.glow, 1);
  let dust = '';
  for (let i = 0; i < 90; i += 1) {
    const t = rand();
    const x = px + (sx - px) * t;
    const y = py + (h * 0.18 - py + between(rand, 0, h * 0.44)) * t;
    dust += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(between(rand, 0.5, 1.8) * (m / 800))}" fill="${p.glow}" opacity="${n1(between(rand, 0.2, 0.8))}"/>`;
  }
  s.add(dust);
  // rows of seats
  for (let row = 0; row < 4; row += 1) {
    const y = h * (0.62 + row * 0.1);
    const sw = m * (0.07 + row * 0.015);
    let seats = '';
    for (let x = -sw * 0.3 + row * sw * 0.25; x < w; x += sw * 1.08) {
      seats += `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(sw)}" height="${n1(h)}" rx="${n1(sw * 0.3)}"/>`;
    }
    // seat backs catch a little light from the screen on their top edge
    s.add(`<g fill="${s.linear([[0, mix(p.accent, p.ink, 0.75)], [0.04, mix(p.accent, p.ink, 0.9)], [0.15, p.ink]])}" stroke="#000" stroke-width="${n1(m * 0.003)}">${seats}</g>`);
    if (row === 1) {
      s.add(`<g fill="${p.ink}">${person(w * 0.4, y + h * 0.1, h * 0.25, p.ink)}${person(w * 0.46, y + h * 0.11, h * 0.23, p.ink)}</g>`);
    }
  }
}

/** Rain on a window at night: blurred city lights behind streaks and drops. */
export function rainWindow(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  s.fill(s.linear([[0, p.sky0], [1, p.sky1]]));
  bokeh(s, p, 40, { rmin: 0.015, rmax: 0.06, opacity: 0.6, colors: [p.accent, p.glow, p.cool, '#ff3b2b'] });
  let rain = '';
  for (let i = 0; i < 120; i += 1) {
    const x = rand() * w;
    const y = rand() * h;
    rain += `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(m * 0.0015)}" height="${n1(between(rand, 0.02, 0.08) * h)}" fill="${p.glow}" opacity="${n1(between(rand, 0.08, 0.3))}"/>`;
  }
  s.add(`<g transform="rotate(8 ${n1(w / 2)} ${n1(h / 2)})">${rain}</g>`);
  let drops = '';
  for (let i = 0; i < 70; i += 1) {
    const r = between(rand, 0.002, 0.008) * m;
    drops += `<circle cx="${n1(rand() * w)}" cy="${n1(rand() * h)}" r="${n1(r)}" fill="none" stroke="${p.glow}" stroke-width="${n1(r * 0.4)}" opacity="${n1(between(rand, 0.2, 0.6))}"/>`;
  }
  s.add(drops);
  // window frame
  const fw = m * 0.025;
  s.add(`<g fill="${p.ink}"><rect x="${n1(w * 0.52)}" width="${n1(fw)}" height="${h}"/><rect y="${n1(h * 0.4)}" width="${w}" height="${n1(fw)}"/><rect width="${w}" height="${n1(fw)}"/><rect y="${n1(h - fw * 2)}" width="${w}" height="${n1(fw * 2)}"/></g>`);
  if (o.figure) s.add(`<g opacity="0.95">${person(w * 0.22, h * 1.2, h * 0.9, p.ink, { coat: true })}</g>`);
}

/** Premiere night: searchlights crossing the sky, a crowd, flashbulbs. */
export function festival(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  skyGround(s, p, 0.82);
  s.haze(p.glow, 0.18, { seed: o.seed ?? 23 });
  for (const [x, ang] of [[0.2, -62], [0.38, -100], [0.62, -80], [0.8, -118]] as const) {
    const len = h * 1.3;
    s.add(
      `<g transform="translate(${n1(w * x)} ${h}) rotate(${ang})" filter="${s.blur(n1(m * 0.01))}">` +
        `<polygon points="0,0 ${n1(len)},${n1(-len * 0.05)} ${n1(len)},${n1(len * 0.05)}" fill="${s.linear([[0, p.glow, 0.5], [1, p.glow, 0]], [0, 0, 1, 0])}"/></g>`,
    );
  }
  s.glow(w * 0.5, h * 0.9, w * 0.6, p.accent, 0.45);
  // crowd: heads and shoulders
  let crowd = '';
  for (let row = 0; row < 2; row += 1) {
    const y = h * (0.9 + row * 0.07);
    const size = m * (0.045 + row * 0.02);
    for (let x = -size; x < w + size; x += size * between(rand, 1.4, 2)) {
      crowd += `<circle cx="${n1(x)}" cy="${n1(y - size * 1.3)}" r="${n1(size * 0.5)}"/><rect x="${n1(x - size)}" y="${n1(y - size * 0.75)}" width="${n1(size * 2)}" height="${n1(size * 2)}" rx="${n1(size * 0.6)}"/>`;
    }
  }
  s.add(`<g fill="${p.ink}">${crowd}</g>`);
  // flashbulbs
  for (let i = 0; i < (o.flashes ?? 6); i += 1) {
    const fx = between(rand, 0.05, 0.95) * w;
    const fy = h * between(rand, 0.78, 0.88);
    s.glow(fx, fy, m * 0.06, '#ffffff', 0.8);
  }
  bokeh(s, p, 14, { y0: h * 0.55, y1: h * 0.85, rmin: 0.01, rmax: 0.03, opacity: 0.6, colors: [p.glow, p.accent, p.cool] });
}
