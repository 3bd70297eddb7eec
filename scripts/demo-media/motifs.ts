// Motifs: each draws a whole picture into a Scene, in relative coordinates so that the same motif works for 2:3
// posters, 16:9 covers and 3:2 stills. The options (MotifOptions) vary one use of it.
import { PALETTES, type PaletteName } from './config.ts';
import type { MotifOptions } from './motif-options.ts';
import { camera, clapper, boomMic, dock, monitors, setLights } from './motifs-on-set.ts';
import { desertRoad, forestFog, glassTrees, mountains, roots, sunWalker } from './motifs-land.ts';
import { blinds, corridor, festival, projector, rainWindow, silhouettes } from './motifs-rooms.ts';
import { carTrails, city, harbor, lanterns, signal } from './motifs-towns.ts';
import type { Scene } from './scene.ts';

export type { MotifOptions } from './motif-options.ts';

const MOTIFS = {
  city, desertRoad, silhouettes, setLights, clapper, harbor, lanterns, blinds, signal, roots, mountains, sunWalker,
  glassTrees, festival, projector, camera, rainWindow, forestFog, corridor, carTrails, dock, monitors, boomMic,
};

export type MotifName = keyof typeof MOTIFS;

/** What a picture shows: a motif in a palette, with options. */
export interface MotifUse {
  motif: MotifName;
  palette: PaletteName;
  options?: MotifOptions;
}

export function drawMotif(s: Scene, motif: MotifName, palette: PaletteName, options: MotifOptions = {}): void {
  const draw = MOTIFS[motif];
  if (!draw) throw new Error(`unknown motif "${motif}"`);
  draw(s, PALETTES[palette], options);
}
