// A film's captions: one WebVTT file per language in the private store (films/captions), served only
// through the signed stream routes. SubRip (.srt), the other format subtitles come in, is converted to WebVTT on
// upload, so players get one format. Uploading a language again replaces it. Adding and removing record their audit
// entries in their own transactions (docs/product.md#admin-audit).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AdminFilm, CaptionFields } from '../../../common/films.ts';
import { filmMessages } from '../../../common/messages/films.ts';
import { changedFields, recordAudit, type AuditActor } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { filmCaptions, films } from '../../db/schema.ts';
import type { ServiceDeps } from '../../deps.ts';
import { NotFoundError, UnsupportedTypeError, ValidationError } from '../../errors.ts';
import { FILM_CAPTIONS_FOLDER, removeFilmFiles } from '../../films/storage.ts';
import { loadAdminFilm, requireMovie } from './service.ts';

// SRT's timing line: 00:01:02,500 --> 00:01:04,000 (a '.' is accepted too, and SRT's optional box coordinates
// after the end time are dropped: WebVTT places cues its own way).
const SRT_TIMING = /^(\d{1,3}):(\d{2}):(\d{2})[,.](\d{1,3})\s*-->\s*(\d{1,3}):(\d{2}):(\d{2})[,.](\d{1,3})(?:\s.*)?$/;
const WEBVTT_HEADER = /^WEBVTT(?:[ \t]|\n|$)/;

function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8 text at all (an image, a video, a word-processor file).
    throw new UnsupportedTypeError(filmMessages.captionTypeInvalid);
  }
  if (text.includes('\u0000')) throw new UnsupportedTypeError(filmMessages.captionTypeInvalid);
  // One BOM at most, and Unix line endings, whichever system wrote the file.
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

// '-->' may not appear in a WebVTT cue's text.
const escapeArrow = (line: string) => line.replaceAll('-->', '--&gt;');

/** WebVTT's timestamp: hours of at least two digits, exactly three digits of milliseconds. */
function vttTime(hours: string, minutes: string, seconds: string, fraction: string): string {
  return `${hours.padStart(2, '0')}:${minutes}:${seconds}.${fraction.padEnd(3, '0')}`;
}

function srtCues(text: string): string[] {
  const cues: string[] = [];
  for (const block of text.trim().split(/\n(?:[ \t]*\n)+/)) {
    const lines = block.split('\n').map((line) => line.trimEnd());
    const timingAt = lines.findIndex((line) => SRT_TIMING.test(line.trim()));
    const timing = timingAt === 0 || timingAt === 1 ? SRT_TIMING.exec(lines[timingAt]?.trim() ?? '') : null;
    if (!timing) {
      // A blank line inside a cue's text: the rest belongs to the cue before (WebVTT would end the cue there).
      if (cues.length > 0) cues[cues.length - 1] += `\n${lines.map(escapeArrow).join('\n')}`;
      continue;
    }
    const [, h1 = '', m1 = '', s1 = '', f1 = '', h2 = '', m2 = '', s2 = '', f2 = ''] = timing;
    // The cue's number, when there is one, is kept as its WebVTT identifier (which may not hold '-->').
    const identifier = timingAt === 1 ? [lines[0]?.trim() ?? ''].filter((line) => !line.includes('-->')) : [];
    const head = `${vttTime(h1, m1, s1, f1)} --> ${vttTime(h2, m2, s2, f2)}`;
    cues.push([...identifier, head, ...lines.slice(timingAt + 1).map(escapeArrow)].join('\n'));
  }
  return cues;
}

/**
 * A caption file as WebVTT text: a WebVTT file as it is (BOM dropped, line endings normalised), a SubRip file
 * converted cue by cue. Anything else is refused: bytes that are no text (415), text that is neither (400).
 */
export function toWebVtt(bytes: Buffer): string {
  const text = decodeText(bytes);
  if (WEBVTT_HEADER.test(text)) return text.endsWith('\n') ? text : `${text}\n`;
  const cues = srtCues(text);
  if (cues.length === 0) throw new ValidationError(filmMessages.captionUnreadable);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

async function requireFilm(db: Db, movieId: number): Promise<void> {
  await requireMovie(db, movieId);
  const [film] = await db.select({ movieId: films.movieId }).from(films).where(eq(films.movieId, movieId));
  if (!film) throw new NotFoundError(filmMessages.filmNotFound);
}

/** Stores the captions of one language, replacing that language's file if there was one; returns the file it replaced. */
async function storeCaptionRow(db: Db, actor: AuditActor, movieId: number, fields: CaptionFields, filePath: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    // The film's row locked, so that two uploads of one language each remove the file they replaced, never the
    // other's, and a film removed meanwhile takes no caption with it.
    const [film] = await tx.select({ movieId: films.movieId }).from(films).where(eq(films.movieId, movieId)).for('update');
    if (!film) throw new NotFoundError(filmMessages.filmNotFound);
    const [previous] = await tx
      .select({ filePath: filmCaptions.filePath })
      .from(filmCaptions)
      .where(and(eq(filmCaptions.movieId, movieId), eq(filmCaptions.language, fields.language)));
    const [stored] = await tx
      .insert(filmCaptions)
      .values({ movieId, language: fields.language, label: fields.label, filePath })
      .onConflictDoUpdate({ target: [filmCaptions.movieId, filmCaptions.language], set: { label: fields.label, filePath } })
      .returning({ id: filmCaptions.id });
    // A replaced language is recorded as added again: the file is new, whatever its label.
    const changes = changedFields(null, { movie_id: movieId, language: fields.language, label: fields.label });
    await recordAudit(tx, { actor, action: 'caption.create', subjectKind: 'caption', subjectId: stored!.id, changes });
    return previous?.filePath ?? null;
  });
}

/** Adds (or replaces) the captions of one language of a movie's film. Returns the film with its captions. */
export async function addCaption(
  { db, films: store }: Pick<ServiceDeps, 'db' | 'films'>,
  actor: AuditActor,
  movieId: number,
  fields: CaptionFields,
  bytes: Buffer,
): Promise<AdminFilm | null> {
  await requireFilm(db, movieId);
  const vtt = toWebVtt(bytes);
  const filePath = `${FILM_CAPTIONS_FOLDER}/${movieId}-${fields.language}-${randomBytes(8).toString('hex')}.vtt`;
  await store.put(filePath, Buffer.from(vtt), { contentType: 'text/vtt' });
  let replaced: string | null;
  try {
    replaced = await storeCaptionRow(db, actor, movieId, fields, filePath);
  } catch (error) {
    await removeFilmFiles(store, [filePath]);
    throw error;
  }
  await removeFilmFiles(store, [replaced]);
  return loadAdminFilm(db, movieId);
}

/** Removes the captions of one language, row and file. */
export async function removeCaption(
  { db, films: store }: Pick<ServiceDeps, 'db' | 'films'>,
  actor: AuditActor,
  movieId: number,
  language: string,
): Promise<AdminFilm | null> {
  await requireMovie(db, movieId);
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(filmCaptions)
      .where(and(eq(filmCaptions.movieId, movieId), eq(filmCaptions.language, language)))
      .returning();
    if (!row) throw new NotFoundError(filmMessages.captionNotFound);
    const changes = changedFields({ movie_id: movieId, language: row.language, label: row.label }, null);
    await recordAudit(tx, { actor, action: 'caption.delete', subjectKind: 'caption', subjectId: row.id, changes });
    return row;
  });
  await removeFilmFiles(store, [removed.filePath]);
  return loadAdminFilm(db, movieId);
}
