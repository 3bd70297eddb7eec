import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  title: string;
  /** A short kicker above the title ('Admin', 'Behind the Scenes'). */
  eyebrow?: string;
  children?: ReactNode;
}

/** The heading block every page opens with; holds the page's only h1. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <div className="page-header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className="page-header__title">{title}</h1>
      {children}
    </div>
  );
}
