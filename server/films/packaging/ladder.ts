// The renditions made of one source: a rung of FILM_LADDER_HEIGHTS exists only when the source fills that rung's
// frame in at least one direction, so nothing is ever upscaled; each rung keeps the source's shape (a 2.39:1 film
// at the 1080 rung is 1920x804, a portrait one 1080 wide) and gets the lowest H.264 level that holds it, which
// is also what the master playlist's CODECS says.
import { FILM_LADDER_HEIGHTS } from '../../../common/films.ts';

export type LadderHeight = (typeof FILM_LADDER_HEIGHTS)[number];

export interface EncodingSettings {
  /** The video bit-rate cap of each rung, kb/s: x264 aims at `crf` quality and never goes above it. */
  videoKbps: Record<LadderHeight, number>;
  audioKbps: number;
  /** x264's constant quality: calm pictures take far less than the cap. */
  crf: number;
  preset: string;
}

export const DEFAULT_ENCODING: EncodingSettings = {
  videoKbps: { 360: 800, 720: 2800, 1080: 5000 },
  audioKbps: 128,
  crf: 21,
  preset: 'veryfast',
};

export interface Rung {
  width: number;
  height: number;
  videoKbps: number;
  /** H.264 level as x264 takes it ('3.1') and as level_idc (31). */
  level: string;
  levelIdc: number;
  /** RFC 6381: Main profile (x264 writes profile_idc 77, constraint_set1) at `levelIdc`, and AAC-LC. */
  codecs: string;
}

export interface SourceShape {
  width: number;
  height: number;
  frameRate: number | null;
}

/** The ladder for a source, lowest first. A source below the lowest rung gets one rendition at its own size. */
export function planLadder(source: SourceShape, encoding: EncodingSettings = DEFAULT_ENCODING): Rung[] {
  const landscape = source.width >= source.height;
  const rungs: Rung[] = [];
  for (const height of FILM_LADDER_HEIGHTS) {
    const long = Math.round((height * 16) / 9);
    const [boxWidth, boxHeight] = landscape ? [long, height] : [height, long];
    // The source does not reach this frame: the rung would be the source again, or an upscale.
    if (source.width < boxWidth && source.height < boxHeight) break;
    const scale = Math.min(boxWidth / source.width, boxHeight / source.height, 1);
    rungs.push(rungOf(even(source.width * scale), even(source.height * scale), encoding.videoKbps[height], source.frameRate));
  }
  if (rungs.length > 0) return rungs;
  const lowest = FILM_LADDER_HEIGHTS[0];
  const share = (source.width * source.height) / (Math.round((lowest * 16) / 9) * lowest);
  const kbps = Math.max(200, Math.round(encoding.videoKbps[lowest] * share));
  return [rungOf(even(source.width), even(source.height), kbps, source.frameRate)];
}

/** H.264 needs even sizes for 4:2:0. */
function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

// H.264 Table A-1 (Main profile): level_idc, frame size in macroblocks, macroblocks per second, kb/s.
const LEVELS: [idc: number, maxFrameMbs: number, maxMbPerSecond: number, maxKbps: number][] = [
  [20, 396, 11_880, 2_000],
  [21, 792, 19_800, 4_000],
  [22, 1_620, 20_250, 4_000],
  [30, 1_620, 40_500, 10_000],
  [31, 3_600, 108_000, 14_000],
  [32, 5_120, 216_000, 20_000],
  [40, 8_192, 245_760, 20_000],
  [41, 8_192, 245_760, 50_000],
  [42, 8_704, 522_240, 50_000],
  [50, 22_080, 589_824, 135_000],
  [51, 36_864, 983_040, 240_000],
  [52, 36_864, 2_073_600, 240_000],
];

function rungOf(width: number, height: number, videoKbps: number, frameRate: number | null): Rung {
  const frameMbs = Math.ceil(width / 16) * Math.ceil(height / 16);
  const mbPerSecond = frameMbs * Math.ceil(frameRate ?? 30);
  const fits = LEVELS.find(([, fs, mbps, kbps]) => frameMbs <= fs && mbPerSecond <= mbps && videoKbps <= kbps);
  const levelIdc = (fits ?? LEVELS[LEVELS.length - 1]!)[0];
  return {
    width,
    height,
    videoKbps,
    level: (levelIdc / 10).toFixed(1),
    levelIdc,
    codecs: `avc1.4d40${levelIdc.toString(16).padStart(2, '0')},mp4a.40.2`,
  };
}
