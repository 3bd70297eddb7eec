#!/usr/bin/env node
/**
 * Generates ALL the demo media of the site for the placeholder brand "Ember Lane Studios".
 *
 *   npm run media:generate
 *
 * Nothing is downloaded: every still is an SVG string drawn here and rasterised by sharp (librsvg,
 * DejaVu fonts via fontconfig), every clip is synthesised by ffmpeg from lavfi sources (mandelbrot,
 * life, noise, colour, sine/aevalsrc) and from texture plates that sharp renders into a temp dir.
 * Randomness comes from a seeded PRNG, so runs are repeatable; outputs are overwritten every run.
 *
 * Writes:
 *   web/assets/media/          logo, favicon, placeholder, splash/hero/trailer/behind-the-scenes clips
 *                              with their poster frames, gallery/gallery-NN.jpg (+ .w480/.w960.webp copies) + gallery.json
 *                              (Vite's asset pipeline: the build gives them hashed names, cached for a year)
 *   server/db/seed/media/      posters, covers, backstage photos and clips + manifest.json (sizes)
 *   server/db/seed/films/      the demo film, already packaged for streaming by the app's own packager
 *                              (scripts/package-film.ts): v<i>/ playlists and encrypted segments + film.json
 *                              (renditions, running time, key); the seed copies it into the private media root
 *
 * Ends by probing every clip (codec, size, duration, audio, faststart), checking the demo film's package and
 * the 12 MB budget; exits non-zero on any failure. See docs/decisions/0002-demo-media.md and 0015.
 *
 * Options: --only=poster,hero   regenerate only the matching steps (no final checks; --only=film: the demo film)
 *          DEBUG_MEDIA=1        print the ffmpeg commands and keep the temp plates
 */
import { spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIR = join(ROOT, 'web/assets/media');
const GALLERY_DIR = join(WEB_DIR, 'gallery');
const SEED_DIR = join(ROOT, 'server/db/seed/media');
const FILMS_DIR = join(ROOT, 'server/db/seed/films');

/** Everything in the output folders together must stay below this (the files are committed). Raised from 8 MB
 * for the packaged demo film (issue 12), which alone may take FILM_BUDGET_BYTES. */
const BUDGET_BYTES = 12 * 1024 * 1024;
const FILM_BUDGET_BYTES = 4 * 1024 * 1024;
const FPS = 24;
const FONT = { sans: 'DejaVu Sans, sans-serif', serif: 'DejaVu Serif, serif' };
/** Progressive mozjpeg at ~72: small files, and dark gradients still band-free enough. */
const JPEG = { quality: 72, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' };
const STUDIO = 'EMBER LANE STUDIOS';

// ---------------------------------------------------------------------------------------------
// Small utilities
// ---------------------------------------------------------------------------------------------

/** mulberry32: tiny seeded PRNG so every drawing is the same on every run. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (rand, lo, hi) => lo + rand() * (hi - lo);
const pick = (rand, list) => list[Math.floor(rand() * list.length)];
/** Round for SVG output: keeps the strings short and the output stable. */
const n1 = (v) => Math.round(v * 10) / 10;
const esc = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rel = (file) => relative(ROOT, file);

/** Every file written, for the final report. */
const written = new Map();
function record(file) {
  const bytes = statSync(file).size;
  written.set(file, bytes);
  console.info(`  ${rel(file).padEnd(62)} ${kb(bytes).padStart(10)}`);
}

// ---------------------------------------------------------------------------------------------
// ffmpeg helpers
// ---------------------------------------------------------------------------------------------

/** Fail early and clearly when the tools are missing, rather than halfway through with an ENOENT. */
function assertFfmpeg() {
  for (const bin of ['ffmpeg', 'ffprobe']) {
    const res = spawnSync(bin, ['-hide_banner', '-version'], { encoding: 'utf8' });
    if (res.error || res.status !== 0) {
      console.error(`✖ ${bin} was not found on PATH. Install ffmpeg (e.g. "apt-get install ffmpeg") and run again.`);
      process.exit(1);
    }
  }
  const encoders = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout ?? '';
  if (!encoders.includes('libx264')) {
    console.error('✖ this ffmpeg has no libx264 encoder; install a build with libx264 (Debian/Ubuntu ffmpeg has it).');
    process.exit(1);
  }
}

function run(bin, args) {
  if (process.env.DEBUG_MEDIA) console.info(`$ ${bin} ${args.map((a) => (/[\s;'()[\]]/.test(a) ? `"${a}"` : a)).join(' ')}`);
  const res = spawnSync(bin, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`${bin} failed (exit ${res.status}):\n${res.stderr}\n${bin} ${args.join(' ')}`);
  return res.stdout;
}
const ffmpeg = (args) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const ffprobe = (file) =>
  JSON.parse(run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]));

/** H.264 settings shared by every clip: capped bitrate, yuv420p for every browser, moov atom first.
 * aq-mode=3 biases bits towards dark flat areas, which is where low-bitrate smoke would block up.
 * Two sliced threads: frame threading makes x264 output differ from run to run, slices do not, so
 * regenerating does not churn the committed clips. */
function h264Args(kbps) {
  return [
    '-c:v', 'libx264', '-preset', 'slow', '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    '-threads', '2', '-x264-params', 'aq-mode=3:deblock=1,1:sliced-threads=1',
    '-b:v', `${kbps}k`, '-maxrate', `${Math.round(kbps * 1.4)}k`, '-bufsize', `${kbps * 2}k`,
    '-g', String(FPS * 2), '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact',
  ];
}

/**
 * Encodes one clip. `inputs` are still images (decoded once, repeated inside the graph) or lavfi
 * source expressions with their own duration; `graph` is a filter_complex that must end in [v].
 * `audio` is an optional lavfi audio source expression.
 */
function encodeClip({ out, duration, kbps, inputs, graph, audio, posterAt }) {
  const args = [];
  // the poster frame is taken from the graph before encoding, so it has no compression artefacts
  const poster = posterAt === undefined ? null : join(TMP, `${basename(out)}.poster.png`);
  if (poster) graph += `;[v]split[vmain][vpost];[vpost]select='gte(t,${posterAt})'[vp]`;
  for (const input of inputs) {
    if (input.png) args.push('-framerate', String(FPS), '-i', input.png);
    else args.push('-f', 'lavfi', '-t', String(input.duration ?? duration), '-i', input.lavfi);
  }
  if (audio) args.push('-f', 'lavfi', '-t', String(duration), '-i', audio);
  args.push('-filter_complex', graph, '-map', poster ? '[vmain]' : '[v]');
  if (audio) args.push('-map', `${inputs.length}:a`, '-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-ar', '44100');
  else args.push('-an');
  args.push('-t', String(duration), '-r', String(FPS), ...h264Args(kbps), out);
  if (poster) args.push('-map', '[vp]', '-frames:v', '1', '-update', '1', poster);
  ffmpeg(args);
  record(out);
  return poster;
}

// ---------------------------------------------------------------------------------------------
// SVG scene builder: collects <defs> (gradients, filters) and body elements with unique ids
// ---------------------------------------------------------------------------------------------

const stopsSvg = (stops) =>
  stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join('');

class Scene {
  constructor(w, h, seed) {
    this.w = w;
    this.h = h;
    this.m = Math.min(w, h); // unit for sizes that must look alike in portrait and landscape
    this.rand = rng(seed);
    this.defs = [];
    this.body = [];
    this.count = 0;
    this.blurs = new Map();
  }

  uid(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  add(...parts) {
    this.body.push(...parts);
    return this;
  }

  /** Linear gradient; the vector is in bounding-box units (default: top to bottom). */
  linear(stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
    const id = this.uid('l');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
    const id = this.uid('r');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsSvg(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Gaussian blur filter (cached per radius): soft light, depth of field, glows. */
  blur(sd) {
    if (!this.blurs.has(sd)) {
      const id = this.uid('b');
      this.defs.push(`<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
      this.blurs.set(sd, `url(#${id})`);
    }
    return this.blurs.get(sd);
  }

  /** Full-frame rectangle. */
  fill(paint, opacity = 1) {
    return this.add(`<rect width="${this.w}" height="${this.h}" fill="${paint}" opacity="${opacity}"/>`);
  }

  /** A soft round light: the basic brick of ember glows, lamps and bokeh. */
  glow(cx, cy, r, color, opacity = 1) {
    const paint = this.radial([[0, color, opacity], [0.35, color, opacity * 0.45], [1, color, 0]]);
    return this.add(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="${paint}"/>`);
  }

  /** Drifting smoke / haze: fractal noise mapped to the alpha of one colour. A band (y, h) narrower
   * than the frame gets soft top and bottom edges through a gradient mask. */
  haze(color, opacity, { fx = 0.003, fy = 0.009, octaves = 4, seed = 1, y = 0, h = this.h } = {}) {
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
  vignette(strength = 0.8) {
    return this.fill(this.radial([[0.45, '#000', 0], [0.8, '#000', strength * 0.55], [1, '#000', strength]], { r: 0.75 }));
  }

  svg() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function hexRgb(hex) {
  const v = Number.parseInt(hex.slice(1), 16);
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255].map((c) => Math.round(c * 1000) / 1000);
}

/** Linear mix of two #rrggbb colours. */
function mix(a, b, t) {
  const [ca, cb] = [hexRgb(a), hexRgb(b)];
  return `#${ca.map((v, i) => Math.round((v + (cb[i] - v) * t) * 255).toString(16).padStart(2, '0')).join('')}`;
}

// ---------------------------------------------------------------------------------------------
// Text: librsvg ignores textLength, so titles are fitted by measuring the rendered ink with sharp
// ---------------------------------------------------------------------------------------------

/** <text> element. `spacing` is letter-spacing in em; `stretch` e.g. 'condensed'. */
function textSvg(text, o) {
  const { x, y, size, family = FONT.sans, weight = 'normal', style = 'normal', spacing = 0, stretch = 'normal' } = o;
  const { fill = '#fff', anchor = 'middle', opacity = 1, filter = '' } = o;
  const ls = spacing * size;
  // letter-spacing also follows the last glyph: shift centred text back so it stays optically centred
  const dx = anchor === 'middle' ? ls / 2 : anchor === 'end' ? ls : 0;
  return (
    `<text x="${n1(x + dx)}" y="${n1(y)}" font-family="${family}" font-size="${n1(size)}" font-weight="${weight}" ` +
    `font-style="${style}" font-stretch="${stretch}" letter-spacing="${n1(ls)}" text-anchor="${anchor}" ` +
    `fill="${fill}" opacity="${opacity}"${filter ? ` filter="${filter}"` : ''}>${esc(text)}</text>`
  );
}

const inkWidths = new Map();
/** Width in px of the rendered text at font size 100. */
async function inkWidth(text, font) {
  const key = JSON.stringify([text, font]);
  if (!inkWidths.has(key)) {
    const size = 100;
    const w = Math.ceil(text.length * size * 1.6 + 200);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${size * 2}"><rect width="100%" height="100%" fill="#fff"/>` +
      `${textSvg(text, { ...font, size, x: 50, y: size * 1.4, anchor: 'start', fill: '#000' })}</svg>`;
    const { info } = await sharp(Buffer.from(svg)).trim().toBuffer({ resolveWithObject: true });
    inkWidths.set(key, info.width);
  }
  return inkWidths.get(key);
}

/** Largest font size (<= maxSize) at which `text` fits in maxWidth. */
async function fitSize(text, font, maxWidth, maxSize) {
  return Math.min(maxSize, Math.floor((100 * maxWidth) / (await inkWidth(text, font))));
}

// ---------------------------------------------------------------------------------------------
// Output helpers
// ---------------------------------------------------------------------------------------------

async function writeJpeg(svgOrScene, file, { quality = JPEG.quality } = {}) {
  const svg = typeof svgOrScene === 'string' ? svgOrScene : svgOrScene.svg();
  await sharp(Buffer.from(svg)).jpeg({ ...JPEG, quality }).toFile(file);
  record(file);
}

function writeText(file, text) {
  writeFileSync(file, text);
  record(file);
}

// ---------------------------------------------------------------------------------------------
// Palettes: near-black grounds, one warm accent each, one cool counter-colour
// ---------------------------------------------------------------------------------------------

const PALETTES = {
  ember: { sky0: '#070506', sky1: '#3a1308', ground: '#060404', accent: '#e8731a', glow: '#ffc46b', cool: '#34404f', ink: '#040303' },
  moss: { sky0: '#040706', sky1: '#15291d', ground: '#050806', accent: '#d2a531', glow: '#f6dd8a', cool: '#2f5a44', ink: '#020403' },
  rust: { sky0: '#0b0908', sky1: '#52200c', ground: '#0a0706', accent: '#ff6a1f', glow: '#ffd6a3', cool: '#1e4d57', ink: '#060404' },
  noir: { sky0: '#05070c', sky1: '#151d2d', ground: '#06080c', accent: '#e3a346', glow: '#ffdea6', cool: '#4a6283', ink: '#020305' },
  tide: { sky0: '#040a0d', sky1: '#12303a', ground: '#051014', accent: '#dca45e', glow: '#f4e6c4', cool: '#5fa3a8', ink: '#020607' },
  harbor: { sky0: '#03060c', sky1: '#13243e', ground: '#040812', accent: '#cf914c', glow: '#f3ead6', cool: '#6388b3', ink: '#020408' },
  lantern: { sky0: '#0a0407', sky1: '#3b0d12', ground: '#080305', accent: '#ff5b2b', glow: '#ffd47c', cool: '#4a2142', ink: '#050204' },
  frost: { sky0: '#04060a', sky1: '#1c2937', ground: '#06090d', accent: '#f0a848', glow: '#fff3dc', cool: '#8fb0cf', ink: '#020306' },
  glass: { sky0: '#05080c', sky1: '#183040', ground: '#060a0e', accent: '#ffb36b', glow: '#dff3ff', cool: '#7fc8d8', ink: '#030507' },
  gold: { sky0: '#080604', sky1: '#33200a', ground: '#070504', accent: '#e9b24c', glow: '#fff0c8', cool: '#7a3b4f', ink: '#040302' },
  desert: { sky0: '#0d0609', sky1: '#6e2b12', ground: '#0b0605', accent: '#ff8c32', glow: '#ffe1a1', cool: '#5a3a5e', ink: '#050303' },
};

// ---------------------------------------------------------------------------------------------
// Shared drawing pieces
// ---------------------------------------------------------------------------------------------

/** Sky to horizon to ground. */
function skyGround(s, p, horizon) {
  s.fill(s.linear([[0, p.sky0], [horizon, p.sky1], [Math.min(1, horizon + 0.004), p.ground], [1, p.ground]]));
}

function stars(s, count, maxY, color = '#ffffff') {
  const { rand, w } = s;
  for (let i = 0; i < count; i += 1) {
    const r = between(rand, 0.4, 1.5) * (s.m / 800);
    s.add(`<circle cx="${n1(rand() * w)}" cy="${n1(rand() * maxY)}" r="${n1(r)}" fill="${color}" opacity="${n1(between(rand, 0.15, 0.8))}"/>`);
  }
}

/** Standing figure, feet at (x, baseY); `hat` gives the noir fedora, `coat` a longer hem. */
function person(x, baseY, hgt, fill, { hat = false, coat = false, flip = 1 } = {}) {
  const u = hgt / 100;
  const X = (dx) => n1(x + dx * u * flip);
  const Y = (dy) => n1(baseY - dy * u);
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
function lightStand(s, p, x, baseY, hgt, tx, ty, { beam = 0.35 } = {}) {
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
function bokeh(s, p, count, { y0 = 0, y1 = s.h, rmin = 0.02, rmax = 0.07, colors = [p.accent, p.glow], opacity = 0.5 } = {}) {
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

// ---------------------------------------------------------------------------------------------
// Motifs: each draws a whole picture into a Scene, in relative coordinates so that the same motif
// works for 2:3 posters, 16:9 covers and 3:2 stills. `o` holds per-use options.
// ---------------------------------------------------------------------------------------------

/** City at night: two rows of towers, lit windows, glow and reflections on wet ground / water. */
function city(s, p, o) {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.7;
  const base = h * hz;
  skyGround(s, p, hz);
  s.glow(w * 0.5, base, w * 0.75, p.accent, 0.35);
  stars(s, 50, base * 0.5);
  s.haze(p.accent, 0.35, { seed: o.seed ?? 3, y: base - h * 0.35, h: h * 0.4 });
  const towers = [];
  for (const [layer, shade, hmin, hmax] of [[0, p.cool, 0.08, 0.3], [1, p.ink, 0.12, 0.5]]) {
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

/** Desert road: low sun, mesas, a road running to the vanishing point. */
function desertRoad(s, p, o) {
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

/** Backlit figures in a doorway of light with a long spill on the floor. */
function silhouettes(s, p, o) {
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

/** Soundstage: lights on stands, beams through haze, a director's chair. */
function setLights(s, p, o) {
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
function clapper(s, p, o) {
  const { w, h, m } = s;
  s.fill(s.linear([[0, p.sky0], [1, p.sky1]]));
  bokeh(s, p, 22, { y1: h * 0.6, rmin: 0.03, rmax: 0.09, opacity: 0.45 });
  s.fill(s.linear([[0, '#000', 0], [0.62, '#000', 0], [0.63, p.ground, 1], [1, '#000', 1]]));
  const bw = m * 0.8;
  const bh = bw * 0.62;
  const x = w * 0.5 - bw / 2;
  const y = h * 0.36;
  const chalk = '#e9e4d8';
  const stripes = (yy, hh) => {
    let out = '';
    for (let i = 0; i < 8; i += 1) {
      const sx = (i * bw) / 8;
      out += `<polygon points="${n1(sx)},${n1(yy)} ${n1(sx + bw / 16)},${n1(yy)} ${n1(sx + bw / 8)},${n1(yy + hh)} ${n1(sx + bw / 16)},${n1(yy + hh)}" fill="${chalk}"/>`;
    }
    return out;
  };
  const sh = bh * 0.16;
  const t = (text, tx, ty, size, extra = {}) =>
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

/** Moonlit harbour: moon and its broken reflection, pier posts, a moored boat, a lighthouse. */
function harbor(s, p, o) {
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
function lanterns(s, p, o) {
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

/** Noir office: light through venetian blinds, desk lamp, a man in a hat, ledger lines. */
function blinds(s, p, o) {
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

/** Coast radio mast, sea horizon, signal rings, scan-line glitches ("static"). */
function signal(s, p, o) {
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

/** A glowing seed underground, roots branching down, a small figure on the surface above. */
function roots(s, p, o) {
  const { rand, w, h, m } = s;
  const ground = h * (o.horizon ?? 0.36);
  s.fill(s.linear([[0, p.sky0], [ground / h, p.sky1], [ground / h + 0.002, '#0b0906'], [1, '#030302']]));
  stars(s, 40, ground * 0.8, p.glow);
  const sx = w * 0.5;
  const sy = ground + h * 0.12;
  const paths = [];
  const grow = (x, y, ang, len, width, depth) => {
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
  const dAll = (minW) => paths.filter((q) => q.width >= minW);
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
function mountains(s, p, o) {
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
function sunWalker(s, p, o) {
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
function glassTrees(s, p, o) {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.74;
  skyGround(s, p, hz);
  s.glow(w * 0.5, h * hz, w * 0.6, p.accent, 0.4);
  stars(s, 60, h * 0.4, p.glow);
  const rows = [[0.35, 0.35, 7], [0.65, 0.6, 5], [1, 0.85, 3]];
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

/** Premiere night: searchlights crossing the sky, a crowd, flashbulbs. */
function festival(s, p, o) {
  const { rand, w, h, m } = s;
  skyGround(s, p, 0.82);
  s.haze(p.glow, 0.18, { seed: o.seed ?? 23 });
  for (const [x, ang] of [[0.2, -62], [0.38, -100], [0.62, -80], [0.8, -118]]) {
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

/** Laurel wreath (festival selection) around (cx, cy): two stems curving up, paired leaves. */
function laurels(cx, cy, r, color) {
  const rad = (deg) => (deg * Math.PI) / 180;
  let out = '';
  for (const side of [1, -1]) {
    const pt = (deg) => [cx + side * r * Math.cos(rad(deg)), cy + r * Math.sin(rad(deg))];
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

/** Cinema: projector beam over rows of seats, dust in the light. */
function projector(s, p, o) {
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

/** Cinema camera on a tripod: two film magazines, matte box, a tally light. */
function camera(s, p, o) {
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

/** Rain on a window at night: blurred city lights behind streaks and drops. */
function rainWindow(s, p, o) {
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

/** Pine ridges in fog layers, moonlight from behind. */
function forestFog(s, p, o) {
  const { rand, w, h, m } = s;
  skyGround(s, p, 0.9);
  s.glow(w * (o.moonX ?? 0.7), h * 0.25, m * 0.5, p.glow, 0.3);
  s.add(`<circle cx="${n1(w * (o.moonX ?? 0.7))}" cy="${n1(h * 0.25)}" r="${n1(m * 0.045)}" fill="${p.glow}" opacity="0.9"/>`);
  // pine = three stacked tiers; far rows are small and pale (fog), the front row black
  const pine = (x, base, tw, th) => {
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

/** Hotel corridor in one-point perspective, a lit door at the end, a figure waiting in it. */
function corridor(s, p, o) {
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
    const lx = (x) => x + (vx - x) * t;
    const ly = (y) => y + (vy - y) * t;
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

/** Long exposure on a coast road: red and white light trails sweeping through a curve. */
function carTrails(s, p, o) {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.5;
  skyGround(s, p, hz);
  stars(s, 60, h * hz * 0.7, p.glow);
  s.add(`<path d="M0 ${n1(h * hz)} Q${n1(w * 0.3)} ${n1(h * (hz - 0.12))} ${n1(w * 0.55)} ${n1(h * (hz - 0.02))} T${w} ${n1(h * (hz - 0.05))} V${n1(h * hz)} Z" fill="${p.ink}"/>`);
  const trail = (color, offset, width) => {
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

/** Night shoot at a container dock: cranes, stacked containers, sodium lights, a small crew. */
function dock(s, p, o) {
  const { rand, w, h, m } = s;
  const hz = o.horizon ?? 0.72;
  const base = h * hz;
  skyGround(s, p, hz);
  s.haze(p.accent, 0.3, { seed: o.seed ?? 31, h: base });
  // cranes
  for (const [x, sc] of [[0.18, 1], [0.62, 0.8]]) {
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
function monitors(s, p, o) {
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
function boomMic(s, p, o) {
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

const MOTIFS = {
  city, desertRoad, silhouettes, setLights, clapper, harbor, lanterns, blinds, signal, roots, mountains, sunWalker,
  glassTrees, festival, projector, camera, rainWindow, forestFog, corridor, carTrails, dock, monitors, boomMic,
};

function drawMotif(s, motif, palette, options = {}) {
  const draw = MOTIFS[motif];
  if (!draw) throw new Error(`unknown motif "${motif}"`);
  draw(s, PALETTES[palette], options);
}

// ---------------------------------------------------------------------------------------------
// Catalogue data: what every poster, cover, still and backstage photo shows
// ---------------------------------------------------------------------------------------------

/** Invented names for the billing blocks. */
const PEOPLE = [
  'Mara Ellison', 'Tobias Reyes', 'Ines Calloway', 'Jonah Whitlock', 'Priya Anand', 'Leo Marchetti', 'Sofia Lindqvist',
  'Dev Okafor', 'Hana Moreau', 'Caleb Osei', 'Rosa Varga', 'Elias Brandt', 'Nora Achterberg', 'Sam Quill',
  'Aiko Tanabe', 'Felix Durand', 'June Halloran', 'Omar Haddad', 'Lena Kowalski', 'Rafael Soto',
];

const SERIF_BOLD = { family: FONT.serif, weight: 'bold', spacing: 0.04 };
const SANS_BOLD = { family: FONT.sans, weight: 'bold', spacing: 0.02 };

/** Movie posters (2:3). Title lines are fitted one by one to the poster width. */
const POSTERS = [
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

/** Covers (16:9) for the "movie galleries" page. */
const COVERS = [
  { slug: 'deep-seeded-thoughts', title: 'Deep Seeded Thoughts', tagline: 'Some thoughts take root.', palette: 'moss', motif: 'roots', options: { horizon: 0.42, figureX: 0.8, scale: 0.9 }, font: SERIF_BOLD, seed: 201 },
  { slug: 'back-2-basics', title: 'Back 2 Basics', tagline: 'Sometimes the way forward is back.', palette: 'rust', motif: 'sunWalker', options: { sunX: 0.7, horizon: 0.66, walkerDx: -0.03 }, font: SANS_BOLD, seed: 202 },
  { slug: 'midnight-ledger', title: 'Midnight Ledger', tagline: 'Every debt comes due.', palette: 'noir', motif: 'city', options: { horizon: 0.74, tall: 1.2 }, font: { family: FONT.serif, spacing: 0.08 }, seed: 203 },
  { slug: 'salt-and-static', title: 'Salt & Static', tagline: 'The sea is trying to tell her something.', palette: 'tide', motif: 'signal', options: { towerX: 0.78 }, font: { family: FONT.sans, weight: 200, spacing: 0.14 }, seed: 204 },
  { slug: 'glass-orchard', title: 'Glass Orchard', tagline: 'A new feature from Ember Lane Studios.', palette: 'glass', motif: 'glassTrees', options: {}, font: { family: FONT.serif, spacing: 0.1 }, comingSoon: true, seed: 205 },
  { slug: 'festival-circuit', title: 'Festival Circuit 2026', tagline: 'Premieres, panels and late nights on the road', palette: 'gold', motif: 'festival', options: { flashes: 8 }, font: { ...SANS_BOLD, spacing: 0.08 }, centered: true, seed: 206 },
];

/** The 24 stills of the public gallery page (3:2). */
const GALLERY = [
  { title: 'Night Shoot, Dock 7', motif: 'dock', palette: 'ember' },
  { title: 'Last Light on Route 9', motif: 'desertRoad', palette: 'desert', options: { figure: true, vanish: 0.42 } },
  { title: 'Two Figures, One Door', motif: 'silhouettes', palette: 'ember', options: { count: 2 } },
  { title: 'Key Light, Stage B', motif: 'setLights', palette: 'ember', options: { third: true } },
  { title: 'Scene 12, Take 3', motif: 'clapper', palette: 'ember', options: { title: 'MIDNIGHT LEDGER', director: 'T. REYES', scene: '12', take: '3', roll: 'A7' } },
  { title: 'The Harbor at 4 A.M.', motif: 'harbor', palette: 'harbor', options: { figure: true } },
  { title: 'Lantern Rehearsal', motif: 'lanterns', palette: 'lantern', options: { figures: 3 } },
  { title: 'Venetian Blinds', motif: 'blinds', palette: 'noir', options: { figureX: 0.22 } },
  { title: 'Signal Over the Salt Flats', motif: 'signal', palette: 'tide', options: { figure: true, towerX: 0.7 } },
  { title: 'What Grows Below', motif: 'roots', palette: 'moss', options: { horizon: 0.3, figureX: 0.3, scale: 0.95 } },
  { title: 'Northbound Ridge', motif: 'mountains', palette: 'frost', options: { starX: 0.7 } },
  { title: 'Walking Into the Sun', motif: 'sunWalker', palette: 'rust', options: { sunX: 0.4, lamp: true } },
  { title: 'Glass Orchard, Concept Art', motif: 'glassTrees', palette: 'glass' },
  { title: 'Premiere Night', motif: 'festival', palette: 'gold' },
  { title: 'Reel Change', motif: 'projector', palette: 'ember' },
  { title: 'Camera A, Ready', motif: 'camera', palette: 'ember', options: { operator: true } },
  { title: 'Out of Focus', motif: 'rainWindow', palette: 'noir', options: { figure: true } },
  { title: 'Rain Machine', motif: 'setLights', palette: 'noir', options: { rain: true } },
  { title: 'Fog Unit, Pine Ridge', motif: 'forestFog', palette: 'frost', options: { light: true, moonX: 0.75 } },
  { title: 'Corridor, Hotel Set', motif: 'corridor', palette: 'ember', options: { hat: true } },
  { title: 'Long Exposure, Coast Road', motif: 'carTrails', palette: 'desert' },
  { title: 'City After Midnight', motif: 'city', palette: 'noir', options: { horizon: 0.66 } },
  { title: 'Video Village', motif: 'monitors', palette: 'ember' },
  { title: 'Boom Up', motif: 'boomMic', palette: 'ember' },
];

/** Backstage photos of the catalogue (3:2). */
const BTS_PHOTOS = [
  { file: 'bts-deep-seeded-thoughts-1.jpg', motif: 'clapper', palette: 'moss', options: { title: 'DEEP SEEDED THOUGHTS', director: 'M. ELLISON', scene: '4', take: '7', roll: 'B2' } },
  { file: 'bts-deep-seeded-thoughts-2.jpg', motif: 'setLights', palette: 'moss', options: { crew: true } },
  { file: 'bts-deep-seeded-thoughts-3.jpg', motif: 'camera', palette: 'moss', options: { operator: true, camX: 0.45 } },
  { file: 'bts-deep-seeded-thoughts-4.jpg', motif: 'monitors', palette: 'moss', options: { screens: 2 } },
  { file: 'bts-back-2-basics-1.jpg', motif: 'clapper', palette: 'rust', options: { title: 'BACK 2 BASICS', director: 'D. OKAFOR', scene: '21', take: '2', roll: 'A1' } },
  { file: 'bts-back-2-basics-2.jpg', motif: 'boomMic', palette: 'rust' },
  { file: 'bts-back-2-basics-3.jpg', motif: 'carTrails', palette: 'rust', options: { horizon: 0.45 } },
  { file: 'bts-back-2-basics-4.jpg', motif: 'silhouettes', palette: 'rust', options: { count: 3, doorX: 0.4 } },
  { file: 'bts-festival-circuit-1.jpg', motif: 'festival', palette: 'gold', options: { flashes: 10 } },
  { file: 'bts-festival-circuit-2.jpg', motif: 'projector', palette: 'gold', options: { beamX: 0.9 } },
  { file: 'bts-festival-circuit-3.jpg', motif: 'camera', palette: 'gold', options: { camX: 0.62 } },
];

// ---------------------------------------------------------------------------------------------
// Brand marks (hand-written SVG: they ship as vector files)
// ---------------------------------------------------------------------------------------------

/** The ember mark in a 48x48 box: a flame over a short "lane" line. */
function flameMarkSvg(prefix) {
  const defs =
    `<linearGradient id="${prefix}-outer" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#d8360f"/><stop offset="0.55" stop-color="#f47a1f"/><stop offset="1" stop-color="#ffc35a"/></linearGradient>` +
    `<linearGradient id="${prefix}-inner" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ffb640"/><stop offset="1" stop-color="#fff1c9"/></linearGradient>`;
  const body =
    `<path d="M24 3C26 11 35 16 35 27C35 34.5 30 40 24 40C18 40 13 34.5 13 27C13 21 16.5 17.5 19 14C19.5 18 21 20.5 23 21.5C22 15.5 22.5 9 24 3Z" fill="url(#${prefix}-outer)"/>` +
    `<path d="M24.5 22C27 25.5 30 28 30 32C30 36 27.5 38.5 24 38.5C20.5 38.5 18 36 18 32.5C18 29.5 20 27.5 21.5 25.5C22 27.5 23 28.5 24.5 29C23.8 26.8 23.8 24.3 24.5 22Z" fill="url(#${prefix}-inner)"/>` +
    `<rect x="11" y="43" width="26" height="2" rx="1" fill="#f47a1f" opacity="0.8"/>`;
  return { defs, body };
}

function logoSvg() {
  const mark = flameMarkSvg('el');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img" aria-label="Ember Lane Studios">\n` +
    `  <title>Ember Lane Studios</title>\n  <defs>${mark.defs}</defs>\n  <g transform="translate(0 1) scale(0.95)">${mark.body}</g>\n` +
    // sized to fit DejaVu Sans Bold naturally; textLength (spacing only, glyphs untouched) keeps the
    // wordmark inside its box in browsers that substitute a narrower or wider font
    `  <text x="50" y="28" textLength="144" lengthAdjust="spacing" font-family="'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif" font-size="18" font-weight="700" letter-spacing="2" fill="#f5ecdf">EMBER LANE</text>\n` +
    `  <text x="50.5" y="41" textLength="65" lengthAdjust="spacing" font-family="'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif" font-size="8" letter-spacing="5" fill="#f0a048">STUDIOS</text>\n` +
    `</svg>\n`
  );
}

function logoMarkSvg({ background }) {
  const mark = flameMarkSvg('em');
  const bg = background ? `<rect width="48" height="48" rx="10" fill="${background}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="Ember Lane Studios">\n` +
    `  <defs>${mark.defs}</defs>\n  ${bg}${mark.body}\n</svg>\n`
  );
}

/** Shown when a movie thumbnail fails to load: neutral 2:3 card, film reel, 'No image'. */
function placeholderSvg() {
  const holes = Array.from({ length: 5 }, (_, i) => {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    return `<circle cx="${n1(100 + Math.cos(a) * 22)}" cy="${n1(128 + Math.sin(a) * 22)}" r="9"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 200 300" role="img" aria-label="No image">\n` +
    `  <defs><linearGradient id="ph-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c1815"/><stop offset="1" stop-color="#0d0b0a"/></linearGradient></defs>\n` +
    `  <rect width="200" height="300" fill="url(#ph-bg)"/>\n` +
    `  <rect x="8" y="8" width="184" height="284" rx="6" fill="none" stroke="#2e2823" stroke-width="1.5"/>\n` +
    `  <g fill="none" stroke="#5e554d" stroke-width="3"><circle cx="100" cy="128" r="38"/><circle cx="100" cy="128" r="6"/></g>\n` +
    `  <g fill="#5e554d">${holes}</g>\n` +
    `  <path d="M100 166 H150" stroke="#5e554d" stroke-width="3" stroke-linecap="round"/>\n` +
    `  <text x="100" y="214" text-anchor="middle" font-family="'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif" font-size="15" letter-spacing="1" fill="#8a8077">No image</text>\n` +
    `</svg>\n`
  );
}

async function makeBrand() {
  writeText(join(WEB_DIR, 'logo.svg'), logoSvg());
  writeText(join(WEB_DIR, 'logo-mark.svg'), logoMarkSvg({}));
  // the favicon carries its own dark tile so the mark reads on light browser tabs too
  writeText(join(WEB_DIR, 'favicon.svg'), logoMarkSvg({ background: '#120d0a' }));
  writeText(join(WEB_DIR, 'placeholder-movie.svg'), placeholderSvg());
}

// ---------------------------------------------------------------------------------------------
// Posters, covers, stills
// ---------------------------------------------------------------------------------------------

/** Credits in the poster "billing block" style: condensed, tall, tightly set. */
function billingLines(poster) {
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
function studioSignature(s, left, y, size, color) {
  const mark = flameMarkSvg(s.uid('sig'));
  s.defs.push(mark.defs);
  const k = (size * 1.6) / 48;
  s.add(`<g transform="translate(${n1(left)} ${n1(y - size * 1.3)}) scale(${n1(k * 100) / 100})">${mark.body}</g>`);
  s.add(textSvg('EMBER LANE', { x: left + size * 2, y, size, weight: 'bold', spacing: 0.3, fill: color, anchor: 'start' }));
}

async function renderPoster(poster) {
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
  const titleSvg = [];
  for (let i = specs.length - 1; i >= 0; i -= 1) {
    titleSvg.unshift({ text: specs[i].text, y: baseline, size: sizes[i] });
    const above = i > 0 ? sizes[i - 1] : 0;
    baseline -= sizes[i] * 0.74 + above * 0.24;
  }
  for (const pass of ['glow', 'crisp']) {
    for (const t of titleSvg) {
      const glow = pass === 'glow';
      s.add(textSvg(t.text, { ...poster.font, x: W / 2, y: t.y, size: t.size, fill: glow ? pal.accent : '#f7efe2', opacity: glow ? 0.7 : 1, filter: glow ? s.blur(10) : '' }));
    }
  }
  await writeJpeg(s, join(SEED_DIR, `poster-${poster.slug}.jpg`));
}

async function renderCover(cover) {
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

/** A text-free still (gallery, backstage photos): the motif plus a touch of lens vignette. */
async function renderStill(item, file, seed) {
  const s = new Scene(1200, 800, seed);
  drawMotif(s, item.motif, item.palette, item.options);
  s.vignette(0.55);
  await writeJpeg(s, file);
}

async function makePosters() {
  for (const poster of POSTERS) await renderPoster(poster);
}

async function makeCovers() {
  for (const cover of COVERS) await renderCover(cover);
}

/**
 * WebP copies beside each still ('gallery-01.jpg' -> 'gallery-01.w480.webp', 'gallery-01.w960.webp'): 480 is the
 * gallery grid's thumbnail, and both are the smaller `srcset` candidates of the stills on the static pages
 * (web/content/stills.ts), so a phone does not fetch the 1200 px JPEG.
 */
const STILL_WEBP_WIDTHS = [480, 960];

async function writeStillWebpCopies(file) {
  for (const width of STILL_WEBP_WIDTHS) {
    const out = file.replace(/\.jpg$/, `.w${width}.webp`);
    await sharp(file).resize({ width }).webp({ quality: 72 }).toFile(out);
    record(out);
  }
}

async function makeGallery() {
  const index = [];
  for (const [i, item] of GALLERY.entries()) {
    const file = `gallery-${String(i + 1).padStart(2, '0')}.jpg`;
    await renderStill(item, join(GALLERY_DIR, file), 300 + i);
    await writeStillWebpCopies(join(GALLERY_DIR, file));
    index.push({ file, title: item.title, width: 1200, height: 800 });
  }
  writeText(join(GALLERY_DIR, 'gallery.json'), `${JSON.stringify(index, null, 2)}\n`);
}

async function makeBtsPhotos() {
  for (const [i, item] of BTS_PHOTOS.entries()) await renderStill(item, join(SEED_DIR, item.file), 400 + i);
}

// ---------------------------------------------------------------------------------------------
// Clips. Texture plates are drawn by sharp into a temp dir; ffmpeg animates and composites them
// with its own procedural sources (mandelbrot zooms, game-of-life bokeh) and encodes.
// ---------------------------------------------------------------------------------------------

let TMP = '';

async function plate(name, svg) {
  const file = join(TMP, name);
  await sharp(Buffer.from(typeof svg === 'string' ? svg : svg.svg())).png().toFile(file);
  return file;
}

/** Collects the inputs of one ffmpeg run and the chains of its filter graph, with unique labels. */
class Graph {
  constructor(duration) {
    this.duration = duration;
    this.inputs = [];
    this.chains = [];
    this.labels = 0;
  }

  input(spec) {
    this.inputs.push(spec);
    return `[${this.inputs.length - 1}]`;
  }

  /** Adds `from` + filters, returns the new label. */
  chain(from, filters, prefix = 'c') {
    this.labels += 1;
    const out = `[${prefix}${this.labels}]`;
    this.chains.push(`${from}${filters}${out}`);
    return out;
  }

  /** A still plate as a stream. It is decoded and prepared (`prep`) once, then repeated in memory:
   * looping the file with -loop 1 would decode and convert the PNG again for every frame (8x slower). */
  still(png, prep = '', seconds = this.duration) {
    const frames = Math.ceil(seconds * FPS);
    return this.chain(this.input({ png }), `${prep ? `${prep},` : ''}loop=loop=${frames}:size=1:start=0,settb=1/${FPS},setpts=N`, 's');
  }

  /** Terminates the graph on [v] with the shared finish: vignette and yuv420p. */
  finish(from, filters) {
    this.chains.push(`${from}${filters ? `${filters},` : ''}vignette=PI/5,format=yuv420p[v]`);
    return this.chains.join(';');
  }
}

/** Transparent layer of glowing specks. Specks are drawn three times (y - h, y, y + h) so the layer
 * wraps seamlessly when ffmpeg's scroll filter moves it. */
function emberFieldSvg(w, h, { count, rmin, rmax, seed, colors }) {
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
function smokeSvg(w, h, { color, seed, opacity, fx = 0.0025, fy = 0.006 }) {
  const [r, g, b] = hexRgb(color);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><filter id="s" x="0" y="0" width="1" height="1">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${fx} ${fy}" numOctaves="2" seed="${seed}"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${n1(1.5 * opacity * 100) / 100} 0 0 0 ${n1(-0.55 * opacity * 100) / 100}"/></filter></defs>` +
    `<rect width="${w}" height="${h}" filter="url(#s)"/></svg>`
  );
}

/** Near-black frame warmed by a fire glow below the bottom edge. */
function backdropSvg(w, h, pal) {
  const s = new Scene(w, h, 1);
  s.fill('#060404');
  s.fill(s.radial([[0, pal.accent, 0.85], [0.35, pal.sky1, 0.9], [0.75, '#0e0706', 1], [1, '#060404', 1]], { cx: 0.5, cy: 1.08, r: 0.95 }));
  return s.svg();
}

/** Transparent 'title card' with centred lines. Each line: { text, size, font, fill, y, glow }.
 * `shade` puts a soft dark pool behind the text, for cards over bright pictures. */
async function cardPlate(name, w, h, lines, { shade = false } = {}) {
  const s = new Scene(w, h, 1);
  if (shade) {
    const cy = (lines.reduce((sum, l) => sum + l.y, 0) / lines.length) * h;
    s.add(`<ellipse cx="${w / 2}" cy="${n1(cy)}" rx="${n1(w * 0.48)}" ry="${n1(h * 0.2)}" fill="${s.radial([[0, '#000', 0.75], [0.6, '#000', 0.45], [1, '#000', 0]])}"/>`);
  }
  for (const line of lines) {
    const font = line.font ?? { family: FONT.sans, spacing: 0.3 };
    const size = await fitSize(line.text, font, w * 0.86, line.size);
    if (line.glow) s.add(textSvg(line.text, { ...font, x: w / 2, y: h * line.y, size, fill: line.glow, opacity: 0.75, filter: s.blur(n1(size * 0.12)) }));
    s.add(textSvg(line.text, { ...font, x: w / 2, y: h * line.y, size, fill: line.fill ?? '#efe6d8' }));
  }
  return plate(name, s);
}

/** Big centred wordmark for the splash. */
async function logoPlate(w, h) {
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
const scrollSpeed = (cycles, seconds) => (cycles / (seconds * FPS)).toFixed(6);

/**
 * The house look: fire glow, two layers of drifting smoke, two layers of rising embers. Every motion
 * is periodic over `period` seconds (smoke sways on a sine, embers scroll whole frames), so a clip
 * of that length loops without a seam.
 */
async function atmosphere(g, { w, h, period, pal, seed, embers = 1 }) {
  const bg = g.still(await plate(`bg-${seed}.png`, backdropSvg(w, h, pal)), 'format=yuv420p');
  const [sw, sh] = [Math.round(w * 1.5), Math.round(h * 1.5)];
  const smokeA = g.still(await plate(`smoke-a-${seed}.png`, smokeSvg(sw, sh, { color: '#c27a4a', seed, opacity: 0.55 })), 'format=yuva420p');
  const smokeB = g.still(await plate(`smoke-b-${seed}.png`, smokeSvg(sw, sh, { color: '#7a4a3a', seed: seed + 1, opacity: 0.45, fx: 0.004, fy: 0.004 })), 'format=yuva420p');
  const farPng = await plate(`far-${seed}.png`, emberFieldSvg(w, h, { count: Math.round(110 * embers), rmin: 1.5, rmax: 5, seed, colors: [pal.accent, pal.glow] }));
  const nearPng = await plate(`near-${seed}.png`, emberFieldSvg(w, h, { count: Math.round(18 * embers), rmin: 8, rmax: 24, seed: seed + 2, colors: [pal.accent] }));
  const far = g.still(farPng, 'format=yuva420p');
  const near = g.still(nearPng, 'gblur=sigma=2.5,format=yuva420p');
  const sway = (size, amp, phase) => `(${size})/2*(1+${amp}*sin(2*PI*t/${period}+${phase}))`;
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
const breathe = (period, depth = 1) =>
  `eq=brightness='${(0.03 * depth).toFixed(3)}*sin(2*PI*t/${period})+${(0.012 * depth).toFixed(3)}*sin(2*PI*t*${Math.round(period * 1.7)}/${period})':eval=frame`;

/** A title card that fades in at `from` and out at `to` (alpha fades on the repeated still). */
function cardLayer(g, png, from, to) {
  const fades = [`fade=in:st=${from}:d=0.8:alpha=1`];
  if (to) fades.push(`fade=out:st=${to - 0.8}:d=0.8:alpha=1`);
  return g.chain(g.still(png, 'format=yuva420p'), fades.join(','));
}

/** Organic Mandelbrot zoom graded to moss green and gold: the "roots of a thought". */
function fractalShot(g, { w, h, duration, x, y, from, to }) {
  const src = g.input({
    duration,
    lavfi:
      `mandelbrot=s=${w / 2}x${h / 2}:rate=${FPS}:start_x=${x}:start_y=${y}:start_scale=${from}:end_scale=${to}:` +
      `end_pts=${Math.round(duration * FPS)}:maxiter=320:inner=black:outer=normalized_iteration_count`,
  });
  return g.chain(
    src,
    `format=gbrp,hue=s=0,curves=r='0/0 0.5/0.08 0.8/0.45 1/1':g='0/0 0.5/0.14 0.8/0.45 1/0.85':b='0/0 0.5/0.11 0.8/0.22 1/0.45',` +
      `gblur=sigma=1.2,scale=${w}:${h}:flags=bicubic,setsar=1,format=yuv420p`,
    'frac',
  );
}

/** Night drive: a still city plate with two layers of light trails streaming past. */
async function nightDriveShot(g, { w, h, duration, seed }) {
  const city = new Scene(w, h, seed);
  drawMotif(city, 'city', 'rust', { horizon: 0.78, tall: 1.3 });
  city.fill('#000', 0.25);
  const streaks = (count, len, thick, s2) => {
    const rand = rng(s2);
    const sc = new Scene(w, h, s2);
    let body = `<g filter="${sc.blur(n1(thick * 0.8))}">`;
    for (let i = 0; i < count; i += 1) {
      const y = h * between(rand, 0.62, 0.98);
      const x = rand() * w;
      const col = rand() < 0.5 ? '#ff3b22' : '#ffd9a0';
      const paint = sc.linear([[0, col, 0], [0.8, col, 0.9], [1, '#ffffff', 1]], [0, 0, 1, 0]);
      const l = len * between(rand, 0.5, 1.2);
      for (const dx of [-w, 0, w]) body += `<rect x="${n1(x + dx)}" y="${n1(y)}" width="${n1(l)}" height="${n1(thick)}" rx="${n1(thick / 2)}" fill="${paint}"/>`;
    }
    sc.add(`${body}</g>`);
    return sc.svg();
  };
  const base = g.still(await plate(`city-${seed}.png`, city), 'format=yuv420p', duration);
  const far = g.still(await plate(`trails-far-${seed}.png`, streaks(26, w * 0.25, h * 0.006, seed + 1)), 'format=yuva420p', duration);
  const near = g.still(await plate(`trails-near-${seed}.png`, streaks(10, w * 0.5, h * 0.014, seed + 2)), 'format=yuva420p', duration);
  const out = g.chain(`${base}${g.chain(far, 'scroll=horizontal=-0.012')}`, 'overlay');
  return g.chain(`${out}${g.chain(near, 'scroll=horizontal=-0.03')}`, 'overlay');
}

/** Game-of-life cells, blurred into drifting bokeh: out-of-focus street lights. */
function lifeBokehShot(g, { w, h, duration, seed, life, mold }) {
  const src = g.input({
    duration,
    lavfi: `life=s=${Math.round(w / 8)}x${Math.round(h / 8)}:rate=8:ratio=0.09:seed=${seed}:mold=20:death_color=#070404:life_color=${life}:mold_color=${mold}`,
  });
  return g.chain(src, `fps=${FPS},scale=${w}:${h}:flags=bicubic,gblur=sigma=${Math.round(w / 110)},lagfun=decay=0.93,setsar=1,format=yuv420p`, 'life');
}

/** A still plate with a slow push-in. zoompan emits all the frames from the single decoded image;
 * the plate is drawn at 1.5x so the per-frame crop stays smooth. */
async function pushInShot(g, { w, h, duration, motif, palette, options, seed, zoom = 0.08 }) {
  const s = new Scene(Math.round(w * 1.5), Math.round(h * 1.5), seed);
  drawMotif(s, motif, palette, options);
  s.vignette(0.4);
  const src = g.input({ png: await plate(`push-${seed}.png`, s) });
  const frames = Math.ceil(duration * FPS);
  return g.chain(
    src,
    `zoompan=z='1+${zoom}*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${w}x${h}:fps=${FPS},setsar=1,format=yuv420p`,
    'push',
  );
}

/** Joins shots with dips to black, like cuts in a trailer. Each shot lasts `shot` + `dip` seconds. */
function dipToBlack(g, shots, shot, dip) {
  let out = shots[0];
  shots.slice(1).forEach((next, i) => {
    out = g.chain(`${out}${next}`, `xfade=transition=fadeblack:duration=${dip}:offset=${n1((i + 1) * shot - dip / 2)}`, 'x');
  });
  return out;
}

/** Soft low pad: a few sine partials with slow swells, low-passed and faded; optionally a soft
 * heartbeat pulse. Quiet on purpose: it only has to make the volume control meaningful. */
function padAudio(duration, partials, { pulse = 0 } = {}) {
  const terms = partials.map(([amp, hz, lfo], i) => `${amp}*sin(2*PI*${hz}*t)*(0.6+0.4*sin(2*PI*${lfo}*t+${i}))`);
  if (pulse) terms.push(`0.3*sin(2*PI*49*t)*exp(-7*mod(t,${pulse}))`);
  return (
    `aevalsrc='${terms.join('+')}':s=44100,lowpass=f=650,` +
    `afade=t=in:st=0:d=2,afade=t=out:st=${duration - 2.5}:d=2.5,volume=0.8`
  );
}

async function makeSplash() {
  const [w, h, duration] = [1280, 720, 5];
  const g = new Graph(duration);
  const atm = await atmosphere(g, { w, h, period: duration, pal: PALETTES.ember, seed: 501 });
  const logo = g.chain(g.still(await logoPlate(w, h), 'format=yuva420p'), 'fade=in:st=0.7:d=1.3:alpha=1');
  const out = g.chain(`${atm}${logo}`, 'overlay');
  const graph = g.finish(out, `${breathe(duration, 0.6)},fade=in:st=0:d=0.7,fade=out:st=4.2:d=0.8`);
  const poster = encodeClip({ out: join(WEB_DIR, 'splash.mp4'), duration, kbps: 250, inputs: g.inputs, graph, posterAt: 3 });
  await posterFrame(poster, join(WEB_DIR, 'splash-poster.webp'));
}

async function makeHero() {
  const [w, h, duration] = [1280, 720, 24];
  const g = new Graph(duration);
  const atm = await atmosphere(g, { w, h, period: duration, pal: PALETTES.ember, seed: 601 });
  // no fades: the first frame doubles as the poster, and the clip loops without a seam
  const graph = g.finish(atm, breathe(duration / 4));
  const poster = encodeClip({ out: join(WEB_DIR, 'hero.mp4'), duration, kbps: 250, inputs: g.inputs, graph, posterAt: 0 });
  await posterFrame(poster, join(WEB_DIR, 'hero-poster.webp'));
}

/** Three-act trailer: studio card, tagline card, title card; each over its own shot. */
async function trailer({ slug, title, tagline, shots, audio, spores, titleY = 0.52 }) {
  const [w, h, duration, shot, dip] = [1280, 720, 15, 5, 0.6];
  const g = new Graph(duration);
  const pictures = [];
  for (const [i, make] of shots.entries()) pictures.push(await make(g, { w, h, duration: shot + dip, seed: 700 + i }));
  let out = dipToBlack(g, pictures, shot, dip);
  if (spores) {
    const png = await plate(`spores-${slug}.png`, emberFieldSvg(w, h, { count: 70, rmin: 1.5, rmax: 6, seed: 77, colors: spores }));
    out = g.chain(`${out}${g.chain(g.still(png, 'format=yuva420p'), `scroll=vertical=${scrollSpeed(1, duration)}`)}`, 'overlay');
  }
  const serifCaps = { family: FONT.serif, weight: 'bold', spacing: 0.08 };
  const cards = [
    [await cardPlate(`card1-${slug}.png`, w, h, [{ text: `${STUDIO} PRESENTS`, size: 24, y: 0.52 }]), 0.6, 4.3],
    [await cardPlate(`card2-${slug}.png`, w, h, tagline.map((text, i) => ({ text, size: 40, y: 0.48 + i * 0.09, font: { family: FONT.serif, style: 'italic' } }))), 5.6, 9.3],
    [
      await cardPlate(
        `card3-${slug}.png`,
        w,
        h,
        [
          { text: title, size: 92, y: titleY, font: serifCaps, glow: '#f47a1f' },
          { text: 'COMING SOON', size: 20, y: titleY + 0.11, fill: '#f0a048' },
        ],
        { shade: true },
      ),
      10.6,
      0,
    ],
  ];
  for (const [png, from, to] of cards) out = g.chain(`${out}${cardLayer(g, png, from, to)}`, 'overlay');
  const graph = g.finish(out, `fade=in:st=0:d=0.6,fade=out:st=${duration - 0.8}:d=0.8`);
  // poster at 9.6 s: after the tagline card has faded, before the dip into the last shot
  const file = join(WEB_DIR, `trailer-${slug}.mp4`);
  const poster = encodeClip({ out: file, duration, kbps: 260, inputs: g.inputs, graph, audio: padAudio(duration, ...audio), posterAt: 9.6 });
  await trailerPoster(poster, title, join(WEB_DIR, `trailer-${slug}.jpg`));
}

async function makeTrailers() {
  await trailer({
    slug: 'deep-seeded-thoughts',
    title: 'DEEP SEEDED THOUGHTS',
    tagline: ['Some thoughts', 'take root.'],
    spores: [PALETTES.moss.accent, PALETTES.moss.glow],
    shots: [
      (g, o) => fractalShot(g, { ...o, x: -0.743643887037151, y: 0.13182590420533, from: 0.06, to: 0.012 }),
      (g, o) => fractalShot(g, { ...o, x: -0.10109636384562, y: 0.95628651080914, from: 0.05, to: 0.01 }),
      (g, o) => fractalShot(g, { ...o, x: -1.25066, y: 0.02012, from: 0.02, to: 0.004 }),
    ],
    audio: [[[0.22, 55, 0.11], [0.12, 82.41, 0.07], [0.07, 110, 0.23], [0.04, 164.81, 0.17]]],
  });
  await trailer({
    slug: 'back-2-basics',
    title: 'BACK 2 BASICS',
    tagline: ['Sometimes the way forward', 'is back.'],
    shots: [
      (g, o) => nightDriveShot(g, { ...o, seed: 811 }),
      (g, o) => lifeBokehShot(g, { ...o, seed: 812, life: '#ff9a3c', mold: '#0c2328' }),
      (g, o) => pushInShot(g, { ...o, motif: 'sunWalker', palette: 'rust', options: { sunX: 0.5, horizon: 0.84, sunSize: 0.3, walker: 0.2 }, seed: 813 }),
    ],
    titleY: 0.3,
    audio: [[[0.1, 73.42, 0.2], [0.07, 110, 0.13], [0.05, 146.83, 0.31]], { pulse: 0.75 }],
  });
}

async function makeBehindTheScenes() {
  const [w, h, duration] = [1280, 720, 10];
  const g = new Graph(duration);
  let out = await pushInShot(g, { w, h, duration, motif: 'setLights', palette: 'ember', options: { third: true, crew: true }, seed: 901, zoom: 0.1 });
  const dust = await plate('dust.png', emberFieldSvg(w, h, { count: 80, rmin: 1, rmax: 4, seed: 902, colors: ['#ffe2b0'] }));
  out = g.chain(`${out}${g.chain(g.still(dust, 'format=yuva420p'), `scroll=vertical=${scrollSpeed(0.5, duration)}:horizontal=${scrollSpeed(0.3, duration)}`)}`, 'overlay');
  const card = await cardPlate('card-bts.png', w, h, [{ text: 'BEHIND THE SCENES', size: 34, y: 0.86, font: { family: FONT.sans, weight: 'bold', spacing: 0.4 } }]);
  out = g.chain(`${out}${cardLayer(g, card, 0.5, 4)}`, 'overlay');
  const graph = g.finish(out, `${breathe(duration / 2, 0.7)},fade=in:st=0:d=0.6,fade=out:st=${duration - 0.7}:d=0.7`);
  const poster = encodeClip({ out: join(WEB_DIR, 'behind-the-scenes.mp4'), duration, kbps: 250, inputs: g.inputs, graph, posterAt: 6 });
  await trailerPoster(poster, 'BEHIND THE SCENES', join(WEB_DIR, 'behind-the-scenes.jpg'), { size: 54, kicker: 'ON SET' });
}

/** Backstage clips of the catalogue: 854x480, 6 s, one look per production. */
async function makeBtsClips() {
  const [w, h, duration] = [854, 480, 6];
  const clips = [
    ['deep-seeded-thoughts', (g) => fractalShot(g, { w, h, duration, x: -0.7453, y: 0.1127, from: 0.02, to: 0.005 })],
    ['back-2-basics', (g) => nightDriveShot(g, { w, h, duration, seed: 921 })],
    [
      'festival-circuit',
      async (g) => {
        const push = await pushInShot(g, { w, h, duration, motif: 'festival', palette: 'gold', options: { flashes: 4 }, seed: 931, zoom: 0.06 });
        // flashbulbs: short brightness spikes at irregular moments
        return g.chain(push, `eq=brightness='0.28*exp(-pow((mod(t,1.7)-0.4)*20,2))+0.2*exp(-pow((mod(t,2.3)-1.1)*24,2))':eval=frame`);
      },
    ],
  ];
  for (const [slug, make] of clips) {
    const g = new Graph(duration);
    const graph = g.finish(await make(g), `fade=in:st=0:d=0.5,fade=out:st=${duration - 0.6}:d=0.6`);
    encodeClip({ out: join(SEED_DIR, `bts-${slug}.mp4`), duration, kbps: 300, inputs: g.inputs, graph });
  }
}

/**
 * Poster image of a clip: its poster frame as a light WebP. The splash's and the hero's posters are the first
 * pictures a visitor waits for, and WebP is a third smaller than JPEG at the same look (13 kB against 20 kB for
 * the splash's).
 */
async function posterFrame(png, file) {
  await sharp(png).webp({ quality: 75 }).toFile(file);
  record(file);
}

/** Trailer poster: a frame of the clip with the title typeset over a darkened lower third. */
async function trailerPoster(png, title, file, { size = 84, kicker = 'OFFICIAL TRAILER' } = {}) {
  const [w, h] = [1280, 720];
  const s = new Scene(w, h, 1);
  s.fill(s.linear([[0.35, '#000', 0], [1, '#000', 0.8]]));
  const font = { family: FONT.serif, weight: 'bold', spacing: 0.08 };
  const fitted = await fitSize(title, font, w * 0.84, size);
  s.add(textSvg(title, { ...font, x: w / 2, y: h * 0.8, size: fitted, fill: '#f47a1f', opacity: 0.7, filter: s.blur(10) }));
  s.add(textSvg(title, { ...font, x: w / 2, y: h * 0.8, size: fitted, fill: '#f7efe2' }));
  s.add(textSvg(`${STUDIO}  ·  ${kicker}`, { x: w / 2, y: h * 0.8 + 48, size: 16, spacing: 0.35, fill: '#f0a048' }));
  await sharp(png)
    .composite([{ input: Buffer.from(s.svg()) }])
    .jpeg({ ...JPEG, quality: 70 })
    .toFile(file);
  record(file);
}

// ---------------------------------------------------------------------------------------------
// The demo film (issue 12): a minute of calm pictures and a soft pad, packaged for streaming
// ---------------------------------------------------------------------------------------------

/** The seed gives this film to the active movies without a YouTube link (server/db/seed/demo-catalogue.ts). */
const DEMO_FILM = { slug: 'ember-lane-reel', duration: 60, shot: 10, dip: 0.8 };
/** Low caps for a small package (the server's own are 800/2800 kb/s at 128 kb/s audio): calm pictures under a
 * constant quality take far less than the cap anyway. */
const DEMO_FILM_ENCODING = ['--video-kbps=360:300,720:700', '--audio-kbps=64', '--crf=25'];

/**
 * Six slow push-ins over the catalogue's motifs, dipping to black between them, with title cards; rendered to
 * a temporary 720p source, which the app's packager (scripts/package-film.ts, the code the server runs on an
 * upload) turns into HLS with AES-128. Regenerating makes a new key, so every segment changes.
 */
async function makeDemoFilm() {
  const [w, h] = [1280, 720];
  const { slug, duration, shot, dip } = DEMO_FILM;
  const g = new Graph(duration);
  const shots = [
    ['harbor', 'harbor', { figure: true }],
    ['lanterns', 'lantern', { count: 22 }],
    ['forestFog', 'frost', {}],
    ['blinds', 'noir', {}],
    ['dock', 'tide', {}],
    ['mountains', 'gold', {}],
  ];
  const pictures = [];
  for (const [i, [motif, palette, options]] of shots.entries()) {
    pictures.push(await pushInShot(g, { w, h, duration: shot + dip, motif, palette, options, seed: 1200 + i, zoom: 0.06 }));
  }
  let out = dipToBlack(g, pictures, shot, dip);
  const serif = { family: FONT.serif, style: 'italic' };
  const cards = [
    [[{ text: `${STUDIO} PRESENTS`, size: 24, y: 0.52 }], 1, 8],
    [[{ text: 'A DEMO FILM', size: 80, y: 0.5, font: { family: FONT.serif, weight: 'bold', spacing: 0.08 }, glow: '#f47a1f' }, { text: 'STREAMED ONLY TO ITS RENTERS', size: 18, y: 0.6, fill: '#f0a048' }], 11, 18.5],
    [[{ text: 'Every segment encrypted,', size: 40, y: 0.48, font: serif }, { text: 'every request checked.', size: 40, y: 0.57, font: serif }], 31, 38.5],
    [[{ text: 'No network needed:', size: 40, y: 0.48, font: serif }, { text: 'it ships with the demo.', size: 40, y: 0.57, font: serif }], 41, 48.5],
    [[{ text: 'THE END', size: 64, y: 0.48, font: { family: FONT.serif, weight: 'bold', spacing: 0.12 } }, { text: STUDIO, size: 18, y: 0.58, fill: '#f0a048' }], 52, 0],
  ];
  for (const [i, [lines, from, to]] of cards.entries()) {
    const png = await cardPlate(`film-card-${i}.png`, w, h, lines, { shade: true });
    out = g.chain(`${out}${cardLayer(g, png, from, to)}`, 'overlay');
  }
  const graph = g.finish(out, `fade=in:st=0:d=1,fade=out:st=${duration - 1.5}:d=1.5`);
  const audio = padAudio(duration, [[0.16, 65.41, 0.05], [0.1, 98, 0.07], [0.07, 130.81, 0.11], [0.04, 196, 0.13]]);

  // A near-lossless source, as a studio would upload: the packager's encode is the only one that counts.
  const source = join(TMP, `${slug}.mp4`);
  const args = [];
  for (const input of g.inputs) {
    if (input.png) args.push('-framerate', String(FPS), '-i', input.png);
    else args.push('-f', 'lavfi', '-t', String(input.duration ?? duration), '-i', input.lavfi);
  }
  args.push('-f', 'lavfi', '-t', String(duration), '-i', audio);
  args.push('-filter_complex', graph, '-map', '[v]', '-map', `${g.inputs.length}:a`, '-t', String(duration), '-r', String(FPS));
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-crf', '14', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '192k', source);
  ffmpeg(args);
  console.info(`  source ${rel(source)} ${kb(statSync(source).size)} (temporary)`);

  const packaged = join(TMP, `${slug}-package`);
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const res = spawnSync(tsx, [join(ROOT, 'scripts/package-film.ts'), source, packaged, ...DEMO_FILM_ENCODING], { stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`scripts/package-film.ts failed (exit ${res.status ?? res.signal})`);
  const target = join(FILMS_DIR, slug);
  rmSync(target, { recursive: true, force: true });
  cpSync(packaged, target, { recursive: true });
  for (const file of listFiles(target)) record(file);
}

/** The shipped package: what the seed and the player rely on, and the size budget. */
function verifyFilm() {
  const dir = join(FILMS_DIR, DEMO_FILM.slug);
  const issues = [];
  const manifestFile = join(dir, 'film.json');
  if (!existsSync(manifestFile)) return [`${rel(dir)}: no film.json (run with --only=film)`];
  const film = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const heights = film.renditions.map((r) => r.height).join(',');
  if (heights !== '360,720') issues.push(`renditions ${heights}, expected 360,720`);
  if (Math.abs(film.durationSeconds - DEMO_FILM.duration) > 1) issues.push(`duration ${film.durationSeconds} s`);
  if (!/^[0-9a-f]{32}$/.test(film.keyHex)) issues.push('no AES-128 key');
  for (const index of film.renditions.keys()) {
    const playlist = join(dir, `v${index}`, 'index.m3u8');
    if (!existsSync(playlist) || !readFileSync(playlist, 'utf8').includes('#EXT-X-KEY:METHOD=AES-128,URI="../key"')) {
      issues.push(`v${index}/index.m3u8 missing or not encrypted`);
    }
  }
  const bytes = listFiles(dir).reduce((sum, f) => sum + statSync(f).size, 0);
  if (bytes > FILM_BUDGET_BYTES) issues.push(`${(bytes / 1024 / 1024).toFixed(2)} MB exceeds the ${FILM_BUDGET_BYTES / 1024 / 1024} MB film budget`);
  const summary = `${heights.replace(/,/g, 'p + ')}p, ${film.durationSeconds} s, ${kb(bytes)}`;
  console.info(`  ${issues.length ? '✖' : '✓'} ${rel(dir).padEnd(48)} ${summary}${issues.length ? `  <- ${issues.join('; ')}` : ''}`);
  return issues.map((issue) => `${rel(dir)}: ${issue}`);
}

// ---------------------------------------------------------------------------------------------
// Checks, manifest, report
// ---------------------------------------------------------------------------------------------

/** Every clip with what the site expects of it. Hero must outlast the 20 s cut-off of the home page. */
const CLIP_SPECS = [
  { file: join(WEB_DIR, 'splash.mp4'), w: 1280, h: 720, min: 4.8, max: 5.3, audio: false },
  { file: join(WEB_DIR, 'hero.mp4'), w: 1280, h: 720, min: 20.5, max: 25, audio: false },
  { file: join(WEB_DIR, 'trailer-deep-seeded-thoughts.mp4'), w: 1280, h: 720, min: 14.5, max: 15.5, audio: true },
  { file: join(WEB_DIR, 'trailer-back-2-basics.mp4'), w: 1280, h: 720, min: 14.5, max: 15.5, audio: true },
  { file: join(WEB_DIR, 'behind-the-scenes.mp4'), w: 1280, h: 720, min: 9.5, max: 10.5, audio: false },
  ...['deep-seeded-thoughts', 'back-2-basics', 'festival-circuit'].map((slug) => ({
    file: join(SEED_DIR, `bts-${slug}.mp4`), w: 854, h: 480, min: 5.5, max: 6.5, audio: false,
  })),
];

/** Order of the top-level MP4 boxes: with +faststart 'moov' comes before 'mdat'. */
function topLevelBoxes(file) {
  const fd = openSync(file, 'r');
  const size = statSync(file).size;
  const boxes = [];
  const head = Buffer.alloc(16);
  try {
    for (let pos = 0; pos + 8 <= size && boxes.length < 32; ) {
      readSync(fd, head, 0, 16, pos);
      let len = head.readUInt32BE(0);
      if (len === 1) len = Number(head.readBigUInt64BE(8));
      boxes.push(head.toString('latin1', 4, 8));
      if (len < 8) break;
      pos += len;
    }
  } finally {
    closeSync(fd);
  }
  return boxes;
}

function verifyClips() {
  const problems = [];
  for (const spec of CLIP_SPECS) {
    const info = ffprobe(spec.file);
    const video = info.streams.find((st) => st.codec_type === 'video');
    const audio = info.streams.find((st) => st.codec_type === 'audio');
    const duration = Number(info.format.duration);
    const boxes = topLevelBoxes(spec.file);
    const issues = [];
    if (!video || video.codec_name !== 'h264') issues.push(`video codec ${video?.codec_name}`);
    if (video && video.pix_fmt !== 'yuv420p') issues.push(`pix_fmt ${video.pix_fmt}`);
    if (video && (video.width !== spec.w || video.height !== spec.h)) issues.push(`size ${video.width}x${video.height}`);
    if (!(duration >= spec.min && duration <= spec.max)) issues.push(`duration ${duration}s not in ${spec.min}-${spec.max}s`);
    if (spec.audio && audio?.codec_name !== 'aac') issues.push(`audio ${audio?.codec_name ?? 'missing'}, expected aac`);
    if (!spec.audio && audio) issues.push('unexpected audio track');
    if (boxes.indexOf('moov') < 0 || boxes.indexOf('moov') > boxes.indexOf('mdat')) issues.push(`not faststart (${boxes.join(',')})`);
    const kbps = Math.round((Number(info.format.bit_rate) || 0) / 1000);
    const summary = `${video?.codec_name} ${video?.width}x${video?.height} ${duration.toFixed(2)}s ${kbps} kb/s${audio ? ` + ${audio.codec_name}` : ''}`;
    console.info(`  ${issues.length ? '✖' : '✓'} ${rel(spec.file).padEnd(48)} ${summary}${issues.length ? `  <- ${issues.join('; ')}` : ''}`);
    if (issues.length) problems.push(`${rel(spec.file)}: ${issues.join('; ')}`);
  }
  return problems;
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}

/** Sizes of every seed file, so the database seed need not probe them. */
async function writeManifest() {
  const manifest = {};
  for (const file of listFiles(SEED_DIR)) {
    const name = relative(SEED_DIR, file);
    if (name === 'manifest.json') continue;
    let width;
    let height;
    if (name.endsWith('.mp4')) {
      const video = ffprobe(file).streams.find((st) => st.codec_type === 'video');
      [width, height] = [video.width, video.height];
    } else {
      ({ width, height } = await sharp(file).metadata());
    }
    manifest[name] = { width, height, bytes: statSync(file).size };
  }
  writeText(join(SEED_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function main() {
  const started = Date.now();
  // --only=<words>: regenerate just the steps whose title contains one of the words (handy while tuning
  // one asset, e.g. --only=poster,hero); skips the final checks
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).toLowerCase();
  // [title, step, needs ffmpeg]: the stills are sharp's alone, so tuning them works without ffmpeg installed
  const steps = [
    ['Brand marks and placeholder', makeBrand, false],
    ['Movie posters', makePosters, false],
    ['Covers', makeCovers, false],
    ['Gallery stills', makeGallery, false],
    ['Backstage photos', makeBtsPhotos, false],
    ['Splash clip', makeSplash, true],
    ['Hero clip', makeHero, true],
    ['Trailers', makeTrailers, true],
    ['Behind-the-scenes clip', makeBehindTheScenes, true],
    ['Backstage clips', makeBtsClips, true],
    ['Seed manifest', writeManifest, true],
    ['Demo film', makeDemoFilm, true],
  ].filter(([title]) => !only || only.split(',').some((word) => title.toLowerCase().includes(word)));
  // the final checks probe every clip, so a full run always needs ffmpeg
  if (!only || steps.some(([, , needsFfmpeg]) => needsFfmpeg)) assertFfmpeg();
  for (const dir of [WEB_DIR, GALLERY_DIR, SEED_DIR, FILMS_DIR]) mkdirSync(dir, { recursive: true });
  TMP = mkdtempSync(join(tmpdir(), 'ember-media-'));
  try {
    for (const [title, step] of steps) {
      console.info(`\n${title}`);
      await step();
    }
  } finally {
    // DEBUG_MEDIA=1 prints every ffmpeg command and keeps the temp plates so a command can be re-run
    if (!process.env.DEBUG_MEDIA) rmSync(TMP, { recursive: true, force: true });
  }
  if (only) return;

  console.info('\nChecking clips');
  const problems = [...verifyClips(), ...verifyFilm()];

  const all = [...listFiles(WEB_DIR), ...listFiles(SEED_DIR), ...listFiles(FILMS_DIR)];
  const stale = all.filter((f) => !written.has(f));
  if (stale.length) console.warn(`\n! files not written by this run (left in place): ${stale.map(rel).join(', ')}`);
  const total = all.reduce((sum, f) => sum + statSync(f).size, 0);
  const web = listFiles(WEB_DIR).reduce((sum, f) => sum + statSync(f).size, 0);
  const films = listFiles(FILMS_DIR).reduce((sum, f) => sum + statSync(f).size, 0);
  console.info(`\n${all.length} files, web ${kb(web)} + seed ${kb(total - web - films)} + film ${kb(films)} = ${(total / 1024 / 1024).toFixed(2)} MB (budget ${BUDGET_BYTES / 1024 / 1024} MB), in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (total > BUDGET_BYTES) problems.push(`total ${(total / 1024 / 1024).toFixed(2)} MB exceeds the ${BUDGET_BYTES / 1024 / 1024} MB budget`);
  if (problems.length) {
    console.error(`\n✖ ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.info('✓ all demo media generated and checked');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
