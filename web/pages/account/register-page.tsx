import { Navigate, useSearchParams } from 'react-router';
import { registerFormSchema } from '../../../common/auth.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { useRegisterMutation } from '../../api/auth/register.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { InputField } from '../../components/form/fields.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { fieldLabels, registerContent as content } from '../../content/account.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { AccountFormFrame } from './account-form-frame.tsx';
import { readNextPath, withNextPath } from './next-path.ts';

const EMPTY_FORM = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  useDocumentTitle(content.card.title);
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const next = readNextPath(params);
  const register = useRegisterMutation();
  const form = useZodForm({
    schema: registerFormSchema,
    defaultValues: EMPTY_FORM,
    mutation: register,
    failureText: errorMessages.registrationFailed,
  });

  // A new account goes on to `next` (the film being rented), else /movies; someone who arrived already logged in
  // goes to / (docs/product.md#accounts).
  if (isAuthenticated) return <Navigate to={register.isIdle ? '/' : (next ?? '/movies')} replace />;

  // 'Already have an account? Login' keeps `next`: logging in instead ends in the same place.
  const links = content.card.links.map((link) => (link.to === '/login' ? { ...link, to: withNextPath(link.to, next) } : link));
  const submit = { label: content.submit, busyLabel: content.submitting };
  return (
    <AccountFormFrame wide copy={{ ...content.card, links }} form={form} submit={submit}>
      <div className="form__row">
        <InputField label={fieldLabels.firstName} autoComplete="given-name" {...form.field('firstName')} />
        <InputField label={fieldLabels.lastName} autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <InputField label={fieldLabels.email} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <PasswordField label={fieldLabels.password} autoComplete="new-password" {...form.field('password')} />
      <PasswordField label={fieldLabels.confirmPassword} autoComplete="new-password" {...form.field('confirmPassword')} />
    </AccountFormFrame>
  );
}
