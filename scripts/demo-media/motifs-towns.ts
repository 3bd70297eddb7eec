// Motifs of towns and water at night. Each motif draws a whole picture into a Scene, in relative coordinates (see motifs.ts).
import type { Palette } from './config.ts';
import type { MotifOptions } from './motif-options.ts';
import type { Scene } from './scene.ts';
import { person, skyGround, stars } from './drawing.ts';
import { between, n1, pick } from './util.ts';

/** City at night: two rows of towers, lit windows, glow and reflections on wet ground / water. */
export function city(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.7;
  const base = h * hz;
  skyGround(s, p, hz);
  s.glow(w * 0.5, base, w * 0.75, p.accent, 0.35);
  stars(s, 50, base * 0.5);
  s.haze(p.accent, 0.35, { seed: o.seed ?? 3, y: base - h * 0.35, h: h * 0.4 });
  const towers: [number, number][] = [];
  for (const [layer, shade, hmin, hmax] of [[0, p.cool, 0.08, 0.3], [1, p.ink, 0.12, 0.5]] as const) {
    let x = -m * 0.02;
    while (x < w) {
      const bw = between(rand, 0.05, 0.13) * m;
      const bh = between(rand, hmin, hmax) * h * (o.tall ?? 1);
      const top = base - bh;
      s.add(`<rect x="${n1(x)}" y="${n1(top)}" width="${n1(bw)}" height="${n1(bh + 1)}" fill="${shade}" opacity="${layer ? 1 : 0.55}"/>`);
      if (layer) {
        const cell = m * 0.018;
        let win = '';
        for (let wy = top + cell; wy < base - cell; wy += cell * 1.5) {
          for (let wx = x + cell * 0.6; wx < x + bw - cell; wx += cell) {
            if (rand() < 0.2) {
              win += `<rect x="${n1(wx)}" y="${n1(wy)}" width="${n1(cell * 0.5)}" height="${n1(cell * 0.7)}" fill="${pick(rand, [p.glow, p.accent, p.accent])}" opacity="${n1(between(rand, 0.35, 0.95))}"/>`;
            }
          }
        }
        s.add(win);
        towers.push([x + bw / 2, top]);
      }
      x += bw + between(rand, 0, 0.01) * m;
    }
  }
  // aviation lights on the two tallest towers only
  for (const [tx, ty] of towers.sort((a, b) => a[1] - b[1]).slice(0, 2)) s.glow(tx, ty - m * 0.02, m * 0.02, '#ff3b2b', 0.9);
  // reflections: vertical smears of light on the wet street
  let refl = `<g filter="${s.blur(n1(m * 0.006))}">`;
  for (let i = 0; i < 46; i += 1) {
    const rx = rand() * w;
    refl += `<rect x="${n1(rx)}" y="${n1(base + m * 0.01)}" width="${n1(between(rand, 0.003, 0.01) * m)}" height="${n1(between(rand, 0.05, 0.25) * h)}" fill="${pick(rand, [p.accent, p.glow])}" opacity="${n1(between(rand, 0.1, 0.4))}"/>`;
  }
  s.add(`${refl}</g>`);
}

/** Moonlit harbour: moon and its broken reflection, pier posts, a moored boat, a lighthouse. */
export function harbor(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.58;
  const base = h * hz;
  skyGround(s, p, hz);
  stars(s, 90, base * 0.8, p.glow);
  const mx = w * (o.moonX ?? 0.66);
  const my = h * (o.moonY ?? 0.22);
  s.glow(mx, my, m * 0.35, p.glow, 0.25);
  s.add(`<circle cx="${n1(mx)}" cy="${n1(my)}" r="${n1(m * 0.06)}" fill="${p.glow}"/>`);
  s.haze(p.cool, 0.3, { seed: o.seed ?? 13, y: base - h * 0.2, h: h * 0.24, fy: 0.02 });
  s.add(`<rect y="${n1(base)}" width="${w}" height="${n1(h - base)}" fill="${s.linear([[0, p.sky1], [1, p.ground]])}"/>`);
  // moon path: short horizontal strokes thinning with distance
  for (let i = 0; i < 70; i += 1) {
    const t = rand();
    const yy = base + (h - base) * t ** 1.4;
    const spread = m * (0.02 + t * 0.12);
    const len = m * between(rand, 0.01, 0.05) * (0.4 + t);
    s.add(`<rect x="${n1(mx + between(rand, -spread, spread) - len / 2)}" y="${n1(yy)}" width="${n1(len)}" height="${n1(m * 0.003 * (1 + t))}" fill="${p.glow}" opacity="${n1(between(rand, 0.2, 0.8))}"/>`);
  }
  // far shore and lighthouse
  s.add(`<path d="M0 ${n1(base)} L0 ${n1(base - h * 0.03)} Q${n1(w * 0.15)} ${n1(base - h * 0.05)} ${n1(w * 0.3)} ${n1(base - h * 0.015)} L${n1(w * 0.3)} ${n1(base)} Z" fill="${p.ink}"/>`);
  const lx = w * 0.12;
  s.add(`<polygon points="${n1(lx - m * 0.008)},${n1(base - h * 0.04)} ${n1(lx + m * 0.008)},${n1(base - h * 0.04)} ${n1(lx + m * 0.005)},${n1(base - h * 0.12)} ${n1(lx - m * 0.005)},${n1(base - h * 0.12)}" fill="${p.ink}"/>`);
  s.glow(lx, base - h * 0.125, m * 0.05, p.accent, 0.9);
  s.add(`<polygon points="${n1(lx)},${n1(base - h * 0.125)} ${n1(lx + w * 0.5)},${n1(base - h * 0.2)} ${n1(lx + w * 0.5)},${n1(base - h * 0.1)}" fill="${s.linear([[0, p.accent, 0.35], [1, p.accent, 0]], [0, 0, 1, 0])}" filter="${s.blur(n1(m * 0.01))}"/>`);
  // pier posts in perspective
  for (let i = 0; i < 9; i += 1) {
    const t = i / 8;
    const px = w * (0.04 + t * 0.22);
    const py = h - (h - base) * (0.05 + t * 0.75);
    const ph = m * 0.12 * (1 - t * 0.8);
    s.add(`<rect x="${n1(px)}" y="${n1(py - ph)}" width="${n1(m * 0.018 * (1 - t * 0.7))}" height="${n1(ph)}" fill="${p.ink}"/>`);
  }
  // moored boat
  const bx = w * 0.78;
  const by = base + (h - base) * 0.32;
  const bu = m / 100;
  s.add(
    `<path d="M${n1(bx - 14 * bu)} ${n1(by)} L${n1(bx + 14 * bu)} ${n1(by)} L${n1(bx + 10 * bu)} ${n1(by + 4 * bu)} L${n1(bx - 11 * bu)} ${n1(by + 4 * bu)} Z" fill="${p.ink}"/>` +
      `<rect x="${n1(bx - 1.2 * bu)}" y="${n1(by - 22 * bu)}" width="${n1(0.8 * bu)}" height="${n1(22 * bu)}" fill="${p.ink}"/>` +
      `<rect x="${n1(bx - 8 * bu)}" y="${n1(by - 5 * bu)}" width="${n1(8 * bu)}" height="${n1(5 * bu)}" fill="${p.ink}"/>`,
  );
  s.glow(bx - 4 * bu, by - 3 * bu, 3 * bu, p.accent, 1);
  if (o.figure) s.add(person(w * 0.3, h * 0.96, h * 0.22, p.ink, { coat: true }));
}

/** Paper lanterns rising over dark water, nearer ones larger and softer. */
export function lanterns(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.78;
  skyGround(s, p, hz);
  s.glow(w * 0.5, h * hz, w * 0.8, p.accent, 0.3);
  const items = [];
  for (let i = 0; i < (o.count ?? 26); i += 1) {
    const depth = rand() ** 1.6; // 0 = far, 1 = near
    items.push({ depth, x: rand() * w, y: between(rand, 0.06, hz - 0.08) * h + depth * h * 0.12 });
  }
  items.sort((a, b) => a.depth - b.depth);
  for (const it of items) {
    const r = m * (0.012 + it.depth * 0.07);
    s.glow(it.x, it.y, r * 4, p.accent, 0.28);
    const body = s.radial([[0, p.glow], [0.55, p.accent], [1, '#8a1d0c']], { cx: 0.5, cy: 0.6, r: 0.6 });
    const blurAttr = it.depth > 0.75 ? ` filter="${s.blur(n1(r * 0.08))}"` : '';
    s.add(
      `<g${blurAttr}><ellipse cx="${n1(it.x)}" cy="${n1(it.y)}" rx="${n1(r)}" ry="${n1(r * 1.25)}" fill="${body}"/>` +
        `<path d="M${n1(it.x - r * 0.5)} ${n1(it.y - r * 1.1)} Q${n1(it.x - r * 0.75)} ${n1(it.y)} ${n1(it.x - r * 0.5)} ${n1(it.y + r * 1.1)} M${n1(it.x + r * 0.5)} ${n1(it.y - r * 1.1)} Q${n1(it.x + r * 0.75)} ${n1(it.y)} ${n1(it.x + r * 0.5)} ${n1(it.y + r * 1.1)}" stroke="#7a1c0c" stroke-width="${n1(r * 0.05)}" fill="none" opacity="0.6"/>` +
        `<rect x="${n1(it.x - r * 0.45)}" y="${n1(it.y + r * 1.15)}" width="${n1(r * 0.9)}" height="${n1(r * 0.14)}" fill="#2a0a06"/></g>`,
    );
  }
  // water reflections of the lights
  let refl = `<g filter="${s.blur(n1(m * 0.008))}">`;
  for (const it of items.filter((i) => i.depth < 0.6)) {
    refl += `<rect x="${n1(it.x - m * 0.006)}" y="${n1(h * hz + m * 0.01)}" width="${n1(m * 0.012)}" height="${n1(between(rand, 0.04, 0.16) * h)}" fill="${p.accent}" opacity="0.35"/>`;
  }
  s.add(`${refl}</g>`);
  if (o.figures) {
    for (let i = 0; i < o.figures; i += 1) s.add(person(w * (0.3 + i * 0.09), h * 0.97, h * 0.2, p.ink, { coat: i % 2 === 0 }));
  }
}

/** Coast radio mast, sea horizon, signal rings, scan-line glitches ("static"). */
export function signal(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.66;
  const base = h * hz;
  skyGround(s, p, hz);
  s.glow(w * 0.3, base, m * 0.6, p.accent, 0.35);
  stars(s, 60, base * 0.6, p.glow);
  const tx = w * (o.towerX ?? 0.62);
  const top = base - h * 0.42;
  // signal rings
  for (let i = 1; i <= 6; i += 1) {
    s.add(`<circle cx="${n1(tx)}" cy="${n1(top)}" r="${n1(i * m * 0.07)}" fill="none" stroke="${p.cool}" stroke-width="${n1(m * 0.003)}" opacity="${n1(0.55 - i * 0.07)}"/>`);
  }
  // lattice mast
  const bw = m * 0.07;
  let lat = `M${n1(tx - bw / 2)} ${n1(base)} L${n1(tx)} ${n1(top)} L${n1(tx + bw / 2)} ${n1(base)}`;
  for (let i = 1; i < 12; i += 1) {
    const t = i / 12;
    const y = base - (base - top) * t;
    const half = (bw / 2) * (1 - t);
    lat += ` M${n1(tx - half)} ${n1(y)} L${n1(tx + half)} ${n1(y - (base - top) / 12)}`;
  }
  s.add(`<path d="${lat}" stroke="${p.ink}" stroke-width="${n1(m * 0.004)}" fill="none"/>`);
  s.glow(tx, top, m * 0.03, '#ff3b2b', 1);
  // the sea: flat lines of light
  s.add(`<rect y="${n1(base)}" width="${w}" height="${n1(h - base)}" fill="${s.linear([[0, p.sky1], [1, p.ground]])}"/>`);
  for (let i = 0; i < 28; i += 1) {
    const t = rand();
    s.add(`<rect x="${n1(rand() * w)}" y="${n1(base + (h - base) * t)}" width="${n1(between(rand, 0.05, 0.25) * w)}" height="${n1(m * 0.002 * (1 + 2 * t))}" fill="${p.cool}" opacity="${n1(between(rand, 0.15, 0.45))}"/>`);
  }
  // salt crust foreground
  s.add(`<path d="M0 ${n1(h * 0.9)} Q${n1(w * 0.3)} ${n1(h * 0.86)} ${n1(w * 0.6)} ${n1(h * 0.9)} T${w} ${n1(h * 0.88)} V${h} H0 Z" fill="${s.linear([[0, '#c9c4b8', 0.35], [1, p.ink]])}"/>`);
  // interference: thin scan-line slices with a chromatic split (cool line, warm ghost just below)
  for (let i = 0; i < 6; i += 1) {
    const y = between(rand, 0.12, 0.6) * h;
    const x = between(rand, -0.1, 0.7) * w;
    const len = between(rand, 0.08, 0.35) * w;
    const th = m * between(rand, 0.002, 0.005);
    s.add(
      `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(len)}" height="${n1(th)}" fill="${p.cool}" opacity="0.5"/>` +
        `<rect x="${n1(x + m * 0.012)}" y="${n1(y + th * 1.5)}" width="${n1(len * 0.9)}" height="${n1(th)}" fill="${p.accent}" opacity="0.35"/>`,
    );
  }
  if (o.figure) s.add(person(w * 0.28, h * 0.93, h * 0.18, p.ink, { coat: true }));
}

/** Long exposure on a coast road: red and white light trails sweeping through a curve. */
export function carTrails(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.5;
  skyGround(s, p, hz);
  stars(s, 60, h * hz * 0.7, p.glow);
  s.add(`<path d="M0 ${n1(h * hz)} Q${n1(w * 0.3)} ${n1(h * (hz - 0.12))} ${n1(w * 0.55)} ${n1(h * (hz - 0.02))} T${w} ${n1(h * (hz - 0.05))} V${n1(h * hz)} Z" fill="${p.ink}"/>`);
  const trail = (color: string, offset: number, width: number) => {
    const y0 = h * (0.95 + offset);
    const d = `M${n1(-w * 0.05)} ${n1(y0)} C${n1(w * 0.35)} ${n1(y0 - h * 0.05)} ${n1(w * 0.55)} ${n1(h * (hz + 0.25 + offset * 0.5))} ${n1(w * 0.7)} ${n1(h * (hz + 0.08 + offset * 0.2))} S${n1(w * 0.9)} ${n1(h * (hz + 0.02))} ${n1(w * 1.05)} ${n1(h * (hz + 0.02))}`;
    return `<path d="${d}" stroke="${color}" stroke-width="${n1(width)}" fill="none" stroke-linecap="round"/>`;
  };
  let glowPaths = '';
  let crisp = '';
  for (let i = 0; i < 10; i += 1) {
    const red = i % 2 === 0;
    const col = red ? '#ff3b22' : p.glow;
    const off = (red ? 0 : 0.07) + between(rand, -0.02, 0.02);
    glowPaths += trail(red ? '#ff3b22' : p.accent, off, m * 0.02);
    crisp += trail(col, off, m * between(rand, 0.002, 0.005));
  }
  // a distant town on the hills
  let town = '';
  for (let i = 0; i < 60; i += 1) {
    town += `<circle cx="${n1(between(rand, 0.35, 1) * w)}" cy="${n1(h * (hz - between(rand, 0, 0.04)))}" r="${n1(between(rand, 0.6, 1.8) * (m / 800))}" fill="${pick(rand, [p.glow, p.accent])}" opacity="${n1(between(rand, 0.4, 1))}"/>`;
  }
  s.add(town);
  s.add(`<g filter="${s.blur(n1(m * 0.012))}" opacity="0.55">${glowPaths}</g>`, `<g opacity="0.9">${crisp}</g>`);
  s.haze(p.accent, 0.18, { seed: o.seed ?? 29, y: h * hz, h: h * (1 - hz) });
}
