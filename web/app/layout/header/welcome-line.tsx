import type { PublicUser } from '../../../../common/auth.ts';

export function WelcomeLine({ user, className }: { user: PublicUser; className?: string }) {
  return (
    <p className={['welcome-line', className].filter(Boolean).join(' ')} title={user.email}>
      Welcome, {user.email}
    </p>
  );
}
