import type { ReactNode } from 'react';
import './form.css';

/** A form-level error (the server's answer), announced as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="danger-box form-alert" role="alert">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 7.5v5.5M12 16.2v.3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p>{children}</p>
    </div>
  );
}
