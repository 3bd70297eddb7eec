// The four totals of the dashboard (docs/product.md#admin-dashboard): users, movies, rentals and revenue in USD.
import type { CSSProperties } from 'react';
import type { AdminStats } from '../../../../common/admin-business.ts';
import { formatPrice } from '../../../../common/format.ts';
import { adminDashboardContent as content } from '../../../content/admin-dashboard.ts';
import { DashboardIcon, type DashboardIconName } from './dashboard-icons.tsx';
import './dashboard.css';

type StatKey = keyof AdminStats;

const CARDS: readonly { key: StatKey; icon: DashboardIconName }[] = [
  { key: 'totalUsers', icon: 'users' },
  { key: 'totalMovies', icon: 'movie' },
  { key: 'totalRentals', icon: 'rental' },
  { key: 'totalRevenue', icon: 'revenue' },
];

/** What the cards show when the stats could not be read (docs/product.md#errors: zeros). */
export const ZERO_STATS: AdminStats = { totalUsers: 0, totalMovies: 0, totalRentals: 0, totalRevenue: 0 };

const count = new Intl.NumberFormat('en-US');

function statText(key: StatKey, value: number): string {
  return key === 'totalRevenue' ? formatPrice(value) : count.format(value);
}

/** `stats` undefined: still loading (each value a placeholder). */
export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  return (
    <ul className="dash-stats" aria-label={content.statsLabel} aria-busy={stats === undefined}>
      {CARDS.map(({ key, icon }, index) => (
        <li key={key} className={`dash-stat dash-stat--${key}`} style={{ '--card-index': index } as CSSProperties}>
          <span className="dash-stat__icon">
            <DashboardIcon name={icon} />
          </span>
          <span className="admin-label dash-stat__label">{content.stats[key]}</span>
          {stats ? (
            <span className="dash-stat__value">{statText(key, stats[key])}</span>
          ) : (
            <span className="dash-stat__value dash-skeleton" aria-hidden="true" />
          )}
          <span className="dash-stat__hint">{content.statHints[key]}</span>
        </li>
      ))}
    </ul>
  );
}
