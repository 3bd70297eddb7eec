// The New code form's values and checks (docs/product.md#offers): what was typed becomes the body of POST
// /api/admin/codes (only what was filled in; the dates, typed as the studio's wall time, as instants with the studio's
// offset, as the movie form sends a premiere), which the server's own schema then judges.
import { z } from 'zod';
import { CODE_KINDS, createCodeSchema } from '../../../../common/admin-offers.ts';
import { zonedWallTimeToIso } from '../../../../common/zoned-time.ts';
import type { CreateCodeBody } from '../../../api/admin/create-code.ts';
import type { ZodFormState } from '../../form/use-zod-form.ts';
import { contractCheck } from '../offers/contract-check.ts';
import { movieIdsOf } from '../offers/films-field.tsx';

export const CODE_MODES = ['single', 'batch'] as const;

const codeFormFields = z.object({
  /** One code (typed or generated), or a batch of generated single-use codes. */
  mode: z.enum(CODE_MODES),
  code: z.string(),
  count: z.string(),
  kind: z.enum(CODE_KINDS),
  value: z.string(),
  films: z.array(z.object({ movie_id: z.string() })),
  max_redemptions: z.string(),
  per_viewer: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  email: z.string(),
});
type CodeFormValues = z.output<typeof codeFormFields>;

export const EMPTY_CODE_FORM: CodeFormValues = {
  mode: 'single',
  code: '',
  count: '',
  kind: 'percent',
  value: '',
  films: [],
  max_redemptions: '',
  per_viewer: '',
  starts_at: '',
  ends_at: '',
  email: '',
};

const filled = (typed: string) => (typed.trim() === '' ? undefined : typed.trim());
/** A typed whole number; anything but digits is NaN, which the contract refuses in its own words. */
const wholeNumber = (typed: string) => (/^\d{1,9}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);
const optionalNumber = (typed: string) => (filled(typed) === undefined ? undefined : wholeNumber(typed));

/** The body sent: a batch has a count and no code, uses or screener (each of its codes is used once, by anyone). */
function bodyOf(values: CodeFormValues, studioTimeZone: string): CreateCodeBody {
  const instant = (typed: string) => {
    const wallTime = filled(typed);
    return wallTime === undefined ? undefined : (zonedWallTimeToIso(wallTime, studioTimeZone) ?? wallTime);
  };
  const movieIds = movieIdsOf(values.films);
  const common = {
    kind: values.kind,
    value: values.kind === 'free' ? undefined : values.value.trim(),
    movie_ids: movieIds.length > 0 ? movieIds : undefined,
    starts_at: instant(values.starts_at),
    ends_at: instant(values.ends_at),
  };
  if (values.mode === 'batch') return { count: wholeNumber(values.count), ...common };
  return {
    code: filled(values.code)?.toUpperCase(),
    ...common,
    max_redemptions: optionalNumber(values.max_redemptions),
    per_viewer: optionalNumber(values.per_viewer),
    email: filled(values.email),
  };
}

/** The form's checks, with the dates read in the studio's time zone. */
export function codeFormSchema(studioTimeZone: string) {
  return codeFormFields
    .transform((values) => bodyOf(values, studioTimeZone))
    .superRefine(contractCheck<CreateCodeBody>(createCodeSchema, { movie_ids: 'films' }));
}

type CodeFormSchema = ReturnType<typeof codeFormSchema>;
export type CodeFormState = ZodFormState<z.input<CodeFormSchema>, z.output<CodeFormSchema>>;
