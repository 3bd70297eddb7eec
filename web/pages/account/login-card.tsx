import { loginSchema, type LoginPayload } from '../../../common/auth.ts';
import { AuthCard, type AuthCardCopy } from '../../components/auth-card/auth-card.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useZodForm, type FormMutation } from '../../components/form/use-zod-form.ts';
import { SubmitButton, ZodForm } from '../../components/form/zod-form.tsx';
import { fieldLabels, loginContent } from '../../content/account.ts';

export interface LoginCardProps {
  /** loginContent or adminLoginContent. */
  content: { card: AuthCardCopy; emailLabel: string; submit: string };
  /** useLoginMutation or useAdminLoginMutation. */
  mutation: FormMutation<LoginPayload>;
  /** SPEC.md §8's text for a refused login without the server's own. */
  failureText: string;
}

/** The card with e-mail and password, shared by the login and the admin login screens. */
export function LoginCard({ content, mutation, failureText }: LoginCardProps) {
  const form = useZodForm({ schema: loginSchema, defaultValues: { email: '', password: '' }, mutation, failureText });
  return (
    <AuthCard copy={content.card}>
      <ZodForm form={form}>
        <TextField label={content.emailLabel} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <PasswordField label={fieldLabels.password} autoComplete="current-password" {...form.field('password')} />
        <SubmitButton form={form} busyLabel={loginContent.submitting}>
          {content.submit}
        </SubmitButton>
      </ZodForm>
    </AuthCard>
  );
}
