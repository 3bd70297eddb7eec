// The dialog every admin add/edit form opens in: a title, the form in a scrolling body, and at its foot Cancel,
// the submit button and, while a file goes up, its progress.
import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { adminFormContent as content } from '../../../content/admin-shell.ts';
import { SubmitButton, ZodForm } from '../../form/zod-form.tsx';
import type { ZodFormState } from '../../form/use-zod-form.ts';
import { AdminDialog } from './admin-dialog.tsx';
import type { UploadTracker } from './use-upload-tracker.ts';
import './admin-form-modal.css';

export interface AdminFormModalProps<Values extends FieldValues, Output> {
  /**
   * The useZodForm form the dialog holds. While it saves, Escape and the close button do nothing (Cancel upload
   * stops a running upload).
   */
  form: ZodFormState<Values, Output>;
  title: string;
  intro?: string;
  onClose: () => void;
  /** The fields, then an AdminFormFooter. */
  children: ReactNode;
  /**
   * Below the form, in the same scrolling body: a part saved on its own, with forms of its own (a movie's film),
   * which cannot sit inside this form (forms do not nest).
   */
  after?: ReactNode;
}

export function AdminFormModal<Values extends FieldValues, Output>({
  form,
  title,
  intro,
  onClose,
  children,
  after,
}: AdminFormModalProps<Values, Output>) {
  const isBusy = form.isSubmitting;
  const close = () => {
    if (!isBusy) onClose();
  };
  return (
    // A stray click beside the form must not throw away what was typed.
    <AdminDialog title={title} intro={intro} onClose={close} closeDisabled={isBusy} closeOnBackdropClick={false}>
      <ZodForm form={form}>{children}</ZodForm>
      {after}
    </AdminDialog>
  );
}

export interface AdminFormFooterProps<Values extends FieldValues, Output> {
  /**
   * useFileForm(): the form; the save's upload (its progress, and Cancel upload); and the save call, forgotten
   * when its upload is cancelled (a cancelled call is not a failure to report).
   */
  fileForm: {
    form: ZodFormState<Values, Output>;
    upload: Pick<UploadTracker, 'share' | 'cancel'>;
    save: { reset: () => void };
  };
  submitLabel: string;
  /** The form's file field: a file picked there goes up with the save, and the busy state shows its progress. */
  fileField: Path<Values>;
  onCancel: () => void;
}

/** Cancel and submit at the foot of the form (inside it), with the upload's progress above them. */
export function AdminFormFooter<Values extends FieldValues, Output>({
  fileForm: { form, upload, save },
  submitLabel,
  fileField,
  onCancel,
}: AdminFormFooterProps<Values, Output>) {
  const hasFile = useWatch({ control: form.hookForm.control, name: fileField }) != null;
  const percent = Math.round(upload.share * 100);
  // Once the file is sent (share 1) the save is only waiting for the lists to refresh: nothing left to cancel.
  const isUploading = form.isSubmitting && hasFile && upload.share < 1;
  const cancelUpload = () => {
    upload.cancel();
    save.reset();
  };
  return (
    <div className="admin-form-modal__footer">
      {form.isSubmitting && hasFile && <UploadProgress percent={percent} />}
      <div className="admin-form-modal__buttons">
        <button
          type="button"
          className="button button--secondary"
          onClick={isUploading ? cancelUpload : onCancel}
          disabled={form.isSubmitting && !isUploading}
        >
          {isUploading ? content.cancelUpload : content.cancel}
        </button>
        <SubmitButton form={form} busyLabel={isUploading ? content.uploading(percent) : content.saving}>
          {submitLabel}
        </SubmitButton>
      </div>
    </div>
  );
}

export interface AdminFormActionsProps<Values extends FieldValues, Output> {
  form: ZodFormState<Values, Output>;
  submitLabel: string;
  /** While the call runs; 'Saving...' by default. */
  busyLabel?: string;
  onCancel: () => void;
}

/** Cancel and submit at the foot of a form that sends no file (a code, a bundle). */
export function AdminFormActions<Values extends FieldValues, Output>({
  form,
  submitLabel,
  busyLabel = content.saving,
  onCancel,
}: AdminFormActionsProps<Values, Output>) {
  return (
    <div className="admin-form-modal__footer">
      <div className="admin-form-modal__buttons">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={form.isSubmitting}>
          {content.cancel}
        </button>
        <SubmitButton form={form} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </div>
  );
}

/** A labelled progress bar with its percentage. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="admin-row upload-progress">
      <progress className="upload-progress__bar" max={100} value={percent} aria-label={content.uploadLabel} />
      <span className="upload-progress__value" aria-hidden="true">
        {content.percent(percent)}
      </span>
    </div>
  );
}
