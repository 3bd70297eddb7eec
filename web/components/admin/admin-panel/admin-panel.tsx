// One panel of figures on an admin screen (the dashboard's, filmmaker insight's): a heading that names it, a line on
// what it shows, actions beside the heading (a period switch), then its figures. Its look, and the empty line and the
// meter bar that panels show, are admin-panel.css.
import { useId, type ReactNode } from 'react';
import { SectionHead } from '../admin-page/section-head.tsx';
import './admin-panel.css';

const HEAD_CLASSES = ['', 'admin-panel__title', 'admin-panel__hint'] as const;

export interface AdminPanelProps {
  title: string;
  hint?: string;
  /** Under the screen's h1 (2), or under a section of it (3). */
  level: 2 | 3;
  actions?: ReactNode;
  /** The screen's own placement of the panel (a grid span). */
  className?: string;
  children: ReactNode;
}

export function AdminPanel({ title, hint, level, actions, className, children }: AdminPanelProps) {
  const headingId = useId();
  return (
    <section className={className ? `admin-panel ${className}` : 'admin-panel'} aria-labelledby={headingId}>
      <div className="spread-row admin-panel__head">
        <SectionHead id={headingId} level={level} title={title} intro={hint} classNames={HEAD_CLASSES} />
        {actions}
      </div>
      {children}
    </section>
  );
}
