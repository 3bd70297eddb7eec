// One e-mail of the log in full ("full text on demand"): subject, recipient, kind, status, attempts, times, the
// whole message and error. The message is shown as text, an HTML one as its source: what an admin stored is
// never drawn as HTML here.
import { useId } from 'react';
import type { EmailLog } from '../../../../common/newsletter-admin.ts';
import { formatDate } from '../../../../common/format.ts';
import { FactList } from '../../fact-list/fact-list.tsx';
import { emailLogDetailContent as content } from '../../../content/admin-email-logs.ts';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { AdminDialog } from '../admin-form-modal/admin-dialog.tsx';
import './email-logs.css';

export interface EmailLogDetailModalProps {
  log: EmailLog;
  onClose: () => void;
}

export function EmailLogDetailModal({ log, onClose }: EmailLogDetailModalProps) {
  const facts = [
    {
      term: content.status,
      value: <EmailStatusBadge status={log.status} />,
    },
    { term: content.recipient, value: log.recipient_email },
    { term: content.kind, value: content.kinds[log.kind] },
    { term: content.format, value: log.is_html ? content.html : content.plainText },
    { term: content.attempts, value: log.attempts },
    { term: content.created, value: formatDate(log.created_at) },
    { term: content.sent, value: formatDate(log.sent_at) },
    ...(log.status === 'pending' ? [{ term: content.nextAttempt, value: formatDate(log.next_attempt_at) }] : []),
  ];
  return (
    <AdminDialog
      title={log.subject || content.noSubject}
      onClose={onClose}
      className="email-log-detail"
      titleClassName="email-log-detail__title"
      bodyClassName="email-log-detail__body"
    >
      <FactList facts={facts} className="admin-facts email-log-detail__facts" />
      <TextBlock title={log.is_html ? content.htmlSource : content.message} text={log.message} />
      {log.error_message && <TextBlock title={content.error} text={log.error_message} tone="danger" />}
    </AdminDialog>
  );
}

/** A heading and a text kept exactly as it is (line breaks, spaces, tags shown as characters). */
function TextBlock({ title, text, tone }: { title: string; text: string; tone?: 'danger' }) {
  const headingId = useId();
  return (
    <div className="admin-column admin-column--tight">
      <h3 id={headingId} className="email-log-detail__heading">
        {title}
      </h3>
      {/* A named, focusable region: a long message scrolls inside its block, by keyboard too. */}
      <pre
        className={`admin-tile email-log-detail__text${tone ? ` email-log-detail__text--${tone}` : ''}`}
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
      >
        {text}
      </pre>
    </div>
  );
}
