// What a use of a motif may change (each motif reads the few it knows; the rest have defaults there).
export interface MotifOptions {
  /** Height of the horizon, floor or desk, as a fraction of the picture. */
  horizon?: number;
  /** Seed of the motif's haze. */
  seed?: number;
  tall?: number;
  vanish?: number;
  figure?: boolean;
  figures?: number;
  figureX?: number;
  doorX?: number;
  count?: number;
  hat?: boolean;
  third?: boolean;
  crew?: boolean;
  rain?: boolean;
  /** The clapperboard's chalk. */
  title?: string;
  director?: string;
  scene?: string;
  take?: string;
  roll?: string;
  moonX?: number;
  moonY?: number;
  towerX?: number;
  scale?: number;
  starX?: number;
  starY?: number;
  sunSize?: number;
  sunX?: number;
  walkerDx?: number;
  walker?: number;
  lamp?: boolean;
  flashes?: number;
  beamX?: number;
  camX?: number;
  operator?: boolean;
  light?: boolean;
  screens?: number;
}
