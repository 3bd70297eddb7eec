// The frame of a backstage upload form (photos, a video): its heading and intro, the form with its failure or
// 'Upload cancelled.', the fields beside the optional title and description, the upload's progress with Cancel,
// and the submit button.
import { useId, type ReactNode } from 'react';
import { errorMessageOf } from '../../../api/api-client.ts';
import { isAbortError } from '../../../api/upload-request.ts';
import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import { FormAlert } from '../../form/form-alert.tsx';
import type { ZodFormState } from '../../form/use-zod-form.ts';
import type { UploadTracker } from '../admin-form-modal/use-upload-tracker.ts';
import { CancellableUploadProgress } from '../upload/cancellable-upload-progress.tsx';
import { CaptionFields } from './caption-fields.tsx';
import { SectionHead } from '../admin-page/section-head.tsx';
import './admin-backstage.css';

interface UploadSectionTexts {
  heading: string;
  intro: string;
  /** The submit button's words, and its words while the upload runs. */
  submit: string;
  busy: string;
  /** Over the progress bar ('Uploading 3 photos'). */
  uploading: string;
}

/** What the section needs of a useZodForm form with the caption fields. */
type CaptionedForm = Pick<ZodFormState<{ title: string; description: string }>, 'field' | 'onSubmit' | 'isSubmitting'>;

export interface UploadSectionProps {
  texts: UploadSectionTexts;
  form: CaptionedForm;
  /** The upload call's failure: reported with `failureText`, or as cancelled when the admin stopped it. */
  error: Error | null;
  failureText: string;
  tracker: UploadTracker;
  /** A file goes up (a YouTube link does not): its progress and Cancel show while it does. */
  sendsFile?: boolean;
  /** The fields beside the caption: what is uploaded. */
  children: ReactNode;
}

const HEAD_CLASSES = ['admin-head', 'backstage-upload__heading', 'admin-hint'] as const;

export function UploadSection({ texts, form, error, failureText, tracker, sendsFile = true, children }: UploadSectionProps) {
  const headingId = useId();
  const isCancelled = isAbortError(error);
  return (
    <section className="backstage-upload" aria-labelledby={headingId}>
      <SectionHead id={headingId} level={3} title={texts.heading} intro={texts.intro} classNames={HEAD_CLASSES} />
      <form className="form backstage-upload__form" noValidate onSubmit={form.onSubmit} aria-busy={form.isSubmitting}>
        {error && !isCancelled && <UploadFailure error={error} failureText={failureText} />}
        <div className="backstage-upload__fields">
          {children}
          <div className="backstage-upload__captions">
            <CaptionFields title={form.field('title')} description={form.field('description')} />
          </div>
        </div>
        {form.isSubmitting && sendsFile && (
          <CancellableUploadProgress label={texts.uploading} share={tracker.share} onCancel={tracker.cancel} />
        )}
        {isCancelled && (
          <p className="admin-hint" role="status">
            {adminBackstageContent.upload.cancelled}
          </p>
        )}
        <div className="backstage-upload__actions">
          <button type="submit" className="button button--primary" disabled={form.isSubmitting}>
            {form.isSubmitting ? texts.busy : texts.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A failed upload: the words of docs/product.md#errors, and under them the server's own reason when it gave one. */
function UploadFailure({ error, failureText }: { error: Error; failureText: string }) {
  const detail = errorMessageOf(error, failureText);
  return (
    <FormAlert>
      <span className="backstage-upload__alert-line">{failureText}</span>
      {detail !== failureText && <span className="backstage-upload__alert-line">{detail}</span>}
    </FormAlert>
  );
}
