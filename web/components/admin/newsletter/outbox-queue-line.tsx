// The outbox as it stands (docs/decisions/0014-email-outbox.md): how many e-mails wait, when the last should leave
// at the current spacing, and the spacing itself. One e-mail per 7.5 minutes is 192 a day, so a newsletter to
// a thousand fans takes days: the admin sees it here before and after sending.
import type { OutboxQueue } from '../../../../common/newsletter-admin.ts';
import { formatSpacing, formatTimeUntil } from './durations.ts';
import { adminNewsletterContent } from '../../../content/admin-newsletter.ts';
import './newsletter.css';

const content = adminNewsletterContent.queue;

export function OutboxQueueLine({ queue }: { queue: OutboxQueue }) {
  return (
    <p className="outbox-queue">
      <span className="admin-label">{content.label}</span>
      <span>{queue.pending === 0 ? content.empty : content.waiting(queue.pending, formatTimeUntil(queue.last_send_at))}</span>
      <span className="outbox-queue__spacing">{content.spacing(formatSpacing(queue.interval_ms))}</span>
    </p>
  );
}
