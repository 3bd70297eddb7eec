import { BACKSTAGE_DESCRIPTION_MAX } from '../../../../common/admin-catalogue.ts';
import { TITLE_MAX_LENGTH } from '../../../../common/constants.ts';
import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import type { BoundFieldProps } from '../../form/use-zod-form.ts';
import { InputField, TextAreaField } from '../../form/fields.tsx';

const texts = adminBackstageContent.caption;

/** The optional title and description of a backstage upload, bound to its form. */
export function CaptionFields({ title, description }: { title: BoundFieldProps; description: BoundFieldProps }) {
  return (
    <>
      <InputField label={texts.titleLabel} maxLength={TITLE_MAX_LENGTH} autoComplete="off" {...title} />
      <TextAreaField label={texts.descriptionLabel} rows={3} maxLength={BACKSTAGE_DESCRIPTION_MAX} {...description} />
    </>
  );
}
