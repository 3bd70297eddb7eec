// The movie form's premiere and window to start (docs/product.md#premieres-and-windows): the premiere typed and
// shown as the studio's wall time (the hint names the zone), the window as a number of days; either left empty for
// none.
import { START_WINDOW_DAYS_MAX, START_WINDOW_DAYS_MIN } from '../../../../common/premieres.ts';
import { movieFormContent as content } from '../../../content/admin-movies.ts';
import { InputField } from '../../form/fields.tsx';
import type { MovieFormState } from './movie-form-schema.ts';

export function PremiereFields({ form, studioTimeZone }: { form: MovieFormState; studioTimeZone: string }) {
  return (
    <div className="form__row movie-form__premiere">
      <InputField label={content.premiere} type="datetime-local" hint={content.premiereHint(studioTimeZone)} {...form.field('premiere_at')} />
      <InputField
        label={content.startWindow}
        type="number"
        inputMode="numeric"
        step="1"
        min={START_WINDOW_DAYS_MIN}
        max={START_WINDOW_DAYS_MAX}
        hint={content.startWindowHint}
        {...form.field('start_window_days')}
      />
    </div>
  );
}
