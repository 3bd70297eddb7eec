import type { ReactNode } from 'react';
import './auth-card.css';

export interface AuthCardProps {
  title: string;
  eyebrow: string;
  intro: string;
  children: ReactNode;
  /** Links to the other account screens. */
  footer: ReactNode;
  wide?: boolean;
}

/** The framed panel of the account screens (login, register, admin login). */
export function AuthCard({ title, eyebrow, intro, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className="auth-screen">
      <section className={wide ? 'auth-card auth-card--wide' : 'auth-card'} aria-labelledby="auth-card-title">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="auth-card-title" className="auth-card__title">
          {title}
        </h1>
        <p className="auth-card__intro">{intro}</p>
        {children}
        <div className="auth-card__footer">{footer}</div>
      </section>
    </div>
  );
}
