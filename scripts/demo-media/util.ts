// Small utilities: the seeded randomness, number and text formatting, and the record of every file written.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './config.ts';

export type Rand = () => number;

/** mulberry32: tiny seeded PRNG so every drawing is the same on every run. */
export function rng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const between = (rand: Rand, lo: number, hi: number): number => lo + rand() * (hi - lo);
export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
/** Round for SVG output: keeps the strings short and the output stable. */
export const n1 = (v: number): number => Math.round(v * 10) / 10;
export const esc = (text: string | number): string =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
export const rel = (file: string): string => relative(ROOT, file);

/** Every file written, for the final report. */
export const written = new Map<string, number>();
export function record(file: string): void {
  const bytes = statSync(file).size;
  written.set(file, bytes);
  console.info(`  ${rel(file).padEnd(62)} ${kb(bytes).padStart(10)}`);
}

export function writeText(file: string, text: string): void {
  writeFileSync(file, text);
  record(file);
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}
