// Where the demo media go, and the settings every kind of media shares.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The seed's folder: the one place to change should it move. */
const SEED_ROOT = join(ROOT, 'server/seed');
export const WEB_DIR = join(ROOT, 'web/assets/media');
export const GALLERY_DIR = join(WEB_DIR, 'gallery');
export const SEED_DIR = join(SEED_ROOT, 'media');
export const FILMS_DIR = join(SEED_ROOT, 'films');

/** Everything in the output folders together must stay below this (the files are committed). Raised from 8 MB
 * for the packaged demo film, which alone may take FILM_BUDGET_BYTES (docs/decisions/0002-demo-media.md). */
export const BUDGET_BYTES = 12 * 1024 * 1024;
export const FILM_BUDGET_BYTES = 4 * 1024 * 1024;
export const FPS = 24;
export const FONT = { sans: 'DejaVu Sans, sans-serif', serif: 'DejaVu Serif, serif' };
/** Progressive mozjpeg at ~72: small files, and dark gradients still band-free enough. */
export const JPEG = { quality: 72, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' };
export const STUDIO = 'EMBER LANE STUDIOS';

/** Near-black grounds, one warm accent each, one cool counter-colour. */
export interface Palette {
  sky0: string;
  sky1: string;
  ground: string;
  accent: string;
  glow: string;
  cool: string;
  ink: string;
}

export const PALETTES = {
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
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
