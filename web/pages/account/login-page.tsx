import { Navigate, useLocation, useSearchParams } from 'react-router';
import { errorMessages } from '../../content/request-errors.ts';
import { useLoginMutation } from '../../api/auth/login.ts';
import { readReturnPath } from '../../auth/return-path.ts';
import { isAdmin, useAuth } from '../../auth/use-auth.ts';
import { loginContent } from '../../content/account.ts';
import { forgotPasswordLink } from '../../content/password.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { LoginCard } from './login-card.tsx';
import { readNextPath, withNextPath } from './next-path.ts';

export function LoginPage() {
  useDocumentTitle(loginContent.card.title);
  const { user } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const login = useLoginMutation();
  // Where the visitor was heading: `?next=` (a film's Rent), else the page a guard sent them from.
  const next = readNextPath(params) ?? readReturnPath(location.state);

  if (user) {
    // A login made here goes on to the admin area or to `next`; a visitor who arrived already logged in goes to /
    // (docs/product.md#accounts). The mutation has left idle by the time its session appears.
    const destination = login.isIdle ? '/' : isAdmin(user) ? '/admin' : (next ?? '/');
    return <Navigate to={destination} replace />;
  }

  // 'Forgot password?' first under the form, before the ways to the other account screens; a new account goes on to
  // the same place as a login would.
  const links = loginContent.card.links.map((link) =>
    link.to === '/register' ? { ...link, to: withNextPath(link.to, next) } : link,
  );
  const content = { ...loginContent, card: { ...loginContent.card, links: [forgotPasswordLink, ...links] } };
  return <LoginCard content={content} mutation={login} failureText={errorMessages.loginFailed} />;
}
