import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import './payment-pages.css';

const ICONS = { success: '✓', pending: '…', problem: '!', neutral: '×' } as const;

export interface PaymentCardProps {
  tone: keyof typeof ICONS;
  title: string;
  children: ReactNode;
  /** The two ways on: [label, path] of the primary and of the secondary button. */
  primary: [string, string];
  secondary: [string, string];
  /** The primary link's click, where following it must wait (Watch Now while the payment is being verified). */
  onPrimaryClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The centred card of the payment result pages: an icon, a title, what happened, and where to go next. */
export function PaymentCard({ tone, title, children, primary, secondary, onPrimaryClick }: PaymentCardProps) {
  return (
    <div className="page container payment-page">
      <section className="payment-card" aria-labelledby="payment-title">
        <span className={`payment-card__icon payment-card__icon--${tone}`} aria-hidden="true">
          {ICONS[tone]}
        </span>
        <h1 id="payment-title" className="payment-card__title">
          {title}
        </h1>
        {children}
        <div className="button-row payment-card__actions">
          <Link to={primary[1]} className="button button--primary" onClick={onPrimaryClick}>
            {primary[0]}
          </Link>
          <Link to={secondary[1]} className="button button--secondary">
            {secondary[0]}
          </Link>
        </div>
      </section>
    </div>
  );
}
