import { loginSchema, type LoginPayload } from '../../../common/auth.ts';
import type { AuthCardCopy } from '../../components/auth-card/auth-card.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { InputField } from '../../components/form/fields.tsx';
import { useZodForm, type FormMutation } from '../../components/form/use-zod-form.ts';
import { fieldLabels, loginContent } from '../../content/account.ts';
import { AccountFormFrame } from './account-form-frame.tsx';

export interface LoginCardProps {
  /** loginContent or adminLoginContent. */
  content: { card: AuthCardCopy; emailLabel: string; submit: string };
  /** useLoginMutation or useAdminLoginMutation. */
  mutation: FormMutation<LoginPayload>;
  /** The text of docs/product.md#errors for a refused login without the server's own. */
  failureText: string;
}

/** The card with e-mail and password, shared by the login and the admin login screens. */
export function LoginCard({ content, mutation, failureText }: LoginCardProps) {
  const form = useZodForm({ schema: loginSchema, defaultValues: { email: '', password: '' }, mutation, failureText });
  return (
    <AccountFormFrame copy={content.card} form={form} submit={{ label: content.submit, busyLabel: loginContent.submitting }}>
      <InputField label={content.emailLabel} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <PasswordField label={fieldLabels.password} autoComplete="current-password" {...form.field('password')} />
    </AccountFormFrame>
  );
}
