// The movie form's "Title page" part (docs/product.md#admin-movies): what the film's own page shows beyond the
// catalogue card. Below the catalogue fields, in one fieldset, so the short form stays short to read.
import { MOVIE_CREDITS_MAX, MOVIE_LAURELS_MAX, type AdminMovie } from '../../../../common/admin-catalogue.ts';
import { movieFormContent as content } from '../../../content/admin-movies.ts';
import { InputField } from '../../form/fields.tsx';
import { TrueFalseCheckbox } from '../true-false-checkbox.tsx';
import { ImageFileField } from '../image-file-field/image-file-field.tsx';
import { RowListField, type RowColumn } from '../row-list-field/row-list-field.tsx';
import { storedClipOf, type CreditRow, type LaurelRow, type MovieFormState } from './movie-form-schema.ts';
import { TrailerField } from './trailer-field.tsx';

/** The server's limits (common/admin-catalogue.ts): one credit's or laurel's text, a certificate. */
const ROW_TEXT_MAX = 100;
const CERTIFICATE_MAX = 12;

const creditColumns: readonly RowColumn<CreditRow>[] = [
  { key: 'role', label: content.credits.role, placeholder: content.credits.rolePlaceholder, maxLength: ROW_TEXT_MAX },
  { key: 'name', label: content.credits.name, maxLength: ROW_TEXT_MAX },
];

const laurelColumns: readonly RowColumn<LaurelRow>[] = [
  { key: 'festival', label: content.laurels.festival, maxLength: ROW_TEXT_MAX },
  { key: 'award', label: content.laurels.award, placeholder: content.laurels.awardPlaceholder, maxLength: ROW_TEXT_MAX },
  { key: 'year', label: content.laurels.year, narrow: true, inputMode: 'numeric', maxLength: 4 },
];

const emptyCredit: CreditRow = { role: '', name: '' };
const emptyLaurel: LaurelRow = { festival: '', award: '', year: '' };

export interface TitlePageFieldsProps {
  form: MovieFormState;
  movie: AdminMovie | null;
}

export function TitlePageFields({ form, movie }: TitlePageFieldsProps) {
  return (
    <fieldset className="movie-form__section">
      <legend className="movie-form__section-title">{content.titlePage}</legend>
      <p className="admin-hint">{content.titlePageIntro}</p>
      <ImageFileField form={form} name="backdrop" label={content.backdrop} currentImageUrl={movie?.backdrop_url} shape="cover" />
      <TrailerField form={form} storedClip={storedClipOf(movie)} />
      <div className="form__row">
        <InputField
          label={content.releaseYear}
          type="number"
          inputMode="numeric"
          step="1"
          min="1888"
          max="2100"
          {...form.field('release_year')}
        />
        <InputField
          label={content.certificate}
          placeholder={content.certificatePlaceholder}
          autoComplete="off"
          maxLength={CERTIFICATE_MAX}
          {...form.field('certificate')}
        />
      </div>
      <InputField
        label={content.genres}
        placeholder={content.genresPlaceholder}
        hint={content.genresHint}
        autoComplete="off"
        {...form.field('genres')}
      />
      <div className="form__row movie-form__featured">
        <FeaturedCheckbox form={form} />
        <InputField
          label={content.featuredOrder}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          hint={content.featuredOrderHint}
          {...form.field('featured_order')}
        />
      </div>
      <RowListField
        form={form}
        name="credits"
        columns={creditColumns}
        emptyRow={emptyCredit}
        maxRows={MOVIE_CREDITS_MAX}
        texts={content.credits}
      />
      <RowListField
        form={form}
        name="laurels"
        columns={laurelColumns}
        emptyRow={emptyLaurel}
        maxRows={MOVIE_LAURELS_MAX}
        texts={content.laurels}
      />
    </fieldset>
  );
}

function FeaturedCheckbox({ form }: { form: MovieFormState }) {
  return (
    <TrueFalseCheckbox
      control={form.hookForm.control}
      name="is_featured"
      label={content.featured}
      hint={content.featuredHint}
      disabled={form.isSubmitting}
    />
  );
}
