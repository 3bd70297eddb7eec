// Stills (3:2) without text: the public gallery's, with WebP copies and an index, and the backstage photos.
import { join } from 'node:path';
import sharp from 'sharp';
import { GALLERY_DIR, SEED_DIR } from './config.ts';
import { drawMotif, type MotifUse } from './motifs.ts';
import { Scene, writeJpeg } from './scene.ts';
import { record, writeText } from './util.ts';

/** The 24 stills of the public gallery page (3:2). */
const GALLERY: (MotifUse & { title: string })[] = [
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
const BTS_PHOTOS: (MotifUse & { file: string })[] = [
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

/** A text-free still (gallery, backstage photos): the motif plus a touch of lens vignette. */
async function renderStill(item: MotifUse, file: string, seed: number): Promise<void> {
  const s = new Scene(1200, 800, seed);
  drawMotif(s, item.motif, item.palette, item.options);
  s.vignette(0.55);
  await writeJpeg(s, file);
}

/**
 * WebP copies beside each still ('gallery-01.jpg' -> 'gallery-01.w480.webp', 'gallery-01.w960.webp'): 480 is the
 * gallery grid's thumbnail, and both are the smaller `srcset` candidates of the stills on the static pages
 * (web/content/stills.ts), so a phone does not fetch the 1200 px JPEG.
 */
const STILL_WEBP_WIDTHS = [480, 960];

async function writeStillWebpCopies(file: string): Promise<void> {
  for (const width of STILL_WEBP_WIDTHS) {
    const out = file.replace(/\.jpg$/, `.w${width}.webp`);
    await sharp(file).resize({ width }).webp({ quality: 72 }).toFile(out);
    record(out);
  }
}

export async function makeGallery(): Promise<void> {
  const index = [];
  for (const [i, item] of GALLERY.entries()) {
    const file = `gallery-${String(i + 1).padStart(2, '0')}.jpg`;
    await renderStill(item, join(GALLERY_DIR, file), 300 + i);
    await writeStillWebpCopies(join(GALLERY_DIR, file));
    index.push({ file, title: item.title, width: 1200, height: 800 });
  }
  writeText(join(GALLERY_DIR, 'gallery.json'), `${JSON.stringify(index, null, 2)}\n`);
}

export async function makeBtsPhotos(): Promise<void> {
  for (const [i, item] of BTS_PHOTOS.entries()) await renderStill(item, join(SEED_DIR, item.file), 400 + i);
}
