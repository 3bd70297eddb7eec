// The movie form's checks: the server's own fields (common/admin-catalogue.ts movieFieldsSchema), with the parts the
// form edits in its own shape turned into the contract's text first, so that the browser and the server judge the
// same text with the same words: the credits and laurels rows become their JSON text, and the trailer choice (a
// YouTube link, a new clip, or the stored clip kept) becomes `trailer_url` and the `trailer` file; the premiere, typed
// as the studio's wall time, becomes an instant with the studio's offset.
import { z } from 'zod';
import { movieFieldsSchema, type AdminMovie } from '../../../../common/admin-catalogue.ts';
import { premiereMessages } from '../../../../common/messages/premieres.ts';
import { toZonedWallTime, zonedWallTimeToIso } from '../../../../common/zoned-time.ts';
import type { ZodFormState } from '../../form/use-zod-form.ts';
import { videoRule } from '../backstage/backstage-upload-schemas.ts';
import { imageFileSchema } from '../image-file-field/image-file.ts';
import { fileProblem, problemText } from '../upload/file-checks.ts';

const contract = movieFieldsSchema.shape;

export type TrailerSource = 'link' | 'file';

export interface CreditRow {
  role: string;
  name: string;
}

export interface LaurelRow {
  festival: string;
  award: string;
  /** As typed: '' for none. */
  year: string;
}

/** A row left wholly blank (an added row never filled in) is not a credit: it is dropped, not refused. */
const hasText = (row: object) => Object.values(row).some((value) => typeof value === 'string' && value.trim() !== '');

/** A typed year as the contract reads it: '' none, digits a number; anything else stays text, which it refuses. */
function laurelYear(year: string): number | string | null {
  const trimmed = year.trim();
  if (trimmed === '') return null;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const creditRowsSchema = z
  .array(z.object({ role: z.string(), name: z.string() }))
  .transform((rows) => JSON.stringify(rows.filter(hasText)))
  .pipe(contract.credits.unwrap());

const laurelRowsSchema = z
  .array(z.object({ festival: z.string(), award: z.string(), year: z.string() }))
  .transform((rows) => JSON.stringify(rows.filter(hasText).map((row) => ({ ...row, year: laurelYear(row.year) }))))
  .pipe(contract.laurels.unwrap());

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/**
 * The trailer as the form holds it. Only the chosen source is judged (as the backstage video upload does), and in a
 * group of its own: the checks of the rest of the form do not stop it being judged at the same submit.
 */
const trailerChoiceSchema = z
  .object({
    source: z.enum(['link', 'file']),
    /** The YouTube link typed. */
    link: z.string(),
    /** The stored clip's address while it is kept, '' when there is none or it was removed. */
    kept_clip: z.string(),
    /** A new clip picked, or null. */
    clip: z.custom<File | null>((value) => value === null || isFile(value)),
  })
  .superRefine(({ source, link, clip }, context) => {
    if (source === 'link') {
      const parsed = contract.trailer_url.safeParse(link);
      if (!parsed.success) context.addIssue({ code: 'custom', path: ['link'], message: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    const problem = clip ? fileProblem(clip, videoRule) : null;
    if (problem) context.addIssue({ code: 'custom', path: ['clip'], message: problemText(problem, videoRule) });
  });

type TrailerChoice = z.output<typeof trailerChoiceSchema>;

/**
 * What the save sends of the trailer. A new clip goes as the `trailer` file with no `trailer_url` (the server takes
 * one or the other); otherwise `trailer_url`: the link, the kept clip's own address (which keeps it), or null
 * (which clears it).
 */
function trailerParts({ source, link, kept_clip, clip }: TrailerChoice) {
  if (source === 'link') return { trailer_url: contract.trailer_url.parse(link), trailer: null };
  if (clip) return { trailer_url: undefined, trailer: clip };
  return { trailer_url: kept_clip === '' ? null : kept_clip, trailer: null };
}

/**
 * The premiere as typed: a wall time in the studio's zone ('2026-12-12T20:00', as a datetime-local field gives it),
 * sent as that instant with the studio's offset ('2026-12-12T20:00:00-08:00'), which the contract then judges; ''
 * clears it (null). The text goes to the server as made here: the instant the admin meant, wherever the browser is.
 */
function premiereSchema(studioTimeZone: string) {
  return z
    .string()
    .transform((typed) => {
      const wallTime = typed.trim();
      return wallTime === '' ? '' : (zonedWallTimeToIso(wallTime, studioTimeZone) ?? wallTime);
    })
    .refine((text) => contract.premiere_at.safeParse(text).success, premiereMessages.premiereInvalid)
    .transform((text) => (text === '' ? null : text));
}

/** The movie form's checks, with the premiere read in the studio's time zone. */
export function movieFormSchema(studioTimeZone: string) {
  return movieFieldsSchema
    .omit({ credits: true, laurels: true, trailer_url: true })
    .extend({
      thumbnail: imageFileSchema,
      backdrop: imageFileSchema,
      credits: creditRowsSchema,
      laurels: laurelRowsSchema,
      trailer_choice: trailerChoiceSchema,
      premiere_at: premiereSchema(studioTimeZone),
    })
    .transform(({ trailer_choice, ...fields }) => ({ ...fields, ...trailerParts(trailer_choice) }));
}

type MovieFormSchema = ReturnType<typeof movieFormSchema>;

/** The form as useZodForm gives it, for the parts of the dialog in their own files. */
export type MovieFormState = ZodFormState<z.input<MovieFormSchema>, z.output<MovieFormSchema>>;

/** The premiere and the window to start as the form holds them: the premiere as the studio's wall time. */
export function premiereValues(movie: AdminMovie | null, studioTimeZone: string) {
  return {
    premiere_at: movie?.premiere_at ? toZonedWallTime(movie.premiere_at, studioTimeZone) : '',
    start_window_days: movie?.start_window_days == null ? '' : String(movie.start_window_days),
  };
}

/** The movie's uploaded trailer clip (its /uploads/ address), or null when its trailer is a link or there is none. */
export function storedClipOf(movie: AdminMovie | null): string | null {
  return movie?.trailer_url?.startsWith('/uploads/') ? movie.trailer_url : null;
}

/** The title page's starting values: empty for a new movie, the movie's own (as text) for an edit. */
export function titlePageValues(movie: AdminMovie | null) {
  const storedClip = storedClipOf(movie);
  return {
    backdrop: null,
    release_year: movie?.release_year == null ? '' : String(movie.release_year),
    genres: movie?.genres.join(', ') ?? '',
    certificate: movie?.certificate ?? '',
    credits: movie?.credits.map(({ role, name }): CreditRow => ({ role, name })) ?? [],
    laurels: movie?.laurels.map(({ festival, award, year }): LaurelRow => ({ festival, award, year: year == null ? '' : String(year) })) ?? [],
    trailer_choice: {
      source: (storedClip ? 'file' : 'link') as TrailerSource,
      link: storedClip ? '' : (movie?.trailer_url ?? ''),
      kept_clip: storedClip ?? '',
      clip: null,
    },
    is_featured: movie?.is_featured ? ('true' as const) : ('false' as const),
    featured_order: String(movie?.featured_order ?? 0),
  };
}
