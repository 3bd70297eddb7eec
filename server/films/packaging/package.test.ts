// The packager with the real ffmpeg on generated clips of a few seconds: the files a player will fetch, decrypted
// and read as a player would; the ladder; failures and aborts.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmMessages } from '../../../common/messages/films.ts';
import { PackagingAbortedError, PackagingError, REASON_MAX_CHARS, reasonFrom } from './errors.ts';
import { DEFAULT_ENCODING, planLadder } from './ladder.ts';
import { ffmpegArgs, packageFilm, type FilmPackage } from './package.ts';
import { segmentsOf } from './playlists.ts';
import { avcCodecOf, decryptSegment, hasAudioPes, makeClip } from '../../test/film-clips.ts';
import { locateFilmTools, SOURCE_INPUT_OPTIONS, type FilmTools } from './tools.ts';

const work = mkdtempSync(join(tmpdir(), 'film-package-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let tools: FilmTools;
let hd: string;
let small: string;
beforeAll(async () => {
  tools = locateFilmTools({ ffmpegPath: undefined, ffprobePath: undefined });
  [hd, small] = await Promise.all([
    makeClip(tools, join(work, 'hd.mp4'), { width: 1280, height: 720, seconds: 6 }),
    makeClip(tools, join(work, 'small.mkv'), { width: 640, height: 360, seconds: 4, audio: false }),
  ]);
});

const read = (dir: string, file: string) => readFileSync(join(dir, file));

describe('packageFilm', () => {
  let pkg: FilmPackage;
  let outDir: string;
  const progress: number[] = [];

  beforeAll(async () => {
    outDir = join(work, 'hd-package');
    pkg = await packageFilm({ tools, sourcePath: hd, outDir, onProgress: (p) => progress.push(p) });
  });

  it('makes 360p and 720p renditions as media playlists and segments, and nothing else (no key, no master)', () => {
    expect(pkg.renditions.map((r) => [r.width, r.height])).toEqual([
      [640, 360],
      [1280, 720],
    ]);
    expect(pkg.durationSeconds).toBe(6);
    expect(pkg.keyHex).toMatch(/^[0-9a-f]{32}$/);
    expect(readdirSync(outDir).sort()).toEqual(['v0', 'v1']);
    for (const folder of ['v0', 'v1']) {
      expect(readdirSync(join(outDir, folder)).sort()).toEqual(['index.m3u8', 'seg00000.ts', 'seg00001.ts']);
    }
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(Math.max(...progress)).toBeLessThanOrEqual(99);
  });

  it('writes VOD playlists of 4-6 s segments (the last one shorter) encrypted with AES-128 under ../key', () => {
    for (const folder of ['v0', 'v1']) {
      const playlist = read(outDir, `${folder}/index.m3u8`).toString();
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
      expect(playlist).not.toContain('IV=');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const segments = segmentsOf(playlist);
      expect(segments.map((s) => s.file)).toEqual(['seg00000.ts', 'seg00001.ts']);
      for (const segment of segments.slice(0, -1)) {
        expect(segment.durationSeconds).toBeGreaterThanOrEqual(4);
        expect(segment.durationSeconds).toBeLessThanOrEqual(6);
      }
      expect(segments.reduce((sum, s) => sum + s.durationSeconds, 0)).toBeCloseTo(6, 0);
    }
  });

  it('encrypts each segment with the key and the sequence number as IV, and says in CODECS what it encoded', () => {
    for (const [index, rendition] of pkg.renditions.entries()) {
      const encrypted = read(outDir, `v${index}/seg00000.ts`);
      // Ciphertext: no MPEG-TS sync byte pattern survives.
      expect(encrypted[0] === 0x47 && encrypted[188] === 0x47).toBe(false);
      const first = decryptSegment(encrypted, pkg.keyHex, 0);
      expect(first[0]).toBe(0x47);
      expect(first[188]).toBe(0x47);
      const second = decryptSegment(read(outDir, `v${index}/seg00001.ts`), pkg.keyHex, 1);
      expect(second[0]).toBe(0x47);
      expect(() => decryptSegment(encrypted, pkg.keyHex.replace(/^./, (c) => (c === '0' ? '1' : '0')), 0)).toThrow();
      // Main profile at the level x264 wrote into the SPS, and AAC-LC: exactly what the master playlist will say.
      expect(rendition.codecs).toBe(`${avcCodecOf(first)},mp4a.40.2`);
      expect(hasAudioPes(first)).toBe(true);
    }
    expect(pkg.renditions.map((r) => r.codecs)).toEqual(['avc1.4d401e,mp4a.40.2', 'avc1.4d401f,mp4a.40.2']);
  });

  it('reports BANDWIDTH as the peak segment rate, audio and all', () => {
    for (const [index, rendition] of pkg.renditions.entries()) {
      const bytes = statSync(join(outDir, `v${index}/seg00000.ts`)).size;
      expect(rendition.bandwidth).toBeGreaterThanOrEqual(Math.floor((bytes * 8) / 5));
      expect(rendition.bandwidth).toBeGreaterThan(128_000);
    }
    expect(pkg.renditions[1]!.bandwidth).toBeGreaterThan(pkg.renditions[0]!.bandwidth);
  });

  it('never upscales a 640x360 source, gives a silent one a sound track, and uses a fresh key', async () => {
    const smallDir = join(work, 'small-package');
    const again = await packageFilm({ tools, sourcePath: small, outDir: smallDir });
    expect(again.keyHex).not.toBe(pkg.keyHex);
    expect(again.renditions).toHaveLength(1);
    expect(again.renditions[0]).toMatchObject({ width: 640, height: 360, codecs: 'avc1.4d401e,mp4a.40.2' });
    expect(again.durationSeconds).toBe(4);
    const first = decryptSegment(read(smallDir, 'v0/seg00000.ts'), again.keyHex, 0);
    expect(hasAudioPes(first)).toBe(true);
  });
});

describe('packageFilm failures', () => {
  it('fails a file that is no video with the reason, and leaves no output', async () => {
    const garbage = join(work, 'not-a-film.mp4');
    writeFileSync(garbage, 'this is not a film at all, only words in a file named like one');
    const outDir = join(work, 'garbage-package');
    const failure = packageFilm({ tools, sourcePath: garbage, outDir });
    await expect(failure).rejects.toBeInstanceOf(PackagingError);
    const message = await failure.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message.startsWith(filmMessages.filmUnreadable)).toBe(true);
    expect(message).toMatch(/invalid data|moov atom not found/i);
    expect(message).not.toContain(work);
    expect(existsSync(outDir)).toBe(false);
  });

  it('refuses a manifest dressed as a film: the packager never fetches the addresses it names', async () => {
    // The attack pass's file: `<!--free-->` makes file-type call it QuickTime (accepted on upload), while ffmpeg's
    // probing scores it a DASH manifest and, left free, fetches its BaseURL (an internal service, cloud metadata).
    const requests: string[] = [];
    const listener = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    const manifest = join(work, 'manifest-in-disguise.mov');
    writeFileSync(
      manifest,
      '<!--free--><MPD xmlns="urn:mpeg:dash:schema:mpd:2011" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011" ' +
        'type="static" mediaPresentationDuration="PT10S" minBufferTime="PT1S"><Period><AdaptationSet mimeType="video/mp4">' +
        `<Representation id="1" bandwidth="1000" width="16" height="16"><BaseURL>http://127.0.0.1:${port}/meta-data</BaseURL>` +
        '</Representation></AdaptationSet></Period></MPD>\n',
    );
    const outDir = join(work, 'manifest-package');
    try {
      const failure = packageFilm({ tools, sourcePath: manifest, outDir });
      await expect(failure).rejects.toBeInstanceOf(PackagingError);
      await expect(failure).rejects.toThrow(filmMessages.filmUnreadable);
    } finally {
      listener.close();
    }
    expect(requests).toEqual([]);
    expect(existsSync(outDir)).toBe(false);
    // ffprobe and ffmpeg alike read one local file of the film formats, whatever FFMPEG_PATH and FFPROBE_PATH bring.
    const playlist = manifest;
    const args = ffmpegArgs({
      sourcePath: playlist,
      outDir,
      keyInfoFile: join(work, 'keyinfo'),
      rungs: planLadder({ width: 1280, height: 720, frameRate: 24 }),
      hasAudio: true,
      encoding: DEFAULT_ENCODING,
    });
    const sourceAt = args.indexOf(playlist);
    expect(args[sourceAt - 1]).toBe('-i');
    expect(args.slice(sourceAt - 1 - SOURCE_INPUT_OPTIONS.length, sourceAt - 1)).toEqual(SOURCE_INPUT_OPTIONS);
    expect(SOURCE_INPUT_OPTIONS).toEqual(['-protocol_whitelist', 'file', '-format_whitelist', 'mov,matroska']);
  });

  it('kills ffmpeg when aborted and removes what it wrote', async () => {
    const outDir = join(work, 'aborted-package');
    const controller = new AbortController();
    const run = packageFilm({ tools, sourcePath: hd, outDir, signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toBeInstanceOf(PackagingAbortedError);
    expect(existsSync(outDir)).toBe(false);
  });
});

describe('planLadder', () => {
  const sizes = (width: number, height: number, frameRate: number | null = 24) =>
    planLadder({ width, height, frameRate }).map((r) => `${r.width}x${r.height}@${r.level}`);

  it('makes each rung the source reaches, never above it', () => {
    expect(sizes(640, 360)).toEqual(['640x360@3.0']);
    expect(sizes(1280, 720)).toEqual(['640x360@3.0', '1280x720@3.1']);
    expect(sizes(1920, 1080)).toEqual(['640x360@3.0', '1280x720@3.1', '1920x1080@4.0']);
    expect(sizes(3840, 2160)).toEqual(['640x360@3.0', '1280x720@3.1', '1920x1080@4.0']);
    expect(sizes(1000, 700)).toEqual(['514x360@2.1']);
  });

  it('keeps the shape of wide, square-ish and portrait films', () => {
    expect(sizes(1920, 804)).toEqual(['640x268@2.1', '1280x536@3.1', '1920x804@4.0']);
    expect(sizes(1440, 1080)).toEqual(['480x360@2.1', '960x720@3.1', '1440x1080@4.0']);
    expect(sizes(1080, 1920)).toEqual(['360x640@3.0', '720x1280@3.1', '1080x1920@4.0']);
  });

  it('gives a source below 360p one rendition at its own (even) size', () => {
    expect(sizes(321, 241)).toEqual(['322x242@2.0']);
    expect(planLadder({ width: 320, height: 240, frameRate: 25 })[0]!.videoKbps).toBeGreaterThanOrEqual(200);
  });

  it('raises the level for high frame rates', () => {
    expect(sizes(1280, 720, 60)).toEqual(['640x360@3.1', '1280x720@3.2']);
  });
});

describe('reasonFrom', () => {
  it('keeps the last lines within 1000 characters, without our paths or ffmpeg addresses', () => {
    const stderr = [...Array.from({ length: 60 }, (_, i) => `line ${i} ${'x'.repeat(30)}`), '[libx264 @ 0x55aa01] /srv/data/private/x.mp4: broken'].join('\n');
    const reason = reasonFrom(stderr, { '/srv/data/private/x.mp4': 'x.mp4' });
    expect(reason.length).toBeLessThanOrEqual(REASON_MAX_CHARS);
    expect(reason.endsWith('x.mp4: broken')).toBe(true);
    expect(reason).not.toContain('/srv/');
    expect(reason).not.toContain('0x55aa01');
    expect(reason).toContain('line 59');
    expect(reason).not.toContain('line 0 ');
  });
});

describe('locateFilmTools', () => {
  it('uses FFMPEG_PATH and the ffprobe beside it, making them executable when npm left them not', () => {
    // Stand-ins: only where they are and whether they may run is looked at.
    const dir = mkdtempSync(join(work, 'bin-'));
    for (const name of ['ffmpeg', 'ffprobe']) writeFileSync(join(dir, name), '#!/bin/sh\n', { mode: 0o644 });
    const found = locateFilmTools({ ffmpegPath: join(dir, 'ffmpeg'), ffprobePath: undefined });
    expect(found).toEqual({ ffmpeg: join(dir, 'ffmpeg'), ffprobe: join(dir, 'ffprobe') });
    expect(statSync(found.ffprobe).mode & 0o111).toBe(0o111);
  });

  it('names the problem when the binary is missing', () => {
    expect(() => locateFilmTools({ ffmpegPath: join(work, 'no-such-ffmpeg'), ffprobePath: undefined })).toThrow(/ffmpeg not found at/);
    expect(() => locateFilmTools({ ffmpegPath: 'no-such-ffmpeg-command', ffprobePath: undefined })).toThrow(/FFMPEG_PATH/);
  });
});
