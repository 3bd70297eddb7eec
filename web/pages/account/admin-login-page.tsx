import { Navigate } from 'react-router';
import { errorMessages } from '../../content/request-errors.ts';
import { useAdminLoginMutation } from '../../api/auth/admin-login.ts';
import { isAdmin, useAuth } from '../../auth/use-auth.ts';
import { adminLoginContent as content } from '../../content/account.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { LoginCard } from './login-card.tsx';

/**
 * Admin login (docs/product.md#accounts). An admin, already logged in or just now, goes to /admin. A logged-in
 * non-admin still sees the form: they may be a staff member on their personal account wanting to switch to their
 * admin account, and a successful admin login replaces their session.
 */
export function AdminLoginPage() {
  useDocumentTitle(content.card.title);
  const { user } = useAuth();
  const adminLogin = useAdminLoginMutation();

  if (isAdmin(user)) return <Navigate to="/admin" replace />;

  return <LoginCard content={content} mutation={adminLogin} failureText={errorMessages.adminLoginFailed} />;
}
