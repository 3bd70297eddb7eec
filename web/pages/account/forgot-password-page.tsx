import { useLocation } from 'react-router';
import { forgotPasswordSchema } from '../../../common/auth.ts';
import { errorMessages } from '../../../common/messages.ts';
import { useRequestPasswordResetMutation } from '../../api/auth/request-password-reset.ts';
import { AuthCard } from '../../components/auth-card/auth-card.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { SubmitButton, ZodForm } from '../../components/form/zod-form.tsx';
import { fieldLabels } from '../../content/account.ts';
import { forgotPasswordContent as content } from '../../content/password.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PasswordNotice } from './password-notice.tsx';

/**
 * Asks for a link to choose a new password (/forgot-password, linked from /login). The answer is the same
 * whether or not the address has an account, so it says nothing about who is registered.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(content.card.title);
  // 'Ask again' links to this very page: each visit of it starts a new form.
  const { key } = useLocation();
  return <ForgotPasswordForm key={key} />;
}

function ForgotPasswordForm() {
  const request = useRequestPasswordResetMutation();
  const form = useZodForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    mutation: request,
    failureText: errorMessages.network,
  });

  if (request.isSuccess) {
    return (
      <AuthCard copy={{ ...content.card, links: content.doneLinks }}>
        <PasswordNotice tone="success" takeFocus link={{ to: '/login', label: content.login }}>
          {request.data}
        </PasswordNotice>
      </AuthCard>
    );
  }

  return (
    <AuthCard copy={content.card}>
      <ZodForm form={form}>
        <TextField label={fieldLabels.email} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <SubmitButton form={form} busyLabel={content.submitting}>
          {content.submit}
        </SubmitButton>
      </ZodForm>
    </AuthCard>
  );
}
