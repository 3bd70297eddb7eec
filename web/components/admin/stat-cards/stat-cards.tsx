// Small stat cards over an admin list (payments' totals, subscribers' totals): a label, a figure, a line of
// detail, and a thin line of colour along the top. The list around them says how they are laid out.
import type { ReactNode } from 'react';
import './stat-cards.css';

/** The top line's colour: the studio's glow for the lead figure, then the status colours. */
export type StatTone = 'lead' | 'success' | 'accent' | 'danger';

export function StatCards({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <ul className={`stat-cards ${className}`} aria-label={label}>
      {children}
    </ul>
  );
}

export interface StatCardProps {
  label: string;
  value: string;
  detail: string;
  tone?: StatTone;
}

export function StatCard({ label, value, detail, tone }: StatCardProps) {
  return (
    <li className={tone ? `stat-card stat-card--${tone}` : 'stat-card'}>
      <p className="admin-label">{label}</p>
      <p className="admin-ellipsis stat-card__value">{value}</p>
      <p className="admin-hint admin-hint--small">{detail}</p>
    </li>
  );
}
