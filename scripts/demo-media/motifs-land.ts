// Motifs of open country. Each motif draws a whole picture into a Scene, in relative coordinates (see motifs.ts).
import type { Palette } from './config.ts';
import type { MotifOptions } from './motif-options.ts';
import { mix, type Scene } from './scene.ts';
import { lightStand, person, skyGround, stars } from './drawing.ts';
import { between, n1, pick } from './util.ts';

/** Desert road: low sun, mesas, a road running to the vanishing point. */
export function desertRoad(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.6;
  const base = h * hz;
  skyGround(s, p, hz);
  stars(s, 70, base * 0.45);
  s.glow(w * 0.62, base, m * 0.7, p.accent, 0.55);
  const clip = s.uid('c');
  s.defs.push(`<clipPath id="${clip}"><rect width="${w}" height="${n1(base)}"/></clipPath>`);
  s.add(`<circle cx="${n1(w * 0.62)}" cy="${n1(base)}" r="${n1(m * 0.12)}" fill="${s.linear([[0, p.glow], [1, p.accent]])}" clip-path="url(#${clip})"/>`);
  // distant mesas
  let d = `M0 ${n1(base)}`;
  let x = 0;
  while (x < w) {
    const mw = between(rand, 0.08, 0.22) * w;
    const mh = between(rand, 0.02, 0.08) * h;
    d += ` L${n1(x + mw * 0.15)} ${n1(base - mh)} L${n1(x + mw * 0.85)} ${n1(base - mh)} L${n1(x + mw)} ${n1(base)}`;
    x += mw + between(rand, 0.02, 0.12) * w;
  }
  s.add(`<path d="${d} L${w} ${n1(base)} Z" fill="${p.ink}" opacity="0.92"/>`);
  s.fill(s.linear([[0, p.ground, 0], [hz, p.ground, 0], [hz + 0.001, '#000', 0.25], [1, '#000', 0.85]]));
  // road to the vanishing point
  const vx = w * (o.vanish ?? 0.5);
  s.add(`<polygon points="${n1(vx - m * 0.006)},${n1(base)} ${n1(vx + m * 0.006)},${n1(base)} ${n1(w * 0.98)},${h} ${n1(w * 0.02)},${h}" fill="${s.linear([[0, '#1a1412'], [1, '#2a201b']])}"/>`);
  for (let i = 0; i < 14; i += 1) {
    const t0 = (i / 14) ** 2.2;
    const t1 = ((i + 0.5) / 14) ** 2.2;
    const y0 = base + (h - base) * t0;
    const y1 = base + (h - base) * t1;
    const hw0 = m * 0.002 + t0 * m * 0.012;
    const hw1 = m * 0.002 + t1 * m * 0.012;
    s.add(`<polygon points="${n1(vx - hw0)},${n1(y0)} ${n1(vx + hw0)},${n1(y0)} ${n1(vx + hw1)},${n1(y1)} ${n1(vx - hw1)},${n1(y1)}" fill="${p.glow}" opacity="0.75"/>`);
  }
  s.haze(p.accent, 0.25, { seed: o.seed ?? 5, y: base - h * 0.12, h: h * 0.2 });
  if (o.figure) s.add(person(vx + w * 0.07, h * 0.93, h * 0.28, p.ink, { coat: true }));
}

/** A glowing seed underground, roots branching down, a small figure on the surface above. */
export function roots(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  const ground = h * (o.horizon ?? 0.36);
  s.fill(s.linear([[0, p.sky0], [ground / h, p.sky1], [ground / h + 0.002, '#0b0906'], [1, '#030302']]));
  stars(s, 40, ground * 0.8, p.glow);
  const sx = w * 0.5;
  const sy = ground + h * 0.12;
  const paths: { d: string; width: number }[] = [];
  const grow = (x: number, y: number, ang: number, len: number, width: number, depth: number): void => {
    if (depth === 0 || len < m * 0.01) return;
    const nx = x + Math.cos(ang) * len;
    const ny = y + Math.sin(ang) * len;
    const cx = x + Math.cos(ang + between(rand, -0.5, 0.5)) * len * 0.5;
    const cy = y + Math.sin(ang + between(rand, -0.5, 0.5)) * len * 0.5;
    paths.push({ d: `M${n1(x)} ${n1(y)} Q${n1(cx)} ${n1(cy)} ${n1(nx)} ${n1(ny)}`, width });
    const kids = depth > 5 ? 2 : pick(rand, [1, 2, 2, 3]);
    for (let k = 0; k < kids; k += 1) {
      const na = Math.min(Math.PI * 0.95, Math.max(Math.PI * 0.05, ang + between(rand, -0.6, 0.6)));
      grow(nx, ny, na, len * between(rand, 0.62, 0.82), width * 0.68, depth - 1);
    }
  };
  for (let i = 0; i < 5; i += 1) grow(sx, sy, Math.PI * (0.15 + i * 0.175) + between(rand, -0.1, 0.1), m * 0.14 * (o.scale ?? 1), m * 0.012, 7);
  const dAll = (minW: number) => paths.filter((q) => q.width >= minW);
  // wide blurred pass for the glow, then the crisp roots
  s.add(`<g filter="${s.blur(n1(m * 0.01))}" stroke="${p.accent}" fill="none" stroke-linecap="round" opacity="0.8">${dAll(0).map((q) => `<path d="${q.d}" stroke-width="${n1(q.width * 3)}"/>`).join('')}</g>`);
  s.add(`<g stroke="${p.glow}" fill="none" stroke-linecap="round">${paths.map((q) => `<path d="${q.d}" stroke-width="${n1(Math.max(0.6, q.width))}"/>`).join('')}</g>`);
  s.glow(sx, sy, m * 0.16, p.glow, 0.9);
  s.add(`<ellipse cx="${n1(sx)}" cy="${n1(sy)}" rx="${n1(m * 0.018)}" ry="${n1(m * 0.026)}" fill="#fff7dc"/>`);
  // soil fades the roots out towards the bottom
  s.add(`<rect y="${n1(ground)}" width="${w}" height="${n1(h - ground)}" fill="${s.linear([[0, '#000', 0], [0.7, '#000', 0.35], [1, '#000', 0.85]])}"/>`);
  // sprout and the figure on the surface
  s.add(`<path d="M${n1(sx)} ${n1(ground)} q${n1(-m * 0.005)} ${n1(-m * 0.03)} ${n1(-m * 0.02)} ${n1(-m * 0.04)} M${n1(sx)} ${n1(ground - m * 0.015)} q${n1(m * 0.01)} ${n1(-m * 0.02)} ${n1(m * 0.025)} ${n1(-m * 0.022)}" stroke="${p.accent}" stroke-width="${n1(m * 0.004)}" fill="none"/>`);
  s.add(`<rect y="${n1(ground - 1)}" width="${w}" height="${n1(m * 0.004)}" fill="${p.accent}" opacity="0.5"/>`);
  s.add(person(w * (o.figureX ?? 0.68), ground + 1, h * 0.09, p.ink, {}));
  s.haze(p.cool, 0.25, { seed: o.seed ?? 19, h: ground });
}

/** Layered mountain ridges under a north star, a road climbing north. Far ridges are paler (aerial
 * perspective), each ridge is a few big peaks with small shoulders rather than noise. */
export function mountains(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  skyGround(s, p, 0.7);
  stars(s, 140, h * 0.55, p.glow);
  const sx = w * (o.starX ?? 0.5);
  const sy = h * (o.starY ?? 0.16);
  s.glow(sx, sy, m * 0.3, p.accent, 0.4);
  s.glow(sx, sy, m * 0.06, p.glow, 0.9);
  s.add(`<path d="M${n1(sx)} ${n1(sy - m * 0.09)} L${n1(sx + m * 0.01)} ${n1(sy - m * 0.01)} L${n1(sx + m * 0.06)} ${n1(sy)} L${n1(sx + m * 0.01)} ${n1(sy + m * 0.01)} L${n1(sx)} ${n1(sy + m * 0.09)} L${n1(sx - m * 0.01)} ${n1(sy + m * 0.01)} L${n1(sx - m * 0.06)} ${n1(sy)} L${n1(sx - m * 0.01)} ${n1(sy - m * 0.01)} Z" fill="${p.glow}"/>`);
  const layers = 4;
  for (let l = 0; l < layers; l += 1) {
    const t = l / (layers - 1);
    const baseY = h * (0.56 + t * 0.2);
    let d = `M0 ${h} L0 ${n1(baseY - between(rand, 0, 0.05) * h)}`;
    let x = 0;
    while (x < w) {
      const step = between(rand, 0.18, 0.34) * w;
      const peak = baseY - between(rand, 0.06, 0.16) * h * (1 - t * 0.3);
      const px = x + step * between(rand, 0.35, 0.65);
      // a shoulder on the way up and one on the way down keep the ridge from looking like saw teeth
      d += ` L${n1(x + (px - x) * 0.5)} ${n1(baseY - (baseY - peak) * between(rand, 0.45, 0.65))}`;
      d += ` L${n1(px)} ${n1(peak)}`;
      d += ` L${n1(px + (x + step - px) * 0.45)} ${n1(baseY - (baseY - peak) * between(rand, 0.4, 0.6))}`;
      d += ` L${n1(x + step)} ${n1(baseY - between(rand, 0, 0.03) * h)}`;
      x += step;
    }
    s.add(`<path d="${d} L${w} ${h} Z" fill="${mix(p.cool, p.ink, 0.55 + t * 0.45)}"/>`);
    // snow-lit edge: the same ridge line, thin and pale, only on the far ranges
    if (l < 2) s.add(`<path d="${d}" fill="none" stroke="${p.glow}" stroke-opacity="0.18" stroke-width="${n1(m * 0.002)}"/>`);
    if (l < layers - 1) s.haze(p.glow, 0.16, { seed: 20 + l, y: baseY - h * 0.06, h: h * 0.14, fy: 0.03 });
  }
  // road: a pale ribbon winding up to the pass, with one car's headlights
  s.add(`<path d="M${n1(w * 0.3)} ${h} C${n1(w * 0.45)} ${n1(h * 0.92)} ${n1(w * 0.66)} ${n1(h * 0.9)} ${n1(w * 0.55)} ${n1(h * 0.84)} S${n1(w * 0.46)} ${n1(h * 0.79)} ${n1(w * 0.5)} ${n1(h * 0.77)}" stroke="${p.cool}" stroke-width="${n1(m * 0.012)}" fill="none" opacity="0.35"/>`);
  s.glow(w * 0.575, h * 0.865, m * 0.03, p.glow, 1);
  s.glow(w * 0.595, h * 0.868, m * 0.03, p.glow, 1);
}

/** Minimal graphic: a huge striped sun on the horizon and one figure walking into it. */
export function sunWalker(s: Scene, p: Palette, o: MotifOptions): void {
  const { w, h, m } = s;
  const hz = o.horizon ?? 0.7;
  const base = h * hz;
  skyGround(s, p, hz);
  const r = m * (o.sunSize ?? 0.36);
  const cx = w * (o.sunX ?? 0.5);
  s.glow(cx, base, r * 2.4, p.accent, 0.45);
  const sun = s.linear([[0, p.glow], [0.6, p.accent], [1, '#b8320c']]);
  const clip = s.uid('c');
  // retro stripes cut into the lower half of the sun
  let cuts = '';
  for (let i = 0; i < 7; i += 1) {
    const y = base - r * 0.55 + i * r * 0.09;
    cuts += `<rect x="${n1(cx - r)}" y="${n1(y)}" width="${n1(r * 2)}" height="${n1(r * 0.012 * (i + 1))}" fill="${p.sky1}"/>`;
  }
  s.defs.push(`<clipPath id="${clip}"><rect x="0" y="0" width="${w}" height="${n1(base)}"/></clipPath>`);
  s.add(`<g clip-path="url(#${clip})"><circle cx="${n1(cx)}" cy="${n1(base)}" r="${n1(r)}" fill="${sun}"/>${cuts}</g>`);
  s.add(`<rect y="${n1(base)}" width="${w}" height="${n1(h - base)}" fill="${s.linear([[0, '#1a0d08'], [1, p.ink]])}"/>`);
  // sun reflection on the street and the lane line
  s.add(`<rect x="${n1(cx - r * 0.6)}" y="${n1(base)}" width="${n1(r * 1.2)}" height="${n1((h - base) * 0.8)}" fill="${s.linear([[0, p.accent, 0.45], [1, p.accent, 0]])}" filter="${s.blur(n1(m * 0.012))}"/>`);
  s.add(`<polygon points="${n1(cx - m * 0.004)},${n1(base)} ${n1(cx + m * 0.004)},${n1(base)} ${n1(cx + m * 0.05)},${h} ${n1(cx - m * 0.05)},${h}" fill="${p.glow}" opacity="0.16"/>`);
  s.add(person(cx + (o.walkerDx ?? -0.02) * w, base + (h - base) * 0.35, h * (o.walker ?? 0.24), p.ink, { coat: true }));
  if (o.lamp) {
    const lx = w * 0.84;
    s.add(`<rect x="${n1(lx)}" y="${n1(base - h * 0.45)}" width="${n1(m * 0.01)}" height="${n1(h * 0.45 + (h - base) * 0.3)}" fill="${p.ink}"/>`);
    s.add(`<path d="M${n1(lx)} ${n1(base - h * 0.45)} q${n1(-m * 0.06)} 0 ${n1(-m * 0.08)} ${n1(m * 0.03)}" stroke="${p.ink}" stroke-width="${n1(m * 0.01)}" fill="none"/>`);
    s.glow(lx - m * 0.08, base - h * 0.45 + m * 0.04, m * 0.08, p.glow, 0.8);
  }
}

/** Orchard of glass trees: translucent canopies with bright edges, mist and warm backlight. */
export function glassTrees(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.74;
  skyGround(s, p, hz);
  s.glow(w * 0.5, h * hz, w * 0.6, p.accent, 0.4);
  stars(s, 60, h * 0.4, p.glow);
  const rows: [number, number, number][] = [[0.35, 0.35, 7], [0.65, 0.6, 5], [1, 0.85, 3]];
  for (const [scale, alpha, count] of rows) {
    for (let i = 0; i < count; i += 1) {
      const x = (w * (i + 0.5 + between(rand, -0.2, 0.2))) / count;
      const base = h * hz + (scale - 0.35) * h * 0.3;
      const th = m * 0.3 * scale;
      const cr = m * 0.17 * scale;
      const trunk = s.linear([[0, p.glow, alpha * 0.8], [1, p.cool, 0]]);
      let tree = `<rect x="${n1(x - th * 0.012)}" y="${n1(base - th)}" width="${n1(th * 0.024)}" height="${n1(th)}" fill="${trunk}"/>`;
      for (let k = 0; k < 5; k += 1) {
        const bx = x + between(rand, -cr * 0.7, cr * 0.7);
        const by = base - th - between(rand, -cr * 0.2, cr * 0.9);
        const br = cr * between(rand, 0.45, 0.75);
        tree += `<path d="M${n1(x)} ${n1(base - th * 0.6)} Q${n1(x)} ${n1(by + br * 0.5)} ${n1(bx)} ${n1(by)}" stroke="${p.glow}" stroke-opacity="${n1(alpha * 0.5)}" stroke-width="${n1(m * 0.003)}" fill="none"/>`;
        tree += `<circle cx="${n1(bx)}" cy="${n1(by)}" r="${n1(br)}" fill="${p.cool}" fill-opacity="${n1(alpha * 0.14)}" stroke="${p.glow}" stroke-opacity="${n1(alpha * 0.7)}" stroke-width="${n1(m * 0.0025)}"/>`;
        tree += `<path d="M${n1(bx - br * 0.5)} ${n1(by - br * 0.45)} q${n1(br * 0.3)} ${n1(-br * 0.3)} ${n1(br * 0.7)} ${n1(-br * 0.3)}" stroke="#ffffff" stroke-opacity="${n1(alpha * 0.8)}" stroke-width="${n1(m * 0.003)}" fill="none"/>`;
        if (rand() < 0.5) tree += `<circle cx="${n1(bx + br * 0.2)}" cy="${n1(by + br * 0.3)}" r="${n1(br * 0.12)}" fill="${p.accent}" opacity="${n1(alpha)}"/>`;
      }
      s.add(tree);
    }
    s.haze(p.glow, 0.12, { seed: Math.round(scale * 100), y: h * hz - h * 0.15, h: h * 0.3, fy: 0.02 });
  }
}

/** Pine ridges in fog layers, moonlight from behind. */
export function forestFog(s: Scene, p: Palette, o: MotifOptions): void {
  const { rand, w, h, m } = s;
  skyGround(s, p, 0.9);
  s.glow(w * (o.moonX ?? 0.7), h * 0.25, m * 0.5, p.glow, 0.3);
  s.add(`<circle cx="${n1(w * (o.moonX ?? 0.7))}" cy="${n1(h * 0.25)}" r="${n1(m * 0.045)}" fill="${p.glow}" opacity="0.9"/>`);
  // pine = three stacked tiers; far rows are small and pale (fog), the front row black
  const pine = (x: number, base: number, tw: number, th: number) => {
    let d = '';
    for (let k = 0; k < 3; k += 1) {
      const top = base - th * (1 - k * 0.26);
      const bottom = base - th * (0.48 - k * 0.22);
      const half = tw * (0.45 + k * 0.2);
      d += `M${n1(x)} ${n1(top)} L${n1(x + half)} ${n1(bottom)} L${n1(x - half)} ${n1(bottom)}Z`;
    }
    return `${d}M${n1(x - tw * 0.05)} ${n1(base - th * 0.1)}h${n1(tw * 0.1)}V${n1(base)}h${n1(-tw * 0.1)}Z`;
  };
  for (let l = 0; l < 4; l += 1) {
    const t = l / 3;
    const base = h * (0.6 + t * 0.3);
    const tw = m * (0.05 + t * 0.07);
    let d = '';
    for (let x = -tw; x < w + tw; x += tw * between(rand, 0.55, 1.1)) d += pine(x, base + between(rand, 0, 0.02) * h, tw, tw * between(rand, 2.2, 3.2));
    s.add(`<path d="${d}M0 ${n1(base)}H${w}V${h}H0Z" fill="${mix(mix(p.cool, p.sky1, 0.5), p.ink, 0.35 + t * 0.65)}"/>`);
    if (l < 3) s.haze(p.glow, 0.22, { seed: 40 + l, y: base - h * 0.14, h: h * 0.2, fy: 0.03 });
  }
  if (o.light) {
    lightStand(s, p, w * 0.2, h * 0.95, h * 0.35, w * 0.6, h * 0.5, { beam: 0.3 });
  }
}
