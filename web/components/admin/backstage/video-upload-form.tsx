import { useWatch } from 'react-hook-form';
import { URL_MAX } from '../../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import type { BackstageTarget } from '../../../api/admin/list-backstage-media.ts';
import { useUploadBackstageVideoMutation } from '../../../api/admin/upload-backstage-video.ts';
import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import { InputField } from '../../form/fields.tsx';
import { useZodForm } from '../../form/use-zod-form.ts';
import { useUploadTracker } from '../admin-form-modal/use-upload-tracker.ts';
import { SegmentedControl } from '../segmented-control/segmented-control.tsx';
import { FileDropField } from '../upload/file-drop-zone.tsx';
import { videoRule, videoUploadSchema, type VideoSource } from './backstage-upload-schemas.ts';
import { UploadSection } from './upload-section.tsx';

const texts = adminBackstageContent.videoUpload;
const SOURCES: readonly VideoSource[] = ['link', 'file'];

export interface VideoUploadFormProps {
  target: BackstageTarget;
  onAdded: () => void;
}

/** One video: a YouTube link or an MP4/WebM/OGG file, with an optional title and description. */
export function VideoUploadForm({ target, onAdded }: VideoUploadFormProps) {
  const tracker = useUploadTracker();
  const upload = useUploadBackstageVideoMutation(target, tracker.start);
  const form = useZodForm({
    schema: videoUploadSchema,
    defaultValues: { title: '', description: '', video_url: '', source: 'link', video: null },
    mutation: upload,
    failureText: adminScreenMessages.videoUploadFailed,
    onSuccess: () => {
      form.hookForm.reset();
      onAdded();
    },
  });
  const { control, clearErrors, setValue } = form.hookForm;
  const source = useWatch({ control, name: 'source' });

  return (
    <UploadSection
      texts={texts}
      form={form}
      error={upload.error}
      failureText={adminScreenMessages.videoUploadFailed}
      tracker={tracker}
      sendsFile={source === 'file'}
    >
      <div className="backstage-upload__source">
        <SegmentedControl
          legend={texts.sourceLegend}
          values={SOURCES}
          labels={texts.sources}
          value={source}
          onChange={(next) => {
            // Switching the source takes away the other one's message.
            clearErrors(['video_url', 'video']);
            setValue('source', next);
          }}
          disabled={form.isSubmitting}
        />
        {source === 'link' ? (
          <InputField
            label={texts.urlLabel}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={texts.urlPlaceholder}
            maxLength={URL_MAX}
            {...form.field('video_url')}
          />
        ) : (
          <FileDropField form={form} name="video" texts={texts.drop} rule={videoRule} />
        )}
      </div>
    </UploadSection>
  );
}
