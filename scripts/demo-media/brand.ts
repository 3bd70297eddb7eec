// Brand marks: hand-written SVG, since they ship as vector files (logo, mark, favicon, the missing-image card).
import { join } from 'node:path';
import { WEB_DIR } from './config.ts';
import { n1, writeText } from './util.ts';

/** The ember mark in a 48x48 box: a flame over a short "lane" line. */
export function flameMarkSvg(prefix: string): { defs: string; body: string } {
  const defs =
    `<linearGradient id="${prefix}-outer" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#d8360f"/><stop offset="0.55" stop-color="#f47a1f"/><stop offset="1" stop-color="#ffc35a"/></linearGradient>` +
    `<linearGradient id="${prefix}-inner" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#ffb640"/><stop offset="1" stop-color="#fff1c9"/></linearGradient>`;
  const body =
    `<path d="M24 3C26 11 35 16 35 27C35 34.5 30 40 24 40C18 40 13 34.5 13 27C13 21 16.5 17.5 19 14C19.5 18 21 20.5 23 21.5C22 15.5 22.5 9 24 3Z" fill="url(#${prefix}-outer)"/>` +
    `<path d="M24.5 22C27 25.5 30 28 30 32C30 36 27.5 38.5 24 38.5C20.5 38.5 18 36 18 32.5C18 29.5 20 27.5 21.5 25.5C22 27.5 23 28.5 24.5 29C23.8 26.8 23.8 24.3 24.5 22Z" fill="url(#${prefix}-inner)"/>` +
    `<rect x="11" y="43" width="26" height="2" rx="1" fill="#f47a1f" opacity="0.8"/>`;
  return { defs, body };
}

function logoSvg(): string {
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

function logoMarkSvg({ background }: { background?: string }): string {
  const mark = flameMarkSvg('em');
  const bg = background ? `<rect width="48" height="48" rx="10" fill="${background}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="Ember Lane Studios">\n` +
    `  <defs>${mark.defs}</defs>\n  ${bg}${mark.body}\n</svg>\n`
  );
}

/** Shown when a movie thumbnail fails to load: neutral 2:3 card, film reel, 'No image'. */
function placeholderSvg(): string {
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

export async function makeBrand(): Promise<void> {
  writeText(join(WEB_DIR, 'logo.svg'), logoSvg());
  writeText(join(WEB_DIR, 'logo-mark.svg'), logoMarkSvg({}));
  // the favicon carries its own dark tile so the mark reads on light browser tabs too
  writeText(join(WEB_DIR, 'favicon.svg'), logoMarkSvg({ background: '#120d0a' }));
  writeText(join(WEB_DIR, 'placeholder-movie.svg'), placeholderSvg());
}
