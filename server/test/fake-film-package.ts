// A film package as the packager leaves it, written by a test without ffmpeg: media playlists, a few bytes per
// segment (distinct per film, rendition and segment, so a test can tell whose bytes it got), the key in the
// films row, and optionally captions. Paths follow docs/decisions/0015.
import { randomBytes, randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import type { Db } from '../db/client.ts';
import { filmCaptions, films, type FilmRendition } from '../db/schema.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { FILM_CAPTIONS_FOLDER, FILM_PACKAGES_FOLDER } from '../films/storage.ts';

const FAKE_RENDITIONS: FilmRendition[] = [
  { width: 640, height: 360, bandwidth: 896_000, codecs: 'avc1.4d401e,mp4a.40.2' },
  { width: 1280, height: 720, bandwidth: 2_928_000, codecs: 'avc1.4d401f,mp4a.40.2' },
];
export const FAKE_SEGMENT_BYTES = 3000;
const SEGMENTS = 2;

export interface FakePackage {
  packageDir: string;
  keyHex: string;
  /** The bytes of `v<i>/seg0000<n>.ts`, by that path. */
  segments: Map<string, Buffer>;
  /** The text of `v<i>/index.m3u8`, by that path. */
  playlists: Map<string, string>;
  captions: Map<string, string>;
}

const mediaPlaylistOf = (segments: number) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:5',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-KEY:METHOD=AES-128,URI="../key"',
    ...Array.from({ length: segments }, (_, n) => [`#EXTINF:5.000000,`, `seg${String(n).padStart(5, '0')}.ts`]).flat(),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');

export async function writeFakePackage(
  db: Db,
  store: ObjectStore,
  movieId: number,
  options: { captions?: Record<string, string> } = {},
): Promise<FakePackage> {
  const packageDir = `${FILM_PACKAGES_FOLDER}/${movieId}/${randomUUID()}`;
  const segments = new Map<string, Buffer>();
  const playlists = new Map<string, string>();
  for (const index of FAKE_RENDITIONS.keys()) {
    const playlist = mediaPlaylistOf(SEGMENTS);
    playlists.set(`v${index}/index.m3u8`, playlist);
    await store.put(`${packageDir}/v${index}/index.m3u8`, Buffer.from(playlist));
    for (let n = 0; n < SEGMENTS; n += 1) {
      const path = `v${index}/seg${String(n).padStart(5, '0')}.ts`;
      const bytes = randomBytes(FAKE_SEGMENT_BYTES);
      segments.set(path, bytes);
      await store.put(`${packageDir}/${path}`, bytes);
    }
  }
  const keyHex = randomBytes(16).toString('hex');
  await db.insert(films).values({
    movieId,
    status: 'ready',
    progress: 100,
    packageDir,
    keyHex,
    renditions: FAKE_RENDITIONS,
    durationSeconds: 10,
  });
  const captions = new Map<string, string>();
  for (const [language, text] of Object.entries(options.captions ?? {})) {
    const filePath = `${FILM_CAPTIONS_FOLDER}/${movieId}-${language}-${randomUUID()}.vtt`;
    await store.put(filePath, Buffer.from(text));
    await db.insert(filmCaptions).values({ movieId, language, label: `Label ${language}`, filePath });
    captions.set(language, text);
  }
  return { packageDir, keyHex, segments, playlists, captions };
}

/** A file of the private store outside any package, that no stream URL may ever reach. */
export async function writePrivateSecret(store: ObjectStore, key: string, text: string): Promise<void> {
  await store.put(posix.normalize(key), Buffer.from(text));
}
