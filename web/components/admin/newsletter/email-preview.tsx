// The e-mail as a subscriber would get it, rendered by the server (layout, sanitising) and shown in a frame
// with every permission withheld (sandbox=""): nothing in it can run, submit, navigate or reach this page.
import type { EmailPreview } from '../../../../common/newsletter-admin.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { errorMessageOf } from '../../../api/api-client.ts';
import { FormAlert } from '../../form/form-alert.tsx';
import { PageStatus } from '../../page-status/page-status.tsx';
import { sendEmailContent as content } from '../../../content/admin-newsletter.ts';
import './newsletter.css';

export interface EmailPreviewPanelProps {
  /** The preview call (usePreviewNewsletterMutation). */
  preview: { data: EmailPreview | undefined; error: Error | null; isPending: boolean };
  recipientsText: string;
}

export function EmailPreviewPanel({ preview, recipientsText }: EmailPreviewPanelProps) {
  if (preview.isPending) return <PageStatus>{content.previewLoading}</PageStatus>;
  if (preview.error) return <FormAlert>{errorMessageOf(preview.error, adminScreenMessages.emailPreviewFailed)}</FormAlert>;
  if (!preview.data) return null;
  return (
    <section className="email-preview" aria-label={content.previewFrame}>
      <dl className="email-preview__head">
        <div>
          <dt>{content.previewSubject}</dt>
          <dd>{preview.data.subject}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{content.recipientsLabel}</dt>
          <dd>{recipientsText}</dd>
        </div>
      </dl>
      <iframe className="email-preview__frame" title={content.previewFrame} sandbox="" srcDoc={preview.data.html} />
    </section>
  );
}
