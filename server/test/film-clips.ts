// For the packaging tests: short generated sources (made once per test file, with the same ffmpeg the packager
// runs), and the two things a player does with a package, done by hand: decrypt a segment, read its SPS.
import { execFile } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import { promisify } from 'node:util';
import type { FilmTools } from '../films/packaging/tools.ts';

const run = promisify(execFile);

export interface ClipSpec {
  width: number;
  height: number;
  seconds: number;
  audio?: boolean;
  /** Frames per second (24): more frames make a longer job without a bigger picture. */
  rate?: number;
}

/** A test pattern with a moving clock and, unless `audio: false`, a 440 Hz tone; H.264 in the file's container. */
export async function makeClip(tools: FilmTools, file: string, spec: ClipSpec): Promise<string> {
  const { width, height, seconds } = spec;
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${spec.rate ?? 24}:duration=${seconds}`];
  if (spec.audio !== false) args.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`);
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  if (spec.audio !== false) args.push('-c:a', 'aac', '-shortest');
  await run(tools.ffmpeg, [...args, file]);
  return file;
}

/** What a player does with a segment of sequence `sequence` when the playlist gives no IV (RFC 8216 §5.2). */
export function decryptSegment(bytes: Buffer, keyHex: string, sequence: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(sequence), 8);
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keyHex, 'hex'), iv);
  return Buffer.concat([decipher.update(bytes), decipher.final()]);
}

/**
 * The RFC 6381 name of the H.264 stream in an MPEG-TS segment, from its first sequence parameter set: 'avc1.'
 * + profile_idc, constraint flags and level_idc in hex. Null when there is no SPS.
 */
export function avcCodecOf(ts: Buffer): string | null {
  for (let i = 0; i + 6 < ts.length; i++) {
    if (ts[i] === 0 && ts[i + 1] === 0 && ts[i + 2] === 1 && (ts[i + 3]! & 0x9f) === 0x07) {
      return `avc1.${ts.subarray(i + 4, i + 7).toString('hex')}`;
    }
  }
  return null;
}

/** Whether an MPEG-TS segment carries an audio elementary stream (a PES with an audio stream id, 0xC0-0xDF). */
export function hasAudioPes(ts: Buffer): boolean {
  for (let i = 0; i + 3 < ts.length; i++) {
    if (ts[i] === 0 && ts[i + 1] === 0 && ts[i + 2] === 1 && (ts[i + 3]! & 0xe0) === 0xc0) return true;
  }
  return false;
}
