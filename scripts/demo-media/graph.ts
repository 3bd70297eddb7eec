// Clips are built as one ffmpeg filter graph each: texture plates drawn by sharp into the temporary folder, and
// ffmpeg's own procedural sources, animated and composited by the graph.
import sharp from 'sharp';
import { FPS } from './config.ts';
import { tempFile, type Input } from './ffmpeg.ts';
import type { Scene } from './scene.ts';

export async function plate(name: string, svg: string | Scene): Promise<string> {
  const file = tempFile(name);
  await sharp(Buffer.from(typeof svg === 'string' ? svg : svg.svg())).png().toFile(file);
  return file;
}

/** Collects the inputs of one ffmpeg run and the chains of its filter graph, with unique labels. */
export class Graph {
  readonly duration: number;
  readonly inputs: Input[] = [];
  private readonly chains: string[] = [];
  private labels = 0;

  constructor(duration: number) {
    this.duration = duration;
  }

  input(spec: Input): string {
    this.inputs.push(spec);
    return `[${this.inputs.length - 1}]`;
  }

  /** Adds `from` + filters, returns the new label. */
  chain(from: string, filters: string, prefix = 'c'): string {
    this.labels += 1;
    const out = `[${prefix}${this.labels}]`;
    this.chains.push(`${from}${filters}${out}`);
    return out;
  }

  /** A still plate as a stream. It is decoded and prepared (`prep`) once, then repeated in memory:
   * looping the file with -loop 1 would decode and convert the PNG again for every frame (8x slower). */
  still(png: string, prep = '', seconds = this.duration): string {
    const frames = Math.ceil(seconds * FPS);
    return this.chain(this.input({ png }), `${prep ? `${prep},` : ''}loop=loop=${frames}:size=1:start=0,settb=1/${FPS},setpts=N`, 's');
  }

  /** Terminates the graph on [v] with the shared finish: vignette and yuv420p. */
  finish(from: string, filters?: string): string {
    this.chains.push(`${from}${filters ? `${filters},` : ''}vignette=PI/5,format=yuv420p[v]`);
    return this.chains.join(';');
  }
}

