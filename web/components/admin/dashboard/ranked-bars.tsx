// A short ranking (top movies) with a bar per entry, as long as its share of the leader's figure.
import type { CSSProperties } from 'react';
import { adminInsightsContent as content } from '../../../content/admin-dashboard.ts';
import '../admin-panel/admin-panel.css';
import './dashboard.css';
import './dashboard-insights.css';

export interface RankedItem {
  id: number;
  title: string;
  /** What the ranking is by; the bar's length. */
  value: number;
  /** The other figure, under the title ('12 rentals'). */
  detail: string;
}

export function RankedBars({ label, items, format }: { label: string; items: readonly RankedItem[]; format: (value: number) => string }) {
  if (items.length === 0) return <p className="admin-panel__empty">{content.noTopMovies}</p>;
  const leader = Math.max(...items.map((item) => item.value), 0);
  return (
    <ol className="dash-ranked" aria-label={label}>
      {items.map((item, index) => {
        const share = leader > 0 ? item.value / leader : 0;
        return (
          <li key={item.id} className="dash-ranked__item" style={{ '--share': share, '--card-index': index } as CSSProperties}>
            <span className="admin-disc dash-ranked__rank" aria-hidden="true">
              {index + 1}
            </span>
            <span className="admin-stack dash-ranked__body">
              <span className="dash-ranked__row">
                <span className="admin-ellipsis dash-ranked__title" title={item.title}>
                  {item.title}
                </span>
                <span className="dash-ranked__value">{format(item.value)}</span>
              </span>
              <span className="admin-meter" aria-hidden="true">
                <span className="admin-meter__fill" />
              </span>
              <span className="dash-ranked__detail">{item.detail}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
