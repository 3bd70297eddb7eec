import { Link } from 'react-router';

export interface BackLinkProps {
  to: string;
  label: string;
  /** The only way on (a not-found page); otherwise it stands beside another button. */
  primary?: boolean;
}

/** The way back out of a backstage page that cannot show its item, as a button. */
export function BackLink({ to, label, primary = false }: BackLinkProps) {
  return (
    <Link to={to} className={`button ${primary ? 'button--primary' : 'button--secondary'}`}>
      {label}
    </Link>
  );
}
