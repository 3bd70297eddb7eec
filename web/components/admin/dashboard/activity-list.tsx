// The latest rentals, sign-ups and payments (docs/product.md#admin-dashboard), newest first, or 'No recent activity'.
import { useId } from 'react';
import type { Activity } from '../../../../common/admin-business.ts';
import { formatDate } from '../../../../common/format.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { adminDashboardContent as content, type ActivityType } from '../../../content/admin-dashboard.ts';
import { DashboardIcon, type DashboardIconName } from './dashboard-icons.tsx';
import { SectionHead } from '../admin-page/section-head.tsx';
import '../admin-panel/admin-panel.css';
import './dashboard.css';
import './dashboard-activity.css';

const ICONS: Record<ActivityType, DashboardIconName> = { rental: 'rental', user: 'user', payment: 'payment' };
const HEAD_CLASSES = ['admin-panel__head', 'admin-panel__title', 'admin-panel__hint'] as const;

/** `activities` undefined: still loading. */
export function ActivityList({ activities }: { activities: readonly Activity[] | undefined }) {
  const headingId = useId();
  return (
    <section className="admin-panel dash-activity" aria-labelledby={headingId} aria-busy={activities === undefined}>
      <SectionHead id={headingId} level={2} title={content.activityTitle} intro={content.activityHint} classNames={HEAD_CLASSES} />
      {activities === undefined ? (
        <ul className="dash-activity__list" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <li key={row} className="dash-activity__item">
              <span className="dash-activity__icon dash-skeleton" />
              <span className="admin-stack dash-activity__body">
                <span className="dash-skeleton dash-skeleton--line" />
                <span className="dash-skeleton dash-skeleton--short" />
              </span>
            </li>
          ))}
        </ul>
      ) : activities.length === 0 ? (
        <p className="admin-panel__empty">{adminScreenMessages.noRecentActivity}</p>
      ) : (
        // The list scrolls in its own box past 30rem: the Tab key reaches it, so the arrow keys can scroll it.
        <ul className="dash-activity__list" aria-labelledby={headingId} tabIndex={0}>
          {activities.map((activity, index) => (
            <ActivityItem key={`${activity.type}-${activity.created_at}-${index}`} activity={activity} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ActivityItem({ activity }: { activity: Activity }) {
  const type = activity.type in ICONS ? activity.type : 'rental';
  return (
    <li className={`dash-activity__item dash-activity__item--${type}`}>
      <span className="dash-activity__icon">
        <DashboardIcon name={ICONS[type]} size={18} />
      </span>
      <span className="admin-stack dash-activity__body">
        <span className="dash-activity__description">{activity.description}</span>
        <span className="dash-activity__meta">
          <span className="dash-activity__type">{content.activityTypes[type]}</span>
          <time dateTime={activity.created_at}>{formatDate(activity.created_at)}</time>
        </span>
      </span>
    </li>
  );
}
