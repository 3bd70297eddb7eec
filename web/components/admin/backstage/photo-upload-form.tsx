import { useWatch } from 'react-hook-form';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import type { BackstageTarget } from '../../../api/admin/list-backstage-media.ts';
import { useUploadBackstagePhotosMutation } from '../../../api/admin/upload-backstage-photos.ts';
import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import { useZodForm } from '../../form/use-zod-form.ts';
import { useUploadTracker } from '../admin-form-modal/use-upload-tracker.ts';
import { FileDropField } from '../upload/file-drop-zone.tsx';
import { photoRule, photoUploadSchema } from './backstage-upload-schemas.ts';
import { UploadSection } from './upload-section.tsx';

const texts = adminBackstageContent.photoUpload;

export interface PhotoUploadFormProps {
  target: BackstageTarget;
  /** After the upload, with the number of photos it added. */
  onUploaded: (count: number) => void;
}

/** Several JPG/PNG photos at once, with one optional title and description (docs/product.md#validation). */
export function PhotoUploadForm({ target, onUploaded }: PhotoUploadFormProps) {
  const tracker = useUploadTracker();
  const upload = useUploadBackstagePhotosMutation(target, tracker.start);
  const form = useZodForm({
    schema: photoUploadSchema,
    defaultValues: { title: '', description: '', photos: [] },
    mutation: upload,
    failureText: adminScreenMessages.photoUploadFailed,
    onSuccess: (photos) => {
      form.hookForm.reset();
      onUploaded(photos.length);
    },
  });
  const count = useWatch({ control: form.hookForm.control, name: 'photos' }).length;

  return (
    <UploadSection
      texts={{ ...texts, submit: texts.submit(count), uploading: texts.uploading(count) }}
      form={form}
      error={upload.error}
      failureText={adminScreenMessages.photoUploadFailed}
      tracker={tracker}
    >
      <FileDropField form={form} name="photos" texts={texts.drop} rule={photoRule} multiple showPreviews />
    </UploadSection>
  );
}
