import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './auth-card.css';

/** The card's wording (web/content/account.ts). */
export interface AuthCardCopy {
  eyebrow: string;
  title: string;
  intro: string;
  /** The ways to the other account screens, under the form: 'New here? Create an account'. */
  links: { prompt: string; label: string; to: string }[];
}

export interface AuthCardProps {
  copy: AuthCardCopy;
  children: ReactNode;
  wide?: boolean;
}

/** The framed panel of the account screens (login, register, admin login). */
export function AuthCard({ copy, children, wide = false }: AuthCardProps) {
  return (
    <div className="auth-screen">
      <section className={wide ? 'auth-card auth-card--wide' : 'auth-card'} aria-labelledby="auth-card-title">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1 id="auth-card-title" className="auth-card__title">
          {copy.title}
        </h1>
        <p className="auth-card__intro">{copy.intro}</p>
        {children}
        <div className="auth-card__footer">
          {copy.links.map((link) => (
            <p key={link.to}>
              {link.prompt} <Link to={link.to}>{link.label}</Link>
            </p>
          ))}
        </div>
      </section>
    </div>
  );
}
