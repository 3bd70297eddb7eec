// The subscriber totals over the whole list (whatever the filters): everyone, active, unsubscribed.
import type { SubscriberStats } from '../../../../common/newsletter-admin.ts';
import { adminNewsletterContent } from '../../../content/admin-newsletter.ts';
import { StatCard, StatCards } from '../stat-cards/stat-cards.tsx';
import './newsletter.css';

const content = adminNewsletterContent.stats;

export function SubscriberStatCards({ stats }: { stats: SubscriberStats }) {
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <StatCards className="subscriber-stats" label={content.label}>
      <StatCard tone="lead" label={content.total} value={count(stats.total)} detail={content.totalHint} />
      <StatCard tone="success" label={content.active} value={count(stats.active)} detail={content.activeHint} />
      <StatCard label={content.unsubscribed} value={count(stats.unsubscribed)} detail={content.unsubscribedHint} />
    </StatCards>
  );
}
