// The dashboard's shortcuts to the admin's everyday jobs: add a movie, send the newsletter, see payments.
import { useId } from 'react';
import { Link } from 'react-router';
import { adminDashboardContent as content } from '../../../content/admin-dashboard.ts';
import { DashboardIcon, type DashboardIconName } from './dashboard-icons.tsx';
import '../admin-panel/admin-panel.css';
import './dashboard.css';
import './dashboard-activity.css';

export function QuickActions() {
  const headingId = useId();
  return (
    <section className="dash-actions" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-panel__title">
        {content.quickActionsTitle}
      </h2>
      <ul className="dash-actions__list">
        {content.quickActions.map((action) => (
          <li key={action.to}>
            <QuickAction to={action.to} label={action.label} hint={action.hint} icon={action.icon} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A tile named by what it shows, the label then the hint ('Add Movie Add a film to the catalogue'): the visible words
 * stay in the name, for speech input (WCAG 2.5.3, label in name).
 */
function QuickAction({ to, label, hint, icon }: { to: string; label: string; hint: string; icon: DashboardIconName }) {
  return (
    <Link to={to} className="admin-tile dash-action">
      <span className="admin-disc admin-disc--ember dash-action__icon">
        <DashboardIcon name={icon} />
      </span>
      <span className="admin-stack">
        <span className="dash-action__label">{label}</span>{' '}
        <span className="dash-action__hint">{hint}</span>
      </span>
      <span className="dash-action__arrow">
        <DashboardIcon name="arrow" size={18} />
      </span>
    </Link>
  );
}
