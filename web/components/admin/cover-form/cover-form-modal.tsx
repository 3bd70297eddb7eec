// The add/edit cover dialog (docs/product.md#validation): title, description, the movie it links to (chosen from the
// catalogue), display order, coming soon and its image, checked with the schema the server uses.
import {
  COVER_DESCRIPTION_MAX,
  coverFieldsSchema,
  type AdminCover,
  type AdminMovie,
} from '../../../../common/admin-catalogue.ts';
import { TITLE_MAX_LENGTH } from '../../../../common/constants.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { useAdminMovies } from '../../../api/admin/list-admin-movies.ts';
import { useSaveCoverMutation } from '../../../api/admin/save-cover.ts';
import { coverFormContent as content } from '../../../content/admin-galleries.ts';
import { AdminFormFooter, AdminFormModal } from '../admin-form-modal/admin-form-modal.tsx';
import type { ItemEditorProps } from '../admin-page/use-item-editor.ts';
import { useFileForm } from '../admin-form-modal/use-file-form.ts';
import { InputField, SelectField, TextAreaField, type SelectOption } from '../../form/fields.tsx';
import { TrueFalseCheckbox } from '../true-false-checkbox.tsx';
import { ImageFileField } from '../image-file-field/image-file-field.tsx';
import { imageFileSchema } from '../image-file-field/image-file.ts';

const coverForm = {
  schema: coverFieldsSchema.extend({ cover_image: imageFileSchema }),
  useSave: useSaveCoverMutation,
  failureText: adminScreenMessages.coverSaveFailed,
};

function initialValues(cover: AdminCover | null) {
  return {
    title: cover?.title ?? '',
    description: cover?.description ?? '',
    movie_id: cover?.movie_id == null ? '' : String(cover.movie_id),
    display_order: String(cover?.display_order ?? 0),
    is_coming_soon: cover?.is_coming_soon ? ('true' as const) : ('false' as const),
    cover_image: null,
  };
}

/**
 * 'No movie', then the catalogue (inactive movies marked). While the list loads, or if it cannot, the cover's
 * own movie stays on offer so that saving keeps its link.
 */
function movieOptions(movies: AdminMovie[] | undefined, cover: AdminCover | null): SelectOption[] {
  const options: SelectOption[] = [{ value: '', label: content.noMovie }];
  for (const movie of movies ?? []) {
    options.push({ value: String(movie.id), label: movie.is_active ? movie.title : content.inactiveMovie(movie.title) });
  }
  const linkedId = cover?.movie_id;
  if (linkedId != null && !options.some((option) => option.value === String(linkedId))) {
    options.push({ value: String(linkedId), label: cover?.movie_title ?? String(linkedId) });
  }
  return options;
}

export function CoverFormModal({ item: cover, onClose, onSaved }: ItemEditorProps<AdminCover>) {
  const movies = useAdminMovies();
  const fileForm = useFileForm(coverForm, { itemId: cover?.id ?? null, defaultValues: initialValues(cover), onSuccess: onSaved });
  const { form } = fileForm;

  let movieHint: string = content.movieHint;
  if (movies.isPending) movieHint = content.moviesLoading;
  else if (movies.isError) movieHint = content.moviesFailed;

  return (
    <AdminFormModal form={form} title={cover ? content.editTitle : content.addTitle} intro={content.intro} onClose={onClose}>
      <InputField label={content.title} autoComplete="off" maxLength={TITLE_MAX_LENGTH} {...form.field('title')} />
      <TextAreaField label={content.description} rows={3} maxLength={COVER_DESCRIPTION_MAX} {...form.field('description')} />
      <div className="form__row">
        <SelectField
          label={content.movie}
          hint={movieHint}
          options={movieOptions(movies.data, cover)}
          {...form.field('movie_id')}
        />
        <InputField
          label={content.displayOrder}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          hint={content.displayOrderHint}
          {...form.field('display_order')}
        />
      </div>
      <TrueFalseCheckbox
        control={form.hookForm.control}
        name="is_coming_soon"
        label={content.comingSoon}
        hint={content.comingSoonHint}
        disabled={form.isSubmitting}
      />
      <ImageFileField form={form} name="cover_image" label={content.coverImage} currentImageUrl={cover?.cover_image_url} shape="cover" />
      <AdminFormFooter fileForm={fileForm} submitLabel={cover ? content.save : content.create} fileField="cover_image" onCancel={onClose} />
    </AdminFormModal>
  );
}
