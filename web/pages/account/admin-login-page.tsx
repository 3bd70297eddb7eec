import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { fieldErrors, loginSchema } from '../../../common/auth.ts';
import { errorMessages } from '../../../common/messages.ts';
import { errorMessageOf } from '../../api/api-client.ts';
import { isAdmin, useAuth } from '../../auth/use-auth.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';
import { focusFirstInvalid } from '../../components/form/focus-first-invalid.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

type AdminLoginField = 'email' | 'password';
const EMPTY_FORM: Record<AdminLoginField, string> = { email: '', password: '' };

/**
 * Admin login (SPEC.md §2). An admin, already logged in or just now, goes to /admin. A logged-in non-admin
 * still sees the form: they may be a staff member on their personal account wanting to switch to their
 * admin account, and a successful admin login replaces their session.
 */
export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const { user, adminLogin } = useAuth();
  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  if (isAdmin(user)) return <Navigate to="/admin" replace />;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const result = loginSchema.safeParse(values);
    if (!result.success) {
      const nextErrors = fieldErrors(result.error);
      setErrors(nextErrors);
      focusFirstInvalid(event.currentTarget, nextErrors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      await adminLogin(result.data);
    } catch (error) {
      setFormError(errorMessageOf(error, errorMessages.adminLoginFailed));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      eyebrow="Studio staff"
      title="Admin Login"
      intro="Sign in with your administrator account to manage films, galleries and customers."
      footer={
        <p>
          Not an administrator? <Link to="/login">Back to login</Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={handleSubmit} aria-busy={isSubmitting}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label="Admin email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={handleChange}
          error={errors.email}
          disabled={isSubmitting}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={handleChange}
          error={errors.password}
          disabled={isSubmitting}
        />
        <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login as Admin'}
        </button>
      </form>
    </AuthCard>
  );
}
