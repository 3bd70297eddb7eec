import { useEffect, useRef, type ReactNode } from 'react';
import './password-pages.css';

export interface PasswordNoticeProps {
  tone: 'success' | 'error';
  children: ReactNode;
  /** A link onwards ('Go to login', 'Ask for a new link'). */
  action?: ReactNode;
  /**
   * Take the focus when shown, for a notice that replaces the form whose button had it (the focus would
   * otherwise drop to the page); it is read out from there.
   */
  takeFocus?: boolean;
}

/** What a password screen shows in place of its form: the link is on its way, the password is set, the link cannot work. */
export function PasswordNotice({ tone, children, action, takeFocus = false }: PasswordNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);

  return (
    <div
      ref={ref}
      className={`password-notice password-notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
    >
      <p className="password-notice__text">{children}</p>
      {action}
    </div>
  );
}
