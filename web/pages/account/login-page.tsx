import { Navigate, useLocation } from 'react-router';
import { errorMessages } from '../../content/request-errors.ts';
import { useLoginMutation } from '../../api/auth/login.ts';
import { readReturnPath } from '../../auth/return-path.ts';
import { isAdmin, useAuth } from '../../auth/use-auth.ts';
import { loginContent } from '../../content/account.ts';
import { forgotPasswordLink } from '../../content/password.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { LoginCard } from './login-card.tsx';

// 'Forgot password?' first under the form, before the ways to the other account screens.
const content = { ...loginContent, card: { ...loginContent.card, links: [forgotPasswordLink, ...loginContent.card.links] } };

export function LoginPage() {
  useDocumentTitle(content.card.title);
  const { user } = useAuth();
  const location = useLocation();
  const login = useLoginMutation();

  if (user) {
    // A login made here goes on to the admin area or back to `from`; a visitor who arrived already logged in
    // goes to / (docs/product.md#accounts). The mutation has left idle by the time its session appears.
    const destination = login.isIdle ? '/' : isAdmin(user) ? '/admin' : (readReturnPath(location.state) ?? '/');
    return <Navigate to={destination} replace />;
  }

  return <LoginCard content={content} mutation={login} failureText={errorMessages.loginFailed} />;
}
