// The add/edit movie dialog (docs/product.md#validation): every field of a movie and its poster (its premiere and
// window to start among them, docs/product.md#premieres-and-windows), then its title page (backdrop, trailer, facts,
// credits, laurels, featuring), checked with the schema the server uses. A new movie sends only what was filled in;
// an edit sends every field, '' clearing one. Below the form, the movie's own film (docs/product.md#admin-films):
// uploaded, packaged and captioned on its own, not by Save.
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { MOVIE_DESCRIPTION_MAX, MOVIE_LOGLINE_MAX, URL_MAX, type AdminMovie } from '../../../../common/admin-catalogue.ts';
import type { AdminFilm } from '../../../../common/films.ts';
import { DEFAULT_RENTAL_DURATION_HOURS, RENTAL_DURATIONS_HOURS, TITLE_MAX_LENGTH } from '../../../../common/constants.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { centsToPriceText, useSaveMovieMutation } from '../../../api/admin/save-movie.ts';
import { movieFormContent as content } from '../../../content/admin-movies.ts';
import { AdminFormFooter, AdminFormModal } from '../admin-form-modal/admin-form-modal.tsx';
import type { ItemEditorProps } from '../admin-page/use-item-editor.ts';
import { useFileForm } from '../admin-form-modal/use-file-form.ts';
import { FilmSection, FilmSectionForNewMovie } from '../film-section/film-section.tsx';
import { InputField, SelectField, TextAreaField } from '../../form/fields.tsx';
import { ImageFileField } from '../image-file-field/image-file-field.tsx';
import { movieFormSchema, premiereValues, titlePageValues, type MovieFormState } from './movie-form-schema.ts';
import { PremiereFields } from './premiere-fields.tsx';
import { TitlePageFields } from './title-page-fields.tsx';
import './movie-form-modal.css';

/** The form's kind: its checks read the premiere in the studio's zone. */
const movieFormIn = (studioTimeZone: string) => ({
  schema: movieFormSchema(studioTimeZone),
  useSave: useSaveMovieMutation,
  failureText: adminScreenMessages.movieSaveFailed,
});

const urlInput = { type: 'url', inputMode: 'url', maxLength: URL_MAX } as const;

const rentalOptions = RENTAL_DURATIONS_HOURS.map((hours) => ({ value: String(hours), label: content.rentalOption(hours) }));

/** The form's starting values: empty for a new movie, the movie's own (as text) for an edit. */
function initialValues(movie: AdminMovie | null, studioTimeZone: string) {
  return {
    title: movie?.title ?? '',
    logline: movie?.logline ?? '',
    description: movie?.description ?? '',
    price: movie ? centsToPriceText(Math.round(movie.price * 100)) : '',
    rental_duration_hours: String(movie?.rental_duration_hours ?? DEFAULT_RENTAL_DURATION_HOURS),
    duration: movie?.duration == null ? '' : String(movie.duration),
    video_url: movie?.video_url ?? '',
    website_url: movie?.website_url ?? '',
    thumbnail: null,
    ...premiereValues(movie, studioTimeZone),
    ...titlePageValues(movie),
  };
}

/** The files a save may carry. */
const FILE_FIELDS = ['trailer_choice.clip', 'backdrop', 'thumbnail'] as const;

/**
 * A file field that holds a picked file, if any. The footer shows the upload's progress (of the whole body) and
 * Cancel upload while a picked file goes up, but it watches one field: it is given one that holds a file.
 */
function useUploadingFileField(form: MovieFormState): (typeof FILE_FIELDS)[number] {
  const picked = useWatch({ control: form.hookForm.control, name: FILE_FIELDS });
  return FILE_FIELDS.find((_, index) => picked[index] != null) ?? 'thumbnail';
}

export interface MovieFormModalProps extends ItemEditorProps<AdminMovie> {
  /** The studio's IANA time zone (the movie list's studio_time_zone): the premiere is typed and shown in it. */
  studioTimeZone: string;
}

export function MovieFormModal({ item: movie, studioTimeZone, onClose, onSaved }: MovieFormModalProps) {
  const movieForm = useMemo(() => movieFormIn(studioTimeZone), [studioTimeZone]);
  const defaultValues = initialValues(movie, studioTimeZone);
  const fileForm = useFileForm(movieForm, { itemId: movie?.id ?? null, defaultValues, onSuccess: onSaved });
  const { form } = fileForm;
  const fileField = useUploadingFileField(form);
  const initialDuration = defaultValues.duration;
  // The packager sets the movie's running time from the file. An edit sends every field, so the form takes the
  // new value, unless the admin has typed one of their own.
  const takeRunningTime = (film: AdminFilm) => {
    if (film.duration_seconds == null || form.hookForm.getValues('duration') !== initialDuration) return;
    form.hookForm.setValue('duration', String(Math.max(1, Math.round(film.duration_seconds / 60))));
  };

  return (
    <AdminFormModal
      form={form}
      title={movie ? content.editTitle : content.addTitle}
      intro={content.intro}
      onClose={onClose}
      after={movie ? <FilmSection movieId={movie.id} onReady={takeRunningTime} /> : <FilmSectionForNewMovie />}
    >
      <InputField label={content.title} autoComplete="off" maxLength={TITLE_MAX_LENGTH} {...form.field('title')} />
      <InputField
        label={content.logline}
        placeholder={content.loglinePlaceholder}
        autoComplete="off"
        maxLength={MOVIE_LOGLINE_MAX}
        {...form.field('logline')}
      />
      <TextAreaField label={content.description} rows={5} maxLength={MOVIE_DESCRIPTION_MAX} {...form.field('description')} />
      <div className="movie-form__numbers">
        <InputField
          label={content.price}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint={content.priceHint}
          {...form.field('price')}
        />
        <SelectField label={content.rentalDuration} options={rentalOptions} {...form.field('rental_duration_hours')} />
        <InputField label={content.duration} type="number" inputMode="numeric" step="1" min="1" {...form.field('duration')} />
      </div>
      <PremiereFields form={form} studioTimeZone={studioTimeZone} />
      <InputField label={content.videoUrl} placeholder={content.videoUrlPlaceholder} {...urlInput} {...form.field('video_url')} />
      <InputField label={content.websiteUrl} placeholder={content.websiteUrlPlaceholder} {...urlInput} {...form.field('website_url')} />
      <ImageFileField form={form} name="thumbnail" label={content.thumbnail} currentImageUrl={movie?.thumbnail_url} shape="poster" />
      <TitlePageFields form={form} movie={movie} />
      <AdminFormFooter fileForm={fileForm} submitLabel={movie ? content.save : content.create} fileField={fileField} onCancel={onClose} />
    </AdminFormModal>
  );
}
