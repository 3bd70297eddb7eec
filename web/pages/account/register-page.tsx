import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { fieldErrors, registerFormSchema } from '../../../common/auth.ts';
import { errorMessages } from '../../../common/messages.ts';
import { errorMessageOf } from '../../api/api-client.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';
import { focusFirstInvalid } from '../../components/form/focus-first-invalid.ts';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';
const EMPTY_FORM: Record<RegisterField, string> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export function RegisterPage() {
  useDocumentTitle('Register');
  const { isAuthenticated, register } = useAuth();
  const [values, setValues] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // A new account goes on to /movies; someone who arrived already logged in goes to / (SPEC.md §2).
  const [hasSubmitted, setSubmitted] = useState(false);

  if (isAuthenticated) return <Navigate to={hasSubmitted ? '/movies' : '/'} replace />;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const result = registerFormSchema.safeParse(values);
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
      await register(result.data);
    } catch (error) {
      setFormError(errorMessageOf(error, errorMessages.registrationFailed));
      setSubmitting(false);
      setSubmitted(false);
    }
  }

  const fieldProps = (name: RegisterField) => ({
    name,
    value: values[name],
    onChange: handleChange,
    error: errors[name],
    disabled: isSubmitting,
  });

  return (
    <AuthCard
      wide
      eyebrow="Join the audience"
      title="Register"
      intro="Create an account to rent our films and stream them at home."
      footer={
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={handleSubmit} aria-busy={isSubmitting}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="form__row">
          <TextField label="First name" autoComplete="given-name" {...fieldProps('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...fieldProps('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
        <PasswordField label="Password" autoComplete="new-password" {...fieldProps('password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...fieldProps('confirmPassword')} />
        <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
    </AuthCard>
  );
}
