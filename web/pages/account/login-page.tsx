import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { fieldErrors, loginSchema } from '../../../common/auth.ts';
import { errorMessages } from '../../../common/messages.ts';
import { errorMessageOf } from '../../api/api-client.ts';
import { isAdmin, useAuth } from '../../auth/use-auth.ts';
import { readReturnPath } from '../../auth/return-path.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';
import { focusFirstInvalid } from '../../components/form/focus-first-invalid.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

type LoginField = 'email' | 'password';
const EMPTY_FORM: Record<LoginField, string> = { email: '', password: '' };

export function LoginPage() {
  useDocumentTitle('Login');
  const { user, login } = useAuth();
  const location = useLocation();
  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // Tells a login made here (go on to the admin area or back to `from`) from a visitor who arrived
  // already logged in (SPEC.md §2: sent to /). Set before the call so it is true when the user appears.
  const [hasSubmitted, setSubmitted] = useState(false);

  if (user) {
    const destination = !hasSubmitted ? '/' : isAdmin(user) ? '/admin' : (readReturnPath(location.state) ?? '/');
    return <Navigate to={destination} replace />;
  }

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
    setSubmitted(true);
    try {
      await login(result.data);
    } catch (error) {
      setFormError(errorMessageOf(error, errorMessages.loginFailed));
      setSubmitting(false);
      setSubmitted(false);
    }
  }

  return (
    <AuthCard
      eyebrow="Welcome back"
      title="Login"
      intro="Sign in to rent our films, watch your rentals and share your reviews."
      footer={
        <>
          <p>
            New here? <Link to="/register">Create an account</Link>
          </p>
          <p>
            Studio staff? <Link to="/admin-login">Admin login</Link>
          </p>
        </>
      }
    >
      <form className="form" noValidate onSubmit={handleSubmit} aria-busy={isSubmitting}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          label="Email"
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
          {isSubmitting ? 'Logging in...' : 'Login'}
        </button>
      </form>
    </AuthCard>
  );
}
