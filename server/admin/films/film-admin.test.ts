// A movie's film as the admin runs it: its state, retrying a failed packaging, removing it with every file, and
// its captions (WebVTT kept, SubRip converted, one file per language).
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAPTION_MAX_BYTES } from '../../../common/films.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { filmMessages } from '../../../common/messages/films.ts';
import { publicMessages } from '../../../common/messages/public.ts';
import { filmCaptions, films } from '../../db/schema.ts';
import { sharedTestApp } from '../../test/app.ts';
import { db } from '../../test/database.ts';
import { createMovie } from '../../test/factories.ts';
import { multipart, png } from '../../test/uploads.ts';
import { actorOf, expectAuditDuring, expectNoAuditDuring } from '../../audit/testing.ts';
import { sharedAdmin } from '../testing.ts';

const app = sharedTestApp();
const testAdmin = sharedAdmin();
const { headers: admin } = testAdmin;

const privatePath = (relative: string) => app.deps.films.localPathOf!(relative);
const exists = (relative: string) =>
  access(privatePath(relative)).then(
    () => true,
    () => false,
  );
const captionFiles = () => readdir(privatePath('films/captions')).catch(() => [] as string[]);
async function writePrivate(relative: string, content: string | Buffer = 'bytes'): Promise<void> {
  await mkdir(dirname(privatePath(relative)), { recursive: true });
  await writeFile(privatePath(relative), content);
}

type FilmInsert = typeof films.$inferInsert;
/** A movie with a film row (and the source file it names, unless told otherwise). */
async function movieWithFilm(film: Partial<FilmInsert> = {}, options: { sourceOnDisk?: boolean } = {}) {
  const movie = await createMovie(await db());
  const sourcePath = film.sourcePath === undefined ? `films/sources/${movie.id}-source.mp4` : film.sourcePath;
  if (sourcePath && options.sourceOnDisk !== false) await writePrivate(sourcePath);
  await (await db()).insert(films).values({ movieId: movie.id, status: 'queued', sourceName: 'feature.mp4', sourceBytes: 5, ...film, sourcePath });
  return movie;
}

const filmRow = async (movieId: number) => (await (await db()).select().from(films).where(eq(films.movieId, movieId)))[0];
const captionRows = async (movieId: number) => (await db()).select().from(filmCaptions).where(eq(filmCaptions.movieId, movieId));
const getFilm = (movieId: number | string) => app.inject({ method: 'GET', url: `/api/admin/movies/${movieId}/film`, headers: admin });
const retry = (movieId: number | string) => app.inject({ method: 'POST', url: `/api/admin/movies/${movieId}/film/retry`, headers: admin });
const removeFilm = (movieId: number | string) => app.inject({ method: 'DELETE', url: `/api/admin/movies/${movieId}/film`, headers: admin });
const removeCaption = (movieId: number, language: string) =>
  app.inject({ method: 'DELETE', url: `/api/admin/movies/${movieId}/captions/${language}`, headers: admin });

async function postCaption(movieId: number, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const files = file ? [{ field: 'file', name: file.name, type: 'application/octet-stream', bytes: file.bytes }] : [];
  const body = await multipart(fields, files);
  return app.inject({ method: 'POST', url: `/api/admin/movies/${movieId}/captions`, payload: body.payload, headers: { ...admin, ...body.headers } });
}

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n';
const SRT = '1\r\n00:00:01,000 --> 00:00:02,500\r\nBonjour\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nÀ bientôt\r\n';
const SRT_AS_VTT = 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nBonjour\n\n2\n00:00:03.000 --> 00:00:04.000\nÀ bientôt\n';

describe('GET /api/admin/movies/:movieId/film', () => {
  it('answers null for a movie without a film, and 404 for no movie', async () => {
    const movie = await createMovie(await db());
    expect((await getFilm(movie.id)).json()).toEqual({ film: null });
    for (const id of ['2147483647', 'abc']) {
      const res = await getFilm(id);
      expect([res.statusCode, res.json()]).toEqual([404, { error: publicMessages.movieNotFound }]);
    }
  });

  it('shows the packaging state, the package streaming now, and the captions', async () => {
    const movie = await movieWithFilm({
      status: 'processing',
      progress: 42,
      packageDir: 'films/packages/x/p1',
      keyHex: 'ab'.repeat(16),
      renditions: [{ width: 640, height: 360, bandwidth: 900_000, codecs: 'avc1.4d401e,mp4a.40.2' }],
      durationSeconds: 95,
    });
    await (await db()).insert(filmCaptions).values([
      { movieId: movie.id, language: 'fr', label: 'Français', filePath: 'films/captions/a.vtt' },
      { movieId: movie.id, language: 'en', label: 'English', filePath: 'films/captions/b.vtt' },
    ]);
    const res = await getFilm(movie.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().film).toEqual({
      status: 'processing',
      progress: 42,
      error: null,
      is_playable: true,
      duration_seconds: 95,
      renditions: [{ width: 640, height: 360 }],
      source_name: 'feature.mp4',
      source_bytes: 5,
      updated_at: expect.any(String),
      captions: [
        { language: 'en', label: 'English' },
        { language: 'fr', label: 'Français' },
      ],
    });
  });
});

describe('POST /api/admin/movies/:movieId/film/retry', () => {
  it('queues a failed film again from its source: attempts and error cleared', async () => {
    const movie = await movieWithFilm({ status: 'failed', error: 'moov atom not found', attempts: 3, progress: 17 });
    let res = await getFilm(movie.id);
    await expectAuditDuring(
      async () => (res = await retry(movie.id)),
      [
        {
          actor: actorOf(testAdmin),
          action: 'film.retry',
          subjectKind: 'film',
          subjectId: movie.id,
          changes: { status: { before: 'failed', after: 'queued' }, error: { before: 'moov atom not found', after: null } },
        },
      ],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().film).toMatchObject({ status: 'queued', error: null, progress: 0 });
    expect(await filmRow(movie.id)).toMatchObject({ status: 'queued', error: null, attempts: 0, progress: 0, claimId: null });
  });

  it('refuses a film that did not fail, or whose source is gone (409), and a movie without a film (404)', async () => {
    for (const status of ['queued', 'processing', 'ready'] as const) {
      const movie = await movieWithFilm({ status });
      let res = await getFilm(movie.id);
      await expectNoAuditDuring(async () => (res = await retry(movie.id)));
      expect({ status, code: res.statusCode, body: res.json() }).toEqual({ status, code: 409, body: { error: filmMessages.filmNotRetryable } });
      expect((await filmRow(movie.id))?.status).toBe(status);
    }
    const sourceGone = await movieWithFilm({ status: 'failed', error: 'x' }, { sourceOnDisk: false });
    expect((await retry(sourceGone.id)).statusCode).toBe(409);
    expect(await filmRow(sourceGone.id)).toMatchObject({ status: 'failed', error: 'x' });
    const noSource = await movieWithFilm({ status: 'failed', sourcePath: null });
    expect((await retry(noSource.id)).statusCode).toBe(409);

    const noFilm = await createMovie(await db());
    const res = await retry(noFilm.id);
    expect([res.statusCode, res.json()]).toEqual([404, { error: filmMessages.filmNotFound }]);
  });
});

describe('DELETE /api/admin/movies/:movieId/film', () => {
  it('removes the row, the packages, the source and the captions (rows and files); another film is untouched', async () => {
    const movie = await movieWithFilm({ status: 'ready', packageDir: 'PLACEHOLDER', keyHex: 'cd'.repeat(16) });
    const packageDir = `films/packages/${movie.id}/p1`;
    await (await db()).update(films).set({ packageDir }).where(eq(films.movieId, movie.id));
    const files = [`${packageDir}/v0/index.m3u8`, `${packageDir}/v0/seg00000.ts`, `films/packages/${movie.id}/p0-unfinished/v0/seg00000.ts`];
    for (const file of files) await writePrivate(file);
    const captionPath = `films/captions/${movie.id}-en-0123456789abcdef.vtt`;
    await writePrivate(captionPath, VTT);
    await (await db()).insert(filmCaptions).values({ movieId: movie.id, language: 'en', label: 'English', filePath: captionPath });
    const other = await movieWithFilm();
    const otherSource = (await filmRow(other.id))!.sourcePath!;

    const res = await removeFilm(movie.id);

    expect(res.statusCode).toBe(204);
    expect(await filmRow(movie.id)).toBeUndefined();
    expect(await captionRows(movie.id)).toEqual([]);
    for (const file of [...files, captionPath, `films/sources/${movie.id}-source.mp4`, `films/packages/${movie.id}`]) {
      expect({ file, exists: await exists(file) }).toEqual({ file, exists: false });
    }
    expect(await exists(otherSource)).toBe(true);
    expect((await getFilm(movie.id)).json()).toEqual({ film: null });

    const again = await removeFilm(movie.id);
    expect([again.statusCode, again.json()]).toEqual([404, { error: filmMessages.filmNotFound }]);
    expect((await removeFilm(2147483647)).json()).toEqual({ error: publicMessages.movieNotFound });
  });
});

describe('captions', () => {
  it('stores a WebVTT file under films/captions and lists it on the film', async () => {
    const movie = await movieWithFilm();
    const res = await postCaption(movie.id, { language: 'en', label: 'English' }, { name: 'en.vtt', bytes: Buffer.from(`\uFEFF${VTT}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json().film.captions).toEqual([{ language: 'en', label: 'English' }]);
    const [row] = await captionRows(movie.id);
    expect(row?.filePath).toMatch(new RegExp(`^films/captions/${movie.id}-en-[0-9a-f]{16}\\.vtt$`));
    expect(await readFile(privatePath(row!.filePath), 'utf8')).toBe(VTT);
  });

  it('converts a SubRip file to WebVTT', async () => {
    const movie = await movieWithFilm();
    const res = await postCaption(movie.id, { language: 'pt-BR', label: 'Português' }, { name: 'pt.srt', bytes: Buffer.from(SRT) });
    expect(res.statusCode).toBe(200);
    const [row] = await captionRows(movie.id);
    expect(row).toMatchObject({ language: 'pt-BR', label: 'Português' });
    expect(await readFile(privatePath(row!.filePath), 'utf8')).toBe(SRT_AS_VTT);
  });

  it('replaces a language uploaded again: one row, the new label and text, the old file gone', async () => {
    const movie = await movieWithFilm();
    await postCaption(movie.id, { language: 'fr', label: 'French' }, { name: 'fr.vtt', bytes: Buffer.from(VTT) });
    const [first] = await captionRows(movie.id);

    const res = await postCaption(movie.id, { language: 'fr', label: 'Français' }, { name: 'fr.srt', bytes: Buffer.from(SRT) });

    expect(res.json().film.captions).toEqual([{ language: 'fr', label: 'Français' }]);
    const rows = await captionRows(movie.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.filePath).not.toBe(first!.filePath);
    expect(await readFile(privatePath(rows[0]!.filePath), 'utf8')).toBe(SRT_AS_VTT);
    expect(await exists(first!.filePath)).toBe(false);
  });

  it('refuses what is no caption file, too large a file, a bad language or label, and no file; storing nothing', async () => {
    const movie = await movieWithFilm();
    const fields = { language: 'en', label: 'English' };
    const cases: Array<[Record<string, string>, { name: string; bytes: Buffer } | undefined, number, string]> = [
      [fields, { name: 'still.vtt', bytes: await png() }, 415, filmMessages.captionTypeInvalid],
      [fields, { name: 'notes.srt', bytes: Buffer.from('Some notes, no cues.') }, 400, filmMessages.captionUnreadable],
      [fields, { name: 'big.vtt', bytes: Buffer.concat([Buffer.from(VTT), Buffer.alloc(CAPTION_MAX_BYTES, 0x41)]) }, 413, filmMessages.captionTooLarge],
      [{ language: 'English', label: 'English' }, { name: 'en.vtt', bytes: Buffer.from(VTT) }, 400, filmMessages.captionLanguageInvalid],
      [{ language: 'en', label: ' ' }, { name: 'en.vtt', bytes: Buffer.from(VTT) }, 400, filmMessages.captionLabelInvalid],
      [{ language: 'en', label: 'Eng\nlish' }, { name: 'en.vtt', bytes: Buffer.from(VTT) }, 400, filmMessages.captionLabelInvalid],
      [fields, undefined, 400, filmMessages.captionTypeInvalid],
    ];
    for (const [sent, file, status, message] of cases) {
      const res = await postCaption(movie.id, sent, file);
      expect({ file: file?.name, status: res.statusCode, body: res.json() }).toEqual({ file: file?.name, status, body: { error: message } });
    }
    const twoFiles = await multipart(fields, [
      { field: 'file', name: 'a.vtt', type: 'text/vtt', bytes: Buffer.from(VTT) },
      { field: 'other', name: 'b.vtt', type: 'text/vtt', bytes: Buffer.from(VTT) },
    ]);
    const res = await app.inject({ method: 'POST', url: `/api/admin/movies/${movie.id}/captions`, payload: twoFiles.payload, headers: { ...admin, ...twoFiles.headers } });
    expect([res.statusCode, res.json()]).toEqual([400, { error: adminMessages.unexpectedFile }]);
    expect(await captionRows(movie.id)).toEqual([]);
    expect((await captionFiles()).filter((name) => name.startsWith(`${movie.id}-`))).toEqual([]);
  });

  it('needs the movie to have a film (404)', async () => {
    const movie = await createMovie(await db());
    const res = await postCaption(movie.id, { language: 'en', label: 'English' }, { name: 'en.vtt', bytes: Buffer.from(VTT) });
    expect([res.statusCode, res.json()]).toEqual([404, { error: filmMessages.filmNotFound }]);
    expect(await captionRows(movie.id)).toEqual([]);
  });

  it('removes one language, row and file; an unknown language is a 404', async () => {
    const movie = await movieWithFilm();
    await postCaption(movie.id, { language: 'en', label: 'English' }, { name: 'en.vtt', bytes: Buffer.from(VTT) });
    await postCaption(movie.id, { language: 'de', label: 'Deutsch' }, { name: 'de.vtt', bytes: Buffer.from(VTT) });
    const english = (await captionRows(movie.id)).find((row) => row.language === 'en')!;

    const res = await removeCaption(movie.id, 'en');

    expect(res.statusCode).toBe(200);
    expect(res.json().film.captions).toEqual([{ language: 'de', label: 'Deutsch' }]);
    expect(await exists(english.filePath)).toBe(false);
    for (const language of ['en', 'xx', 'not a language']) {
      const missing = await removeCaption(movie.id, encodeURIComponent(language));
      expect([missing.statusCode, missing.json()]).toEqual([404, { error: filmMessages.captionNotFound }]);
    }
  });
});
