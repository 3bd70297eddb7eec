// Which ffmpeg and ffprobe the packager runs (docs/decisions/0015): FFMPEG_PATH / FFPROBE_PATH when set, else
// the static builds npm installed (@ffmpeg-installer/*), so that `npm install` stays the only set-up.
import { accessSync, chmodSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import type { Config } from '../../config.ts';

export interface FilmTools {
  ffmpeg: string;
  ffprobe: string;
}

const require = createRequire(import.meta.url);

/**
 * Finds both binaries and makes sure they can run. Throws an Error that says what to fix: the worker logs it and
 * leaves the queue alone, so a missing tool never marks films failed.
 */
export function locateFilmTools(config: Pick<Config, 'ffmpegPath' | 'ffprobePath'>): FilmTools {
  const ffmpeg = config.ffmpegPath ? onPath(config.ffmpegPath, 'FFMPEG_PATH') : npmBinary('@ffmpeg-installer/ffmpeg');
  return { ffmpeg: runnable(ffmpeg, 'ffmpeg'), ffprobe: runnable(ffprobeFor(config, ffmpeg), 'ffprobe') };
}

/** FFPROBE_PATH; else the ffprobe beside a configured ffmpeg (a distribution's pair); else npm's. */
function ffprobeFor(config: Pick<Config, 'ffmpegPath' | 'ffprobePath'>, ffmpeg: string): string {
  if (config.ffprobePath) return onPath(config.ffprobePath, 'FFPROBE_PATH');
  if (config.ffmpegPath) {
    const beside = join(dirname(ffmpeg), 'ffprobe');
    if (existsSync(beside)) return beside;
  }
  return npmBinary('@ffprobe-installer/ffprobe');
}

/** A path as given, or a bare command name (FFMPEG_PATH=ffmpeg) looked up on PATH like a shell would. */
function onPath(command: string, variable: string): string {
  if (isAbsolute(command) || command.includes('/')) return resolve(command);
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${variable}=${command}: no such command on PATH`);
}

function npmBinary(pkg: string): string {
  try {
    return (require(pkg) as { path: string }).path;
  } catch (error) {
    // The installers throw for a platform they have no build for.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${pkg} has no binary for this machine (${reason}): set FFMPEG_PATH (and FFPROBE_PATH)`, { cause: error });
  }
}

/**
 * npm may skip the installers' postinstall (which chmods the binary), and the builds ship executable by their
 * owner only: add the execute bits when we may, and say so clearly when we may not.
 */
function runnable(path: string, name: string): string {
  if (!existsSync(path)) throw new Error(`${name} not found at ${path}: run npm install, or set FFMPEG_PATH`);
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    try {
      chmodSync(path, statSync(path).mode | 0o111);
      accessSync(path, constants.X_OK);
      return path;
    } catch (error) {
      throw new Error(`${name} at ${path} is not executable and could not be made so: run "chmod a+x ${path}"`, { cause: error });
    }
  }
}

/**
 * Put before a source's `-i` (ffmpeg and ffprobe): the upload is read as a local MP4/MOV or Matroska/WebM file and
 * nothing else. Its first bytes were judged on upload, but ffmpeg picks a demuxer by probing the whole file, and
 * some demuxers (DASH, HLS, concat) open files or URLs named inside it: the attack pass uploaded a DASH manifest
 * that file-type calls QuickTime, and the packager fetched its address (an internal service, cloud metadata).
 * Both lists close that door (package.test.ts keeps that file).
 */
export const SOURCE_INPUT_OPTIONS = ['-protocol_whitelist', 'file', '-format_whitelist', 'mov,matroska'];
