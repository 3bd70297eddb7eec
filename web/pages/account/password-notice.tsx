import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import './password-pages.css';

export interface PasswordNoticeProps {
  tone: 'success' | 'error';
  children: ReactNode;
  /** The way onwards ('Go to login', 'Ask for a new link'). */
  link: { to: string; label: string };
  /**
   * Take the focus when shown, for a notice that replaces the form whose button had it (the focus would
   * otherwise drop to the page); it is read out from there.
   */
  takeFocus?: boolean;
}

/**
 * What a password screen shows in place of its form, in the same card (so the card stays and only its content
 * changes): the link is on its way, the password is set, the link cannot work.
 */
export function PasswordNotice({ tone, children, link, takeFocus = false }: PasswordNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);

  return (
    <div ref={ref} className={`password-notice password-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1}>
      <p className="password-notice__text">{children}</p>
      <Link to={link.to} className="button button--primary button--block">
        {link.label}
      </Link>
    </div>
  );
}
