import { useLocation } from 'react-router';
import { forgotPasswordSchema } from '../../../common/auth.ts';
import { errorMessages } from '../../content/request-errors.ts';
import { useRequestPasswordResetMutation } from '../../api/auth/request-password-reset.ts';
import { InputField } from '../../components/form/fields.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { fieldLabels } from '../../content/account.ts';
import { forgotPasswordContent as content } from '../../content/password.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { AccountFormFrame, doneFrame } from './account-form-frame.tsx';

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
    return <AccountFormFrame {...doneFrame(content, request.data, { to: '/login', label: content.login })} />;
  }

  return (
    <AccountFormFrame copy={content.card} form={form} submit={{ label: content.submit, busyLabel: content.submitting }}>
      <InputField label={fieldLabels.email} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
    </AccountFormFrame>
  );
}
