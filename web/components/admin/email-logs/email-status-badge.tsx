import type { EmailStatus } from '../../../../common/newsletter-admin.ts';
import { StatusBadge, type StatusTone } from '../data-table/list-controls.tsx';
import { adminEmailLogsContent as content } from '../../../content/admin-email-logs.ts';

/** The payments' colours: done green, waiting amber, failed red. */
const emailStatusTones: Record<EmailStatus, StatusTone> = {
  sent: 'success',
  pending: 'accent',
  failed: 'danger',
};

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <StatusBadge tone={emailStatusTones[status]}>{content.statusLabels[status]}</StatusBadge>;
}
