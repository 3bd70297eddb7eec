// The send dialog (docs/product.md#admin-newsletter-and-email-logs): subject, message and the HTML flag, checked with
// the schema the server uses ('Please fill in both subject and message'), a Preview of the e-mail as a subscriber would
// get it, and Send, which queues one e-mail per chosen active subscriber.
import { useState } from 'react';
import { EMAIL_SUBJECT_MAX_LENGTH, emailContentSchema, type SendEmailResponse } from '../../../../common/newsletter-admin.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { usePreviewNewsletterMutation } from '../../../api/admin/preview-newsletter.ts';
import { useSendNewsletterMutation } from '../../../api/admin/send-newsletter.ts';
import { SubmitButton } from '../../form/zod-form.tsx';
import { useZodForm } from '../../form/use-zod-form.ts';
import { AdminFormModal } from '../admin-form-modal/admin-form-modal.tsx';
import { CheckboxField, InputField, TextAreaField } from '../../form/fields.tsx';
import { SegmentedControl } from '../segmented-control/segmented-control.tsx';
import { EmailPreviewPanel } from './email-preview.tsx';
import { sendEmailContent as content } from '../../../content/admin-newsletter.ts';
import type { Recipients } from './use-subscriber-selection.ts';
import './newsletter.css';

const VIEWS = ['write', 'preview'] as const;
type View = (typeof VIEWS)[number];

export interface SendEmailModalProps {
  /** Who gets it, as the send payload names them. */
  recipients: Recipients;
  /** The same in words ('To 3 subscribers'). */
  recipientsText: string;
  onClose: () => void;
  /** After the server queued the e-mails. */
  onSent: (result: SendEmailResponse) => void;
}

export function SendEmailModal({ recipients, recipientsText, onClose, onSent }: SendEmailModalProps) {
  const send = useSendNewsletterMutation();
  const preview = usePreviewNewsletterMutation();
  const [view, setView] = useState<View>('write');
  const form = useZodForm({
    schema: emailContentSchema,
    defaultValues: { subject: '', message: '', isHtml: false },
    // The form holds the content; the recipients are the screen's selection.
    mutation: {
      mutate: (emailContent, options) => send.mutate({ ...emailContent, ...recipients }, options),
      isPending: send.isPending,
      error: send.error,
    },
    failureText: adminScreenMessages.emailSendFailed,
    onSuccess: onSent,
  });

  // The preview is of what is written now: checked first (the same messages as Send), then rendered.
  const changeView = async (next: View) => {
    if (next === 'write') {
      setView('write');
      return;
    }
    const isValid = await form.hookForm.trigger(undefined, { shouldFocus: true });
    if (!isValid) return;
    setView('preview');
    preview.mutate(emailContentSchema.parse(form.hookForm.getValues()));
  };

  return (
    <AdminFormModal form={form} title={content.title} intro={recipientsText} onClose={onClose}>
      <SegmentedControl
        legend={content.viewLegend}
        values={VIEWS}
        labels={content.views}
        value={view}
        onChange={(next) => void changeView(next)}
        disabled={form.isSubmitting}
      />
      {/* Hidden, not removed, while the preview shows: what was typed stays as it was. */}
      <div className="send-email__write" hidden={view !== 'write'}>
        <InputField label={content.subject} autoComplete="off" maxLength={EMAIL_SUBJECT_MAX_LENGTH} {...form.field('subject')} />
        <TextAreaField label={content.message} hint={content.messageHint} rows={10} {...form.field('message')} />
        <CheckboxField label={content.isHtml} hint={content.isHtmlHint} {...form.field('isHtml')} />
      </div>
      {view === 'preview' && <EmailPreviewPanel preview={preview} recipientsText={recipientsText} />}
      <div className="admin-form-modal__footer">
        <p className="admin-hint admin-hint--small">{content.recipientsNote}</p>
        <div className="admin-form-modal__buttons">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={form.isSubmitting}>
            {content.cancel}
          </button>
          <SubmitButton form={form} busyLabel={content.sending}>
            {content.submit}
          </SubmitButton>
        </div>
      </div>
    </AdminFormModal>
  );
}
