import type { EmailLog } from '../../../../common/newsletter-admin.ts';
import { formatDate } from '../../../../common/format.ts';
import { formatTime } from '../../../content/admin-lists.ts';

/**
 * When a pending e-mail is next tried, if that is still to come (a reminder's moment, a backoff after a
 * temporary failure): '3:45 PM' today, 'Mar 4, 2026, 3:45 PM' another day. null for a row due now or not pending.
 */
export function nextAttemptText(log: Pick<EmailLog, 'status' | 'next_attempt_at'>, now: number = Date.now()): string | null {
  if (log.status !== 'pending') return null;
  const at = new Date(log.next_attempt_at);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now) return null;
  const isToday = at.toDateString() === new Date(now).toDateString();
  return isToday ? formatTime(log.next_attempt_at) : formatDate(log.next_attempt_at);
}
