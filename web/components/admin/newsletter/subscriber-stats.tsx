// The subscriber totals over the whole list (whatever the filters): everyone, active, unsubscribed.
import type { SubscriberStats } from '../../../../common/newsletter-admin.ts';
import { adminNewsletterContent } from '../../../content/admin-newsletter.ts';
import './newsletter.css';

const content = adminNewsletterContent.stats;

export function SubscriberStatCards({ stats }: { stats: SubscriberStats }) {
  const cards = [
    { key: 'total', label: content.total, value: stats.total, hint: content.totalHint },
    { key: 'active', label: content.active, value: stats.active, hint: content.activeHint },
    { key: 'unsubscribed', label: content.unsubscribed, value: stats.unsubscribed, hint: content.unsubscribedHint },
  ] as const;
  return (
    <ul className="subscriber-stats" aria-label={content.label}>
      {cards.map((card) => (
        <li key={card.key} className={`subscriber-stat subscriber-stat--${card.key}`}>
          <p className="subscriber-stat__label">{card.label}</p>
          <p className="subscriber-stat__value">{card.value.toLocaleString('en-US')}</p>
          <p className="subscriber-stat__hint">{card.hint}</p>
        </li>
      ))}
    </ul>
  );
}
