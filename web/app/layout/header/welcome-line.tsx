import type { PublicUser } from '../../../../common/auth.ts';
import { headerContent } from '../../../content/layout.ts';

/**
 * 'Welcome, <e-mail>' on one line (header.css cuts a long address with an ellipsis). The cut is only drawn: the
 * element keeps the whole text, which screen readers read, and its tooltip shows it in full.
 */
export function WelcomeLine({ user, className }: { user: PublicUser; className?: string }) {
  const text = headerContent.welcome(user.email);
  return (
    <p className={['note welcome-line', className].filter(Boolean).join(' ')} title={text}>
      {text}
    </p>
  );
}
