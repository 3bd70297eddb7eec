import type { PublicUser } from '../../../../common/auth.ts';
import { headerContent } from '../../../content/layout.ts';

export function WelcomeLine({ user, className }: { user: PublicUser; className?: string }) {
  return (
    <p className={['note welcome-line', className].filter(Boolean).join(' ')} title={user.email}>
      {headerContent.welcome(user.email)}
    </p>
  );
}
