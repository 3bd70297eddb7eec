// The shots clips are cut from (each a chain of one filter graph), how they are joined, and their sound.
import { FPS } from './config.ts';
import { plate, type Graph } from './graph.ts';
import { drawMotif, type MotifUse } from './motifs.ts';
import { Scene } from './scene.ts';
import { between, n1, rng } from './util.ts';

/** Size and length of a shot, and its seed. */
export interface ShotFrame {
  w: number;
  h: number;
  duration: number;
  seed: number;
}

/** A pad's partial: [amplitude, frequency in Hz, frequency of its swell]. */
export type Partial = readonly [number, number, number];

/** Organic Mandelbrot zoom graded to moss green and gold: the "roots of a thought". */
export function fractalShot(
  g: Graph,
  { w, h, duration, x, y, from, to }: Omit<ShotFrame, 'seed'> & { x: number; y: number; from: number; to: number },
): string {
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
export async function nightDriveShot(g: Graph, { w, h, duration, seed }: ShotFrame): Promise<string> {
  const city = new Scene(w, h, seed);
  drawMotif(city, 'city', 'rust', { horizon: 0.78, tall: 1.3 });
  city.fill('#000', 0.25);
  const streaks = (count: number, len: number, thick: number, s2: number) => {
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
export function lifeBokehShot(g: Graph, { w, h, duration, seed, life, mold }: ShotFrame & { life: string; mold: string }): string {
  const src = g.input({
    duration,
    lavfi: `life=s=${Math.round(w / 8)}x${Math.round(h / 8)}:rate=8:ratio=0.09:seed=${seed}:mold=20:death_color=#070404:life_color=${life}:mold_color=${mold}`,
  });
  return g.chain(src, `fps=${FPS},scale=${w}:${h}:flags=bicubic,gblur=sigma=${Math.round(w / 110)},lagfun=decay=0.93,setsar=1,format=yuv420p`, 'life');
}

/** A still plate with a slow push-in. zoompan emits all the frames from the single decoded image;
 * the plate is drawn at 1.5x so the per-frame crop stays smooth. */
export async function pushInShot(
  g: Graph,
  { w, h, duration, motif, palette, options, seed, zoom = 0.08 }: ShotFrame & MotifUse & { zoom?: number },
): Promise<string> {
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
export function dipToBlack(g: Graph, shots: string[], shot: number, dip: number): string {
  let out = shots[0] as string;
  shots.slice(1).forEach((next, i) => {
    out = g.chain(`${out}${next}`, `xfade=transition=fadeblack:duration=${dip}:offset=${n1((i + 1) * shot - dip / 2)}`, 'x');
  });
  return out;
}

/** Soft low pad: a few sine partials with slow swells, low-passed and faded; optionally a soft
 * heartbeat pulse. Quiet on purpose: it only has to make the volume control meaningful. */
export function padAudio(duration: number, partials: readonly Partial[], { pulse = 0 } = {}): string {
  const terms = partials.map(([amp, hz, lfo], i) => `${amp}*sin(2*PI*${hz}*t)*(0.6+0.4*sin(2*PI*${lfo}*t+${i}))`);
  if (pulse) terms.push(`0.3*sin(2*PI*49*t)*exp(-7*mod(t,${pulse}))`);
  return (
    `aevalsrc='${terms.join('+')}':s=44100,lowpass=f=650,` +
    `afade=t=in:st=0:d=2,afade=t=out:st=${duration - 2.5}:d=2.5,volume=0.8`
  );
}
