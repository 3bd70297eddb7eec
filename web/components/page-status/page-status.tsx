import type { ReactNode } from 'react';
import './page-status.css';

/** A page-sized status line ('Loading...'), announced politely. */
export function PageStatus({ children }: { children: ReactNode }) {
  return (
    <div className="page-status" role="status">
      <span className="page-status__spinner" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
