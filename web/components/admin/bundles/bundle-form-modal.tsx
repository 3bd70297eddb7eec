// The add/edit bundle dialog (docs/product.md#offers): its title, description, films (chosen from the catalogue and put
// in order), one price in dollars, and whether it is on sale. Checked with the server's own schema; a refusal of the
// server's shows on the form. A new bundle is POSTed, an edit PUT whole.
import type { AdminMovie } from '../../../../common/admin-catalogue.ts';
import { BUNDLE_DESCRIPTION_MAX_LENGTH, BUNDLE_TITLE_MAX_LENGTH, type AdminBundle } from '../../../../common/admin-offers.ts';
import { useSaveBundleMutation } from '../../../api/admin/save-bundle.ts';
import { bundleFormContent as content } from '../../../content/admin-bundles.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { useZodForm } from '../../form/use-zod-form.ts';
import { AdminFormActions, AdminFormModal } from '../admin-form-modal/admin-form-modal.tsx';
import type { ItemEditorProps } from '../admin-page/use-item-editor.ts';
import { CheckboxField, InputField, TextAreaField } from '../../form/fields.tsx';
import { FilmsField } from '../offers/films-field.tsx';
import { bundleFormSchema, bundleFormValues } from './bundle-form-schema.ts';

export interface BundleFormModalProps extends ItemEditorProps<AdminBundle> {
  /** The catalogue the films are chosen from. */
  movies: readonly AdminMovie[];
}

export function BundleFormModal({ item: bundle, movies, onClose, onSaved }: BundleFormModalProps) {
  const save = useSaveBundleMutation(bundle?.id ?? null);
  const form = useZodForm({
    schema: bundleFormSchema,
    defaultValues: bundleFormValues(bundle),
    mutation: save,
    failureText: adminScreenMessages.bundleSaveFailed,
    onSuccess: onSaved,
  });

  return (
    <AdminFormModal form={form} title={bundle ? content.editTitle : content.addTitle} intro={content.intro} onClose={onClose}>
      <InputField label={content.title} autoComplete="off" maxLength={BUNDLE_TITLE_MAX_LENGTH} {...form.field('title')} />
      <TextAreaField label={content.description} rows={4} maxLength={BUNDLE_DESCRIPTION_MAX_LENGTH} {...form.field('description')} />
      <FilmsField form={form} name="films" movies={movies} texts={content.films} />
      <InputField label={content.price} type="number" inputMode="decimal" step="0.01" min="0" hint={content.priceHint} {...form.field('price')} />
      <CheckboxField label={content.active} hint={content.activeHint} {...form.field('is_active')} />
      <AdminFormActions form={form} submitLabel={bundle ? content.save : content.create} onCancel={onClose} />
    </AdminFormModal>
  );
}
